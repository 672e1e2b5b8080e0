"""Start-up checks of how the calculator is deployed."""

from django.conf import settings
from django.contrib.staticfiles.storage import ManifestFilesMixin, staticfiles_storage
from django.core.checks import Warning, register


@register()
def static_files_collected(app_configs=None, **kwargs):
    """With DEBUG off, pages name the static files by their hashed names, which only the manifest
    that collectstatic writes knows: without it every page fails."""
    if settings.DEBUG or not isinstance(staticfiles_storage, ManifestFilesMixin):
        return []
    if staticfiles_storage.read_manifest() is not None:
        return []
    return [Warning(
        f"DEBUG is off and the static files are not collected (no {staticfiles_storage.manifest_name} "
        f"in {settings.STATIC_ROOT}): every page will fail until they are.",
        hint="Run `manage.py collectstatic --noinput` before starting the server.",
        id="calculator.W001",
    )]
