"""Numbers, ordinals, margins and car numbers: parsing to one canonical form, and answer variants."""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

_UNITS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_ORD_UNITS = (
    "zeroth first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
    "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth"
).split()
_ORD_TENS = "_ _ twentieth thirtieth fortieth fiftieth sixtieth seventieth eightieth ninetieth".split()


def number_word(n: int) -> str:
    if 0 <= n < 20:
        return _UNITS[n]
    if 20 <= n < 100:
        tens, unit = divmod(n, 10)
        return _TENS[tens] + (f"-{_UNITS[unit]}" if unit else "")
    return str(n)


def ordinal_word(n: int) -> str:
    if 0 <= n < 20:
        return _ORD_UNITS[n]
    if 20 <= n < 100:
        tens, unit = divmod(n, 10)
        return _TENS[tens] + f"-{_ORD_UNITS[unit]}" if unit else _ORD_TENS[tens]
    return ordinal_suffix(n)


def ordinal_suffix(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


_WORD_TO_NUM = {w: i for i, w in enumerate(_UNITS)} | {w: i * 10 for i, w in enumerate(_TENS) if i >= 2}
_ORD_TO_NUM = {w: i for i, w in enumerate(_ORD_UNITS)} | {
    w: i * 10 for i, w in enumerate(_ORD_TENS) if i >= 2
}

ORDINAL_RE = (
    r"(?:(?:twenty|thirty|forty)-)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
    r"eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|"
    r"twentieth|thirtieth|fortieth)|\d{1,2}(?:st|nd|rd|th)\b|P\d{1,2}\b"
)
NUMBER_RE = r"\d+|(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-)?(?:one|two|three|four|five|six|seven|eight|nine)|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty"


def parse_ordinal(text: str) -> int | None:
    t = text.strip().lower()
    if m := re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)", t):
        return int(m.group(1))
    if m := re.fullmatch(r"p(\d{1,2})", t):
        return int(m.group(1))
    if "-" in t:
        tens, _, unit = t.partition("-")
        if tens in _WORD_TO_NUM and unit in _ORD_TO_NUM:
            return _WORD_TO_NUM[tens] + _ORD_TO_NUM[unit]
    return _ORD_TO_NUM.get(t)


def parse_number(text: str) -> int | None:
    t = text.strip().lower()
    if t.isdigit():
        return int(t)
    if "-" in t:
        tens, _, unit = t.partition("-")
        if tens in _WORD_TO_NUM and unit in _WORD_TO_NUM:
            return _WORD_TO_NUM[tens] + _WORD_TO_NUM[unit]
    return _WORD_TO_NUM.get(t)


# --- margins in seconds ---------------------------------------------------------------------------

MARGIN_RE = (
    r"(?:\d*\.\d+|\d+)(?:[- ]?(?:seconds?|secs?\b|s\b))|"
    r"(?:(?:a|an|one|one[- ]one|two|three|four|five|six|seven|eight|nine)[- ])?"
    r"(?:thousandths?|hundredths?|tenths?) of a second"
)
_FRACTIONS = {"thousandth": Decimal("0.001"), "hundredth": Decimal("0.01"), "tenth": Decimal("0.1")}


def parse_margin(text: str) -> Decimal | None:
    t = text.strip().lower().replace("-", " ")
    if m := re.match(r"(\d*\.\d+|\d+)", t):
        try:
            return Decimal(m.group(1))
        except InvalidOperation:
            return None
    for name, unit in _FRACTIONS.items():
        if name in t:
            words = t.split(name)[0].split()
            count = 1
            if words and words[-1] not in {"a", "an", "one"}:
                count = _WORD_TO_NUM.get(words[-1], 1)
            return unit * count
    return None


def format_seconds(value: Decimal) -> str:
    text = format(value.normalize(), "f")
    return f"{text} second" if text == "1" else f"{text} seconds"


def margin_variants(value: Decimal) -> list[str]:
    plain = format(value.normalize(), "f")
    out = [format_seconds(value), plain, f"{plain} s", f"{plain} sec"]
    if plain.startswith("0."):
        bare = plain[1:]
        out += [bare, f"{bare} seconds", f"{bare} s"]
    for name, unit in _FRACTIONS.items():
        count = value / unit
        if count == count.to_integral_value() and 1 <= count < 20:
            n = int(count)
            if n == 1:
                out += [f"one {name} of a second", f"a {name} of a second", f"one one-{name} of a second"]
            else:
                out += [f"{number_word(n)} {name}s of a second", f"{n} {name}s of a second"]
            break
    return out


def margin_distractors(value: Decimal) -> list[str]:
    cands = [value * 2, value * 3, value * 5, value * 10, value / 2 if value * 1000 % 2 == 0 else value * 4]
    return [format_seconds(c) for c in cands if c > 0 and c != value]


def ordinal_variants(n: int) -> list[str]:
    return [ordinal_word(n), ordinal_suffix(n), f"P{n}", str(n), f"{ordinal_word(n)} place"]


def ordinal_distractors(n: int) -> list[str]:
    near = [n - 1, n + 1, n + 2, n - 2, n + 3]
    return [ordinal_word(k) for k in near if k >= 2][:3]


def car_variants(n: str) -> list[str]:
    return [n, f"No. {n}", f"#{n}", f"No.{n}", f"number {n}", f"car {n}"]


def number_variants(n: int) -> list[str]:
    word = number_word(n)
    return [str(n)] + ([word] if word != str(n) else [])


def number_distractors(n: int) -> list[str]:
    if n < 5:
        cands = [n + 1, n + 2, n + 3, n + 4]
    else:
        step = max(1, round(n * 0.2))
        cands = [n - step, n + step, n + 2 * step, n - 2 * step]
    return [str(c) for c in cands if c >= 0 and c != n][:3]
