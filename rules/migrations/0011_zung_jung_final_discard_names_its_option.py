"""Zung Jung's Final Discard no longer counts for a kong robbed with the last tile of the wall,
unless the new option final_discard_on_robbed_kong says so (a tile robbed from a kong is not a
discard). The option needs no rows: a rule set stores only the options it sets apart from the
default, so every rule set, published or a club's, takes its default on the next score. The
published descriptions of Final Discard name it; a club's copy keeps its own words."""

from django.db import migrations
from django.db.models import F

# The published descriptions, before and after, by system (frozen copies, as migrations keep).
ROBBED = " Robbing a kong made with that tile is not a discard, unless the option final_discard_on_robbed_kong counts it."
DESCRIPTIONS = {
    "zung-jung": ("Winning on the discard that follows the last draw from the wall.",
                  "Winning on the discard that follows the last draw from the wall." + ROBBED),
    "zung-jung-extended": ("The hand is completed by the discard of whoever drew the final tile of the wall.",
                           "The hand is completed by the discard of whoever drew the final tile of the wall." + ROBBED),
}


def name_the_option(apps, schema_editor):
    rewrite(apps, which=1)


def put_back(apps, schema_editor):
    rewrite(apps, which=0)


def rewrite(apps, which: int) -> None:
    """Each published Zung Jung Final Discard still worded as the other of its pair gets `DESCRIPTIONS[system][which]`."""
    RuleSet = apps.get_model("rules", "RuleSet")
    PatternRule = apps.get_model("rules", "PatternRule")
    for rule_set in RuleSet.objects.filter(builtin=True, system__in=DESCRIPTIONS):
        texts = DESCRIPTIONS[rule_set.system]
        changed = PatternRule.objects.filter(rule_set=rule_set, key="final_discard", description=texts[1 - which]).update(
            description=texts[which])
        if changed:
            RuleSet.objects.filter(pk=rule_set.pk).update(revision=F("revision") + 1)


class Migration(migrations.Migration):

    dependencies = [
        ("rules", "0010_british_descriptions_name_their_options"),
    ]

    operations = [
        migrations.RunPython(name_the_option, put_back),
    ]
