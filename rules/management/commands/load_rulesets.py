from django.core.management.base import BaseCommand, CommandError

from rules.builtin import load_builtin_rule_sets
from rules.engine.builtin import BUILTIN_RULE_SETS
from rules.management import require_migrated_database


class Command(BaseCommand):
    help = "Create the built-in rule sets that are missing; --reset restores them to their published values."

    def add_arguments(self, parser):
        parser.add_argument("slugs", nargs="*", help="Only these rule sets (default: all built-in ones).")
        parser.add_argument("--reset", action="store_true", help="Restore existing built-in rule sets too.")

    def handle(self, *args, slugs, reset, **options):
        require_migrated_database()
        unknown = [s for s in slugs if s not in BUILTIN_RULE_SETS]
        if unknown:
            raise CommandError(f"Not built-in rule sets: {', '.join(unknown)}. Built-in: {', '.join(sorted(BUILTIN_RULE_SETS))}.")
        done = load_builtin_rule_sets(reset=reset, slugs=slugs or None)
        for line in done or ["nothing to do: every built-in rule set is present (use --reset to restore)"]:
            self.stdout.write(line)
