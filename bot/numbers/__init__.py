"""Numbers written the many ways players and reporters write them: the one home of number words.

Every number word and ordinal of the bot lives here (the tables, ``number_word``, ``ordinal_word``,
``parse_ordinal``, the fact bank's regexes); other modules import them.

Works on the words of an already normalised text (see ``bot.matching.normalize``): lower case, no
punctuation except decimal points, ``a/b`` fractions and ``h:m:s`` times. Finds every quantity in it by
*value*:

    "0.001", ".001", "0.001s", "0.001 seconds", "1/1000", "1/1000th", "1 thousandth", "a thousandth",
    "one one-thousandth of a second"                         -> 0.001 (seconds where a unit is given)
    "fourth", "4th", "4", "P4", "4th place"                   -> 4
    "#5", "No. 5", "No.5", "number 5", "car 5", "five"        -> 5 (labelled "car")
    "twenty-five", "one hundred and twenty five", "2 thousand" -> 25, 125, 2000
    "1hr 30min 17.345sec", "1:30:17.345"                      -> 5417.345 seconds
    "3 1/2 hours", "twice", "57 races", "300k"                -> 12600 s, 2 times, 57 races, 300000

and what is said around it: a bound ("more than"), a label ("Turn 3"), a rank ("top 5").
No string similarity is used for digits: "14" is not "4" and "0.01" is not "0.001"; only a number
*word* one letter off is read as a typo (``fix_typos``).

The package's modules: ``_words`` (the tables), ``_reading`` (the one number that starts at a word),
``_quantities`` (``find_quantities``, ``as_number`` and the comparisons), ``_typos`` (``fix_typos``) and
``_text`` (number words and ordinals as text, ``parse_ordinal``, ``parse_margin`` and the regex strings).
Import from ``bot.numbers``.
"""

from __future__ import annotations

import logging

from bot.numbers._quantities import (
    Quantity,
    as_number,
    distinct_values,
    find_quantities,
    is_number_word,
    same_dimension,
    same_quantity,
)
from bot.numbers._text import (
    DECIMAL_FRACTIONS,
    MARGIN_NOT_AFTER,
    MARGIN_RE,
    NUMBER_RE,
    ORDINAL_RE,
    number_word,
    ordinal_suffix,
    ordinal_word,
    parse_margin,
    parse_number,
    parse_ordinal,
)
from bot.numbers._typos import fix_typos
from bot.numbers._words import CARDINALS, ORDINALS

__all__ = [
    "CARDINALS",
    "DECIMAL_FRACTIONS",
    "MARGIN_NOT_AFTER",
    "MARGIN_RE",
    "NUMBER_RE",
    "ORDINALS",
    "ORDINAL_RE",
    "Quantity",
    "as_number",
    "distinct_values",
    "find_quantities",
    "fix_typos",
    "is_number_word",
    "number_word",
    "ordinal_suffix",
    "ordinal_word",
    "parse_margin",
    "parse_number",
    "parse_ordinal",
    "same_dimension",
    "same_quantity",
]

log = logging.getLogger(__name__)
