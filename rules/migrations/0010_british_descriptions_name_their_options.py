"""Two published British descriptions told only the BMJA's own way, which the Kajongg preset's
options change: the rules page of the preset said Purity adds the bonus tiles apart and the wall
points need the live wall, beside examples that score otherwise. Only the published rows change;
a club's copy keeps its own words."""

from django.db import migrations
from django.db.models import F

# The published descriptions, before and after (frozen copies, as migrations keep).
DESCRIPTIONS = {
    "winning_tile_from_wall": (
        "The winner drew the tile that completed the hand from the live wall.",
        "The winner drew the tile that completed the hand from the live wall; with the option "
        "wall_win_points_from_kong_box, a loose tile from the kong box too.",
    ),
    "purity": (
        "Four pungs or kongs and a pair all in one suit, no honours: the playing tiles' points are doubled three "
        "times and bonus tiles are added apart.",
        "Four pungs or kongs and a pair all in one suit, no honours: 3 doubles. The option purity_mode says how: "
        "on the playing tiles' points alone, with bonus tiles added apart, or stacked with the hand's other doubles.",
    ),
}


def name_the_options(apps, schema_editor):
    rewrite(apps, which=1)


def put_back(apps, schema_editor):
    rewrite(apps, which=0)


def rewrite(apps, which: int) -> None:
    """Each published British row still worded as the other of the pair gets `DESCRIPTIONS[key][which]`."""
    RuleSet = apps.get_model("rules", "RuleSet")
    PatternRule = apps.get_model("rules", "PatternRule")
    for rule_set in RuleSet.objects.filter(builtin=True, system="british"):
        changed = 0
        for key, texts in DESCRIPTIONS.items():
            changed += PatternRule.objects.filter(rule_set=rule_set, key=key, description=texts[1 - which]).update(
                description=texts[which])
        if changed:
            RuleSet.objects.filter(pk=rule_set.pk).update(revision=F("revision") + 1)


class Migration(migrations.Migration):

    dependencies = [
        ("rules", "0009_example_help_text_of_14_tiles"),
    ]

    operations = [
        migrations.RunPython(name_the_options, put_back),
    ]
