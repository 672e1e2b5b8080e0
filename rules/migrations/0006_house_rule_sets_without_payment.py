"""House rule sets keep no payment summary: their options say how a win is paid (the summary is a
published rule set's, shown on its page). Those derived before that change still carry the
published text they were copied from; it is blanked here, on the rule sets and on their history,
so that restoring an old version does not bring it back. Published rule sets keep theirs."""

from django.db import migrations


def blank_house_payment(apps, schema_editor):
    for model_name in ("RuleSet", "HistoricalRuleSet"):
        model = apps.get_model("rules", model_name)
        model.objects.filter(builtin=False).exclude(payment="").update(payment="")


class Migration(migrations.Migration):

    dependencies = [
        ("rules", "0005_classical_one_chance_counts"),
    ]

    operations = [
        # Nothing to put back on the way down: the text was a stale copy of the published one.
        migrations.RunPython(blank_house_payment, migrations.RunPython.noop),
    ]
