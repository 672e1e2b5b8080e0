"""The published classical rule set counts One-Chance, as its scoring tables name (2 points by
default, 0 as the alternative); it was switched off by mistake. Only the built-in row changes:
a club's own classical rule set keeps what it has, which the club may have chosen."""

from django.db import migrations
from django.db.models import F

# The published description (a frozen copy, as migrations keep).
ONE_CHANCE_DESCRIPTION = ("Points when only one tile could have completed the hand. Inferred value: the source's own point "
                          "table is lost, so this is taken from related chapters. Some tables do not count it.")


def count_one_chance(apps, schema_editor):
    RuleSet = apps.get_model("rules", "RuleSet")
    PatternRule = apps.get_model("rules", "PatternRule")
    for rule_set in RuleSet.objects.filter(builtin=True, system="classical"):
        changed = PatternRule.objects.filter(rule_set=rule_set, key="one_chance", enabled=False).update(
            enabled=True, description=ONE_CHANCE_DESCRIPTION)
        if changed:
            RuleSet.objects.filter(pk=rule_set.pk).update(revision=F("revision") + 1)


class Migration(migrations.Migration):

    dependencies = [
        ("rules", "0004_pattern_values_under_options"),
    ]

    operations = [
        migrations.RunPython(count_one_chance, migrations.RunPython.noop),
    ]
