"""The admin site, Django's with one change for the whole admin: a form sent from a browser that is
no longer signed in (signed out in another tab, the session expired, cookies cleared) is answered
with a page saying nothing was saved and how to get the edits back (templates/admin/signed_out.html,
status 403), not with the sign-in page: after signing in there, the admin opened the form afresh,
and the edits were lost without a word. Pages asked for (GET) still lead to the sign-in page.

Installed as the default site (`admin.site`) by `AdminConfig`, named in INSTALLED_APPS in place of
"django.contrib.admin" (Django's "Overriding the default admin site")."""

from functools import wraps
from urllib.parse import urlencode

from django.contrib import admin
from django.contrib.admin.apps import AdminConfig as DjangoAdminConfig
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.cache import add_never_cache_headers


class AdminSite(admin.AdminSite):
    def admin_view(self, view, cacheable=False):
        checked = super().admin_view(view, cacheable)

        @wraps(checked)
        def refusing_signed_out_posts(request, *args, **kwargs):
            # "Log out" sent from a browser already signed out is no form to lose: Django sends it to
            # the index. The sign-in page is not an admin_view, so it is never refused here.
            if (request.method == "POST" and not self.has_permission(request)
                    and request.path != reverse("admin:logout", current_app=self.name)):
                return self.signed_out_page(request)
            return checked(request, *args, **kwargs)

        return refusing_signed_out_posts

    def signed_out_page(self, request) -> TemplateResponse:
        """The answer to a post sent while not signed in, or signed in as someone not allowed in the
        admin, worded by what was sent: a form's edits are still in the page it came from (sign in in
        a new tab, Back, save again); a delete confirmed, a list action or a confirmation that holds
        nothing typed (restore a version, replace with a file) had nothing to keep (sign in, do it again)."""
        sent = what_was_sent(request)
        # Signed in, but not as staff (no longer, or never): signing in again as someone else is the way.
        signed_in_as = request.user.get_username() if request.user.is_authenticated else ""
        why = "this account may not make changes here" if signed_in_as else "you were signed out"
        title = {"form": "Not saved", "delete": "Not deleted", "action": "Not done"}[sent]
        # A form's page is left as it is, to go Back to: signing in opens a new tab, then the index.
        # Anything else is done again from the page it was sent from, once signed in there.
        after = reverse("admin:index", current_app=self.name) if sent == "form" else request.get_full_path()
        context = {**self.each_context(request), "title": f"{title}: {why}", "signed_in_as": signed_in_as,
                   "sent": sent, "sign_in_url": f"{reverse('admin:login', current_app=self.name)}?{urlencode({'next': after}, safe='/')}"}
        response = TemplateResponse(request, "admin/signed_out.html", context, status=403)
        add_never_cache_headers(response)  # as every admin page (admin_view)
        return response


# Fields a post carries that nobody typed: a form of these alone is a confirmation (the restore page's
# button; a replacing import's confirmation, which carries the file checked).
UNTYPED = {"csrfmiddlewaretoken", "checked_file"}


def what_was_sent(request) -> str:
    """"delete" (a delete confirmed: its page, or the list's delete action, post=yes), "action" (a
    list action, or a confirmation of nothing typed), or "form" (edits typed in a form)."""
    if request.POST.get("post") == "yes":
        return "delete"
    if "action" in request.POST or not set(request.POST) - UNTYPED:
        return "action"
    return "form"


class AdminConfig(DjangoAdminConfig):
    default_site = "calculator.admin_site.AdminSite"
