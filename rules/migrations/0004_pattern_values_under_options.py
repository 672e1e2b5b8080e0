"""Pattern values under an option setting move from the engine's code into the pattern rows.

Until now the engine held them: MCR's `book_values` and Zung Jung's `values_profile = "wsom"`
replaced these values in code. Every existing row of those systems (built-in, derived,
imported, and their history, so that restoring an old version keeps them) gets the values the
code applied, so no rule set scores differently after the upgrade.
"""

from django.db import migrations, models

# The values the engine applied in code before this migration (a frozen copy, as migrations keep).
VALUES_BY_SYSTEM = {
    "mcr": {
        "two_concealed_kongs": {"book_values=true": 6},
        "one_melded_and_one_concealed_kong": {"book_values=true": 5},
    },
    "zung-jung": {
        "pure_one_suit": {"values_profile=wsom": 100},
        "small_three_dragons": {"values_profile=wsom": 30},
        "small_three_winds": {"values_profile=wsom": 25},
        "four_concealed_triplets": {"values_profile=wsom": 115},
        "all_triplets": {"values_profile=wsom": 40},
    },
}


def fill_option_values(apps, schema_editor):
    RuleSet = apps.get_model("rules", "RuleSet")
    systems = dict(RuleSet.objects.values_list("id", "system"))
    for model_name in ("PatternRule", "HistoricalPatternRule"):
        model = apps.get_model("rules", model_name)
        for row in model.objects.filter(definition__isnull=True):
            values = VALUES_BY_SYSTEM.get(systems.get(row.rule_set_id), {}).get(row.key)
            if values and not row.option_values:
                row.option_values = values
                row.save(update_fields=["option_values"])


class Migration(migrations.Migration):

    dependencies = [
        ('rules', '0003_longer_payment_scheme'),
    ]

    operations = [
        migrations.AddField(
            model_name='historicalpatternrule',
            name='option_values',
            field=models.JSONField(blank=True, default=dict, help_text='Where another source values this pattern differently, the option setting that picks that source and the value it gives, e.g. {"book_values=true": 6}. Empty: {}.', verbose_name='value under an option'),
        ),
        migrations.AddField(
            model_name='patternrule',
            name='option_values',
            field=models.JSONField(blank=True, default=dict, help_text='Where another source values this pattern differently, the option setting that picks that source and the value it gives, e.g. {"book_values=true": 6}. Empty: {}.', verbose_name='value under an option'),
        ),
        migrations.RunPython(fill_option_values, migrations.RunPython.noop),
    ]
