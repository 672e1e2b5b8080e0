from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from rules.exchange import export_json
from rules.management import require_migrated_database
from rules.models import RuleSet


class Command(BaseCommand):
    help = "Write a rule set as a JSON file (to standard output, or to --output) for import elsewhere."

    def add_arguments(self, parser):
        parser.add_argument("slug", help="The rule set to export, e.g. zung-jung-club.")
        parser.add_argument("-o", "--output", help="File to write (default: standard output).")

    def handle(self, *args, slug, output, **options):
        require_migrated_database()
        rule_set = RuleSet.objects.filter(slug=slug).first()
        if rule_set is None:
            known = ", ".join(RuleSet.objects.values_list("slug", flat=True)) or "none"
            raise CommandError(f"There is no rule set “{slug}”. Rule sets: {known}.")
        text = export_json(rule_set)
        if output:
            Path(output).write_text(text, encoding="utf-8")
            self.stderr.write(f"Wrote {rule_set.version} to {output}.")
        else:
            self.stdout.write(text, ending="")
