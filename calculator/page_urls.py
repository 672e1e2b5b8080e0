from django.urls import path

from . import views

app_name = "calculator"
urlpatterns = [
    path("", views.page, name="page"),
    path("tap", views.tap, name="tap"),
    path("deal", views.deal, name="deal"),
    path("batch", views.batch_page, name="batch"),
    path("api/score", views.api_score, name="api_score"),
    path("api/settle", views.api_settle, name="api_settle"),
    path("manifest.webmanifest", views.web_manifest, name="web_manifest"),
]
