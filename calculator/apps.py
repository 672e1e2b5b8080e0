from django.apps import AppConfig


class CalculatorConfig(AppConfig):
    name = "calculator"

    def ready(self):
        from . import checks  # noqa: F401 (registers the checks)
