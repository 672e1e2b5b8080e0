"""Chinese Official (MCR)'s Last Tile Claim no longer counts for a kong robbed with the last tile of
the wall, unless the new option last_tile_claim_on_robbed_kong says so (the source gives it to going
out on the last discard, and a tile robbed from a kong was never discarded). The option needs no
rows: a rule set stores only the options it sets apart from the default, so every rule set,
published or a club's, takes its default on the next score. The published description of Last
Tile Claim names it; a club's copy keeps its own words."""

from django.db import migrations
from django.db.models import F

# The published description, before and after (frozen copies, as migrations keep).
OLD = "Winning on the final discard of the game, the one made after the wall's last tile was drawn."
DESCRIPTIONS = {
    "mcr": (OLD, OLD + " A tile robbed from a kong being made was never discarded, so it counts only under the option "
                       "last_tile_claim_on_robbed_kong."),
}


def name_the_option(apps, schema_editor):
    rewrite(apps, which=1)


def put_back(apps, schema_editor):
    rewrite(apps, which=0)


def rewrite(apps, which: int) -> None:
    """Each published MCR Last Tile Claim still worded as the other of its pair gets `DESCRIPTIONS[system][which]`."""
    RuleSet = apps.get_model("rules", "RuleSet")
    PatternRule = apps.get_model("rules", "PatternRule")
    for rule_set in RuleSet.objects.filter(builtin=True, system__in=DESCRIPTIONS):
        texts = DESCRIPTIONS[rule_set.system]
        changed = PatternRule.objects.filter(rule_set=rule_set, key="last_tile_claim", description=texts[1 - which]).update(
            description=texts[which])
        if changed:
            RuleSet.objects.filter(pk=rule_set.pk).update(revision=F("revision") + 1)


class Migration(migrations.Migration):

    dependencies = [
        ("rules", "0011_zung_jung_final_discard_names_its_option"),
    ]

    operations = [
        migrations.RunPython(name_the_option, put_back),
    ]
