"""What reading further real reports taught (sentences we wrote, names invented)."""

from __future__ import annotations

from pathlib import Path

from tests.unit.reports_we_wrote import winners


def test_a_person_met_on_the_way_to_the_win_is_no_winner(tmp_path: Path) -> None:
    """ "X, the reigning champion, overcame a crash with Y and a brush with a teammate to win the Z": X won, and
    Y was only met on the way (as "collided with Y, who went on to win" is Y's)."""
    text = (
        "Quill wins at Portside\n\nPORTSIDE — Ada Quill, the reigning series champion, overcame a controversial "
        "crash with Cy Tamm and a brush with a teammate to win the Harbor 300 late Saturday at Portside Speedway.\n"
    )
    assert winners(tmp_path, text) == {"Ada Quill"}
    battle = text.replace("a controversial crash with Cy Tamm", "a long battle against his teammate Cy Tamm")
    assert winners(tmp_path, battle) == {"Ada Quill"}
