import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "calculator.settings")
application = get_wsgi_application()

# The server, not every manage.py command, builds the engine's number-suit table as it starts
# (a quarter of a second), so that the first tap after a start does not wait for it.
from rules.engine.arrange import number_suit_splits

number_suit_splits()
