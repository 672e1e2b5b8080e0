import json
import sys

from django.core.management.base import BaseCommand, CommandError

from rules.engine.notation import NotationError, parse_line
from rules.management import require_migrated_database
from rules.scoring import score_hand_data


class Command(BaseCommand):
    help = (
        "Score hands, one per line, from a file or standard input; print one JSON result per line. "
        "A line is a hand as JSON (shared/hand-format.md) or in the one-line notation "
        "(e.g. `123m456p789s11z (555p) +1z self_drawn rules=mcr`)."
    )

    def add_arguments(self, parser):
        parser.add_argument("file", nargs="?", help="File of hands (default: standard input).")
        parser.add_argument("--rules", help="Rule set for lines that do not name one.")

    def handle(self, *args, file=None, rules=None, **options):
        require_migrated_database()
        try:
            stream = open(file, encoding="utf-8") if file else sys.stdin
        except OSError as error:
            raise CommandError(f"Cannot read {file}: {error.strerror}.") from None
        with stream:
            for number, line in enumerate(stream, start=1):
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                self.stdout.write(json.dumps(self.score_line(line, rules, number), ensure_ascii=False))

    def score_line(self, line: str, rules: str | None, number: int) -> dict:
        try:
            data = json.loads(line) if line.startswith("{") else parse_line(line)
        except (json.JSONDecodeError, NotationError) as error:
            return {"line": number, "valid": False, "errors": [{"code": "unreadable_line", "message": str(error)}]}
        if isinstance(data, dict) and rules and not data.get("rules"):
            data["rules"] = rules
        return {"line": number, **score_hand_data(data).as_dict()}
