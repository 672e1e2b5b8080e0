from django.apps import AppConfig
from django.db.models.signals import post_migrate


class RulesConfig(AppConfig):
    name = "rules"
    verbose_name = "Rule sets"

    def ready(self):
        from .builtin import create_missing_builtins
        from .scoring import connect_signals

        post_migrate.connect(create_missing_builtins, sender=self)
        connect_signals()
