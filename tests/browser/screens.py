"""Screens the browser tests use (a module, not the conftest: pytest does not want conftest files imported)."""

# A phone at the table: 390 x 844, touch.
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
