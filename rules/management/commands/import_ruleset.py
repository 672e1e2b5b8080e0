import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from rules.exchange import ImportProblem, import_rule_set, read_json
from rules.management import require_migrated_database


class Command(BaseCommand):
    help = ("Create a rule set from a JSON file made by export_ruleset (or the admin's Export). "
            "Everything is checked first: on any problem nothing is changed.")

    def add_arguments(self, parser):
        parser.add_argument("file", help="The JSON file, or - for standard input.")
        parser.add_argument("--slug", help="Import under this slug instead of the file's (one no other rule set has, in any capitals).")
        parser.add_argument("--name", help="Import under this name instead of the file's (two rule sets never share a name).")
        parser.add_argument("--replace", action="store_true", help="Overwrite a house rule set with the same slug (never a built-in one).")

    def handle(self, *args, file, slug, name, replace, **options):
        require_migrated_database()
        try:
            # Bytes: read_json tells a file that is not UTF-8 (or UTF-16/32 with a byte-order mark) apart.
            content = sys.stdin.buffer.read() if file == "-" else Path(file).read_bytes()
        except OSError as error:
            raise CommandError(f"Cannot read {file}: {error.strerror}.") from None
        try:
            rule_set, warnings = import_rule_set(read_json(content), slug=slug, name=name, replace=replace)
        except ImportProblem as error:
            raise CommandError("Nothing was imported. Fix these and try again:\n- " + "\n- ".join(error.problems)) from None
        for warning in warnings:
            self.stderr.write(self.style.WARNING(f"Warning: {warning}"))
        # Imported as they are, as the admin keeps such a hand saved (and lists it on the change page).
        for row, why in rule_set.invented_example_misfits():
            self.stderr.write(self.style.WARNING(
                f"Warning: the special hand {row.name} ({row.key}) was imported as it is, though its example does not fit it. {why}"))
        self.stdout.write(f"Imported {rule_set.name} as {rule_set.version} ({rule_set.patterns.count()} patterns).")
