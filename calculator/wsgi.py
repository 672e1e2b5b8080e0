import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "calculator.settings")
application = get_wsgi_application()

# The server, not every manage.py command, builds the engine's tables and sets aside what
# start-up made from the garbage collector (calculator/startup.py).
from calculator.startup import prepare_to_serve  # noqa: E402

prepare_to_serve()
