import codecs
import io
import json
import os
import sys
from collections.abc import Iterator

from django.core.management.base import BaseCommand, CommandError

from rules.hand_lines import answers
from rules.management import require_migrated_database


class Command(BaseCommand):
    help = (
        "Score hands, one per line, from a file or standard input; print one JSON result per line. "
        "A line is a hand as JSON (shared/hand-format.md) or in the one-line notation "
        "(e.g. `123m456p789s1z (555p) +1z self_drawn rules=mcr`); a JSON hand may span several lines, "
        "and a JSON list of hands gives one result per hand (its place in the list as `hand`). "
        "The input is UTF-8 (a leading byte-order mark is ignored), or UTF-16 (Windows' \"Unicode\") with or without a byte-order mark, "
        "or UTF-32 with one; a line that cannot be read as such is reported on its own. "
        "Exit status: 0 when every hand was read and scored (winning or not); 1 when any line could not "
        "be read or is not a valid hand (its JSON line says why, every other line is still scored, and "
        "stderr counts them); 2 when nothing could be scored (no such file, or the database needs "
        "migrating); 141 when the reader stopped early (`| head`), as for cat."
    )

    def add_arguments(self, parser):
        parser.add_argument("file", nargs="?", help="File of hands (default, or -: standard input).")
        parser.add_argument("--rules", help="Rule set for lines that do not name one.")

    def handle(self, *args, file=None, rules=None, **options):
        try:
            require_migrated_database()
        except CommandError as error:
            error.returncode = 2
            raise
        try:
            # Bytes, so that one line that is not UTF-8 is reported on its own line of output.
            stream = open(file, "rb") if file and file != "-" else sys.stdin.buffer  # "-": stdin, as for cat
        except OSError as error:
            raise CommandError(f"Cannot read {file}: {error.strerror}.", returncode=2) from None
        hands, failed = 0, []
        try:
            with stream:
                for answer in answers(text_lines(stream), rules):
                    hands += 1
                    if not answer["valid"]:
                        failed.append(f"{answer['line']}" + (f" (hand {answer['hand']})" if "hand" in answer else ""))
                    self.stdout.write(json.dumps(answer, ensure_ascii=False))
                    self.stdout.flush()  # each result as soon as it is scored, and a closed pipe is noticed here
        except BrokenPipeError:
            # The reader stopped early (`score hands.txt | head`): stop quietly, as cat does, with the
            # status a shell reports for cat then (128 + SIGPIPE). Python's own last flush of stdout
            # would raise again at exit, so stdout is pointed at /dev/null first.
            if options.get("stdout") is None:
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            raise SystemExit(141) from None
        if failed:
            shown = ", ".join(map(str, failed[:10])) + (f" and {len(failed) - 10} more" if len(failed) > 10 else "")
            raise CommandError(f"{len(failed)} of {hands} hands could not be read or scored: "
                               f"line{'s' if len(failed) > 1 else ''} {shown}.", returncode=1)


def text_lines(stream) -> Iterator[tuple[str, str | None]]:
    """The input's lines as text, each with None or the reason it could not be read.

    UTF-8, without the byte-order mark Notepad and Excel put first; UTF-16 or UTF-32 when
    input_encoding finds them (Windows' "Unicode" save is UTF-16). Lines end with LF, CRLF or a
    lone CR (Excel's old Mac export). A line that cannot be read in its encoding comes with its
    problem, unless it is a comment, and the lines around it are still read."""
    encoding = input_encoding(stream.peek(SAMPLE)[:SAMPLE])
    if encoding != "utf-8":
        name = encoding[:6].upper()  # UTF-16 or UTF-32
        for line in io.TextIOWrapper(stream, encoding=encoding, errors="replace"):
            problem = None
            if "\ufffd" in line and not line.strip().startswith("#"):
                problem = f"This line is not {name} text (some of its bytes make no character); save the file as UTF-8."
            yield line, problem
        return
    first = True
    for chunk in stream:
        for raw in chunk.splitlines():
            problem = None
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as error:
                line = raw.decode("utf-8", errors="replace")
                if not line.strip().startswith("#"):
                    problem = (f"This line is not UTF-8 text (its byte {error.start + 1}, 0x{raw[error.start]:02x}, "
                               "cannot start or continue a UTF-8 character); save the file as UTF-8.")
            # NUL is valid UTF-8 but never in text: the file is in another encoding, or not text.
            if problem is None and "\0" in line and not line.strip().startswith("#"):
                problem = (f"This line holds a NUL byte (its byte {raw.index(0) + 1}), which text does not: "
                           "the file is not UTF-8 or UTF-16 text; save it as UTF-8.")
            yield (line.removeprefix("\ufeff") if first else line), problem
            first = False


# How much of the input's start input_encoding looks at (a file's first few lines).
SAMPLE = 512
# Byte-order marks, UTF-32's first: its little-endian mark starts with UTF-16's.
BYTE_ORDER_MARKS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
                    (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))


def input_encoding(start: bytes) -> str:
    """The encoding of an input that starts with these bytes: the one its byte-order mark names;
    else UTF-16 when NUL bytes fill one side of most of its two-byte units and hardly any of
    the other, as ASCII hand lines in UTF-16 do ("1" is 31 00 little-endian, 00 31 big-endian;
    UTF-8 text holds no NUL); else UTF-8."""
    for mark, encoding in BYTE_ORDER_MARKS:
        if start.startswith(mark):
            return encoding
    units = len(start) // 2
    first_nuls, second_nuls = start[0:units * 2:2].count(0), start[1:units * 2:2].count(0)
    if second_nuls * 2 > units and first_nuls * 4 < second_nuls:
        return "utf-16-le"
    if first_nuls * 2 > units and second_nuls * 4 < first_nuls:
        return "utf-16-be"
    return "utf-8"
