import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command

from rules.engine.builtin import BUILTIN_RULE_SETS
from rules.models import RuleSet

ROOT = Path(__file__).resolve().parents[2]


def run_check(**env):
    environment = {k: v for k, v in os.environ.items() if k not in ("SECRET_KEY", "DEBUG", "DJANGO_SETTINGS_MODULE")}
    environment.update(env)
    return subprocess.run([sys.executable, "manage.py", "check"], cwd=ROOT, env=environment, capture_output=True, text=True)


def test_production_refuses_the_development_secret_key():
    refused = run_check(DEBUG="0")
    assert refused.returncode != 0
    assert "DEBUG is off but SECRET_KEY is the development key" in refused.stderr
    accepted = run_check(DEBUG="0", SECRET_KEY="a-long-random-production-secret-for-this-test-only")
    assert accepted.returncode == 0, accepted.stderr


def test_production_names_static_files_by_their_hash_and_development_by_their_name():
    # Development serves the app's folders as they change; production serves what collectstatic wrote.
    probe = "import django; django.setup(); from django.conf import settings; print(settings.STORAGES['staticfiles']['BACKEND'])"
    environment = {k: v for k, v in os.environ.items() if k not in ("DEBUG", "DJANGO_SETTINGS_MODULE")}
    environment.update(DJANGO_SETTINGS_MODULE="calculator.settings", ALLOW_DEVELOPMENT_SECRET="1")
    backends = {}
    for debug in ("1", "0"):
        answer = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env={**environment, "DEBUG": debug},
                                capture_output=True, text=True)
        assert answer.returncode == 0, answer.stderr
        backends[debug] = answer.stdout.strip()
    assert backends == {"1": "whitenoise.storage.CompressedStaticFilesStorage",
                        "0": "whitenoise.storage.CompressedManifestStaticFilesStorage"}


def test_the_server_builds_the_engines_suit_table_as_it_starts():
    # So that the first tap after a start does not wait a quarter of a second for it.
    environment = {k: v for k, v in os.environ.items() if k != "DJANGO_SETTINGS_MODULE"}
    probe = "import calculator.wsgi; from rules.engine import arrange; print(len(arrange._number_suit_splits))"
    started = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=environment, capture_output=True, text=True)
    assert started.returncode == 0, started.stderr
    assert int(started.stdout) > 0  # built, not left for the first hand to build


@pytest.mark.django_db
def test_migrate_loads_every_builtin_rule_set():
    assert set(RuleSet.objects.filter(builtin=True).values_list("slug", flat=True)) == set(BUILTIN_RULE_SETS)


@pytest.mark.django_db
def test_load_rulesets_reset_restores_published_values():
    pattern = RuleSet.objects.get(slug="zung-jung").patterns.get(key="nine_tile_straight")
    pattern.value = 99
    pattern.save()
    call_command("load_rulesets", stdout=open(os.devnull, "w"))
    assert RuleSet.objects.get(slug="zung-jung").patterns.get(key="nine_tile_straight").value == 99  # kept
    call_command("load_rulesets", "zung-jung", "--reset", stdout=open(os.devnull, "w"))
    restored = RuleSet.objects.get(slug="zung-jung")
    assert restored.patterns.get(key="nine_tile_straight").value == 40
    assert restored.revision > 1
