"""Settings for the mahjong scoring calculator. Production differs only through the
environment: SECRET_KEY, DEBUG, ALLOWED_HOSTS, DATABASE_URL."""

import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent
DEVELOPMENT_SECRET_KEY = "django-insecure-development-only-mahjong-calculator"


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in ("1", "true", "yes", "on")


def env_list(name: str, default: list[str]) -> list[str]:
    value = os.environ.get(name)
    return [item.strip() for item in value.split(",") if item.strip()] if value else default


DEBUG = env_bool("DEBUG", True)
SECRET_KEY = os.environ.get("SECRET_KEY", DEVELOPMENT_SECRET_KEY)
if not DEBUG and SECRET_KEY == DEVELOPMENT_SECRET_KEY and not env_bool("ALLOW_DEVELOPMENT_SECRET", False):
    raise ImproperlyConfigured(
        "DEBUG is off but SECRET_KEY is the development key. Set the SECRET_KEY environment "
        "variable to a long random string (python -c 'import secrets; print(secrets.token_urlsafe(50))')."
    )
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]", "testserver"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])
# A refused post says why in a player's words, with the way back to the hand (Django's own page is for developers).
# calculator.js sends the token from the CSRF cookie (current after a sign-in in another tab), so the
# cookie keeps its default name and stays readable by the page (CSRF_COOKIE_HTTPONLY off, the default).
CSRF_FAILURE_VIEW = "calculator.views.csrf_failure"

INSTALLED_APPS = [
    # Django's admin, whose site answers a form sent after signing out with a page saying so (calculator/admin_site.py).
    "calculator.admin_site.AdminConfig",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django_htmx",
    "rules",
    "calculator",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.gzip.GZipMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "calculator.urls"
WSGI_APPLICATION = "calculator.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.config(default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}", conn_max_age=60)
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # A transaction takes SQLite's write lock as it begins, waiting its turn: one that read first
    # (an organiser's save in the admin) and then wrote while a tap saved its session was refused
    # at once ("database is locked").
    # Waiting its turn, a write gave up after SQLite's default 5 s on a loaded machine (a session save
    # refused, seen once in CI with both cores busy): it may wait longer before it is refused.
    DATABASES["default"].setdefault("OPTIONS", {}).update(transaction_mode="IMMEDIATE", timeout=20)
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "staticfiles"
# With DEBUG off, collectstatic names each static file after a hash of its content, so a phone
# keeps the tile images, script and styles for good (whitenoise marks such files immutable; a
# plain name is kept for a minute, then asked about again), and a new release is fetched at once.
# The hashed names need `manage.py collectstatic` before the server starts (a check warns).
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage" if DEBUG
                    else "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}

# The admin's change form for a rule set posts every pattern row (about 13 fields each) and every
# option at once: a house rule set derived from MCR (82 patterns) posts about 1,100 fields, over
# Django's default of 1,000, which answered 400 and saved nothing. An invented special hand posts
# up to 39 more (every box ticked). 4,000 holds MCR's form with about 70 invented hands at their
# largest, and still stops a request with an absurd number of fields early (the bound is checked
# in tests/web/test_admin_large_forms.py against the real form).
DATA_UPLOAD_MAX_NUMBER_FIELDS = 4_000
