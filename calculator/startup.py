"""What a process that serves the calculator does once, as it starts (calculator/wsgi.py; the
benchmark does the same, to time scoring as the server scores)."""

import gc

from rules.engine.arrange import number_suit_splits


def prepare_to_serve() -> None:
    """Build the engine's suit table, so that the first tap after a start does not wait for it
    (a fifth of a second), then freeze what start-up made out of the garbage collector's sight:
    Django and the table are hundreds of thousands of objects that live as long as the process,
    and every full collection walked them all (about an eighth of the work of an MCR hand; the
    figures are in rules/engine/README.md, Speed)."""
    number_suit_splits()
    gc.collect()  # start-up's own garbage goes first: frozen, it would never be collected
    gc.freeze()
