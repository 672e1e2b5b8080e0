"""Django's {# #} comment ends on its own line: one spread over two lines is printed as text. In a
page's head, that text ends the head early, and the links after it (the icon, the manifest) are
no longer read as the head's (Chromium then found no manifest)."""

from pathlib import Path

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"


def test_no_template_comment_runs_onto_a_second_line():
    spread = [f"{path.relative_to(TEMPLATES)}:{number}"
              for path in sorted(TEMPLATES.rglob("*.*")) if path.is_file()
              for number, line in enumerate(path.read_text().splitlines(), 1)
              if line.count("{#") > line.count("#}")]
    assert spread == []
