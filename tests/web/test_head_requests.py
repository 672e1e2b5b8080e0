"""A link checker or uptime monitor asks with HEAD: each page that answers GET answers HEAD too,
with the same status and headers and no body, instead of 405."""

import pytest


@pytest.mark.django_db
@pytest.mark.parametrize("url", ["/?rules=mcr", "/manifest.webmanifest", "/batch", "/rules/", "/rules/mcr/"])
def test_a_page_answers_head_as_it_answers_get(client, url):
    got = client.get(url)
    head = client.head(url)
    assert (got.status_code, head.status_code) == (200, 200)
    assert head["Content-Type"] == got["Content-Type"]
    assert head.content == b""


@pytest.mark.django_db
def test_head_on_a_rule_set_that_does_not_exist_is_404(client):
    assert client.head("/rules/no-such-rules/").status_code == 404
