from django.templatetags.static import static


def tiles(request):
    """Where tile images live, worked out once per request instead of once per tile drawn."""
    return {"tile_base": static("tiles/")}
