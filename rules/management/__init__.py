"""The rules app's commands (score, export_ruleset, import_ruleset, load_rulesets, bench)."""

from django.core.management.base import CommandError
from django.db import DEFAULT_DB_ALIAS, connections
from django.db.migrations.executor import MigrationExecutor


def require_migrated_database() -> None:
    """Stop with what to do, rather than a database error half-way, when the database is behind
    this version of the calculator (after an upgrade, or before the first migrate). Django's own
    check (BaseCommand.requires_migrations_checks) only prints a warning and carries on."""
    executor = MigrationExecutor(connections[DEFAULT_DB_ALIAS])
    behind = executor.migration_plan(executor.loader.graph.leaf_nodes())
    if behind:
        names = ", ".join(f"{migration.app_label}.{migration.name}" for migration, _ in behind[:3])
        more = f" and {len(behind) - 3} more" if len(behind) > 3 else ""
        raise CommandError(f"The database is not up to date with this version of the calculator ({names}{more} "
                           "not applied): run `python manage.py migrate` first (scripts/run.sh does).")
