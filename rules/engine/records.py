"""Two speed aids for the engine's frozen dataclasses, which a scored hand makes and reads in
its hot path (Result, Score, Line, the rule system and its options)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields


def without_class_defaults(cls: type) -> type:
    """The dataclass with its fields' defaults taken off the class (they stay in __init__ and in
    fields()): CPython does not specialise reading an instance attribute that a class attribute
    of the same name shadows, so each read of a defaulted field took the slow generic lookup."""
    for name in [f.name for f in fields(cls) if f.name in vars(cls)]:
        delattr(cls, name)
    return cls


def quick_constructor(cls: type) -> Callable[..., object]:
    """cls(**values) for a frozen dataclass, without its field-by-field __init__ (each field set
    through object.__setattr__: about 1.5 µs for a Score, where a hand's hot path makes several):
    the defaults, then the values, put in its __dict__ at once. For fields the caller gives by name."""
    defaults = {f.name: f.default for f in fields(cls) if f.default is not MISSING}
    factories = {f.name: f.default_factory for f in fields(cls) if f.default_factory is not MISSING}

    def construct(**values):
        made = object.__new__(cls)
        state = made.__dict__
        state.update(defaults)
        for name, make in factories.items():
            state[name] = make()
        state.update(values)
        return made

    return construct
