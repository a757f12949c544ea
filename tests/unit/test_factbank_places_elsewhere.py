"""Places that are not this race's result (reports we wrote): a place won at another round ("finished 13th in
Portugal", "was second at Long Beach"), while a place told at the race's own venue or country stays."""

from __future__ import annotations

from pathlib import Path

from bot.factbank.place_rules import placed_elsewhere
from tests.unit.reports_we_wrote import places

HOME = frozenset({"harb", "300", "port", "spee"})  # the Harbor 300 at Portside Speedway


def test_a_place_won_at_another_round_is_not_this_races(tmp_path: Path) -> None:
    got = places(
        tmp_path,
        "\nBo Reed, who finished in 13th place in Marsland having crashed twice, qualified on the front row.\n\n"
        "Cy Tamm finished third. Eli Vance was second at Lakeview in May and fifth here.\n",
    )
    assert "Bo Reed" not in got
    assert got.get("Cy Tamm") == {"third"}
    assert "second" not in got.get("Eli Vance", set())


def test_a_place_told_at_home_stays() -> None:
    assert not placed_elsewhere("Cy Tamm was second at Portside.", HOME)
    assert not placed_elsewhere("Cy Tamm finished third in Sunday's race.", HOME)
    assert not placed_elsewhere("Cy Tamm was second in Portsiders' eyes.", HOME)  # shares its first letters
    assert placed_elsewhere("Cy Tamm was second in Marsland.", HOME)
    assert not placed_elsewhere("Cy Tamm was second in Marsland.", frozenset())  # no race known: no judgement
