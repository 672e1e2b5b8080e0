"""The complete pattern map and total of every built-in rule set's example hands (the hand the
rules page shows for each pattern), worked out by hand from the rule sources, one module per
rule system; tests/engine/test_examples.py scores them."""

from . import british, british_kajongg, classical, mcr, zung_jung, zung_jung_extended

# slug -> pattern key -> (complete pattern map of the pattern's example, total)
EXAMPLE_MAPS = {
    **british.EXAMPLE_MAPS,
    **british_kajongg.EXAMPLE_MAPS,
    **classical.EXAMPLE_MAPS,
    **mcr.EXAMPLE_MAPS,
    **zung_jung.EXAMPLE_MAPS,
    **zung_jung_extended.EXAMPLE_MAPS,
}
