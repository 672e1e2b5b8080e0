"""Links that carry the hand and the rule set, built as the views build them (calculator.links):
`{% calculator_url rules=... hand=... %}` rather than a query string pieced together in a template."""

from django import template

from calculator import links

register = template.Library()
register.simple_tag(links.page_url, name="calculator_url")
register.simple_tag(links.rules_index_url, name="rules_index_url")
register.simple_tag(links.rules_page_url, name="rules_page_url")
register.simple_tag(links.batch_url, name="batch_url")
