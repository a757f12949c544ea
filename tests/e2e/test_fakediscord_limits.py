"""Unit tests of the fake Discord's payload and command checkers (limits.py)."""

from __future__ import annotations

from devkit.fakediscord import Call, check_commands, check_limits, check_payload

SEND = "POST /channels/{channel_id}/messages"
CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"


def _send(body: dict) -> Call:
    return Call(0, "POST", "/channels/1/messages", SEND, {"channel_id": "1"}, {}, body, [], 0.0)


def test_check_payload_flags_long_content_and_missing_allowed_mentions() -> None:
    good = {"content": "fine", "allowed_mentions": {"parse": []}}
    assert check_payload(_send(good)) == []
    assert any("2001 characters" in p for p in check_payload(_send({**good, "content": "x" * 2001})))
    assert any("allowed_mentions" in p for p in check_payload(_send({"content": "fine"})))
    assert check_payload(_send({"content": "hi", "allowed_mentions": {"parse": ["everyone"]}}))


def test_check_payload_permits_only_listed_user_mentions() -> None:
    body = {"content": "<@42> wins", "allowed_mentions": {"parse": [], "users": ["42"]}}
    assert check_payload(_send(body))
    assert check_payload(_send(body), allow_users={42}) == []


def test_check_payload_embed_and_component_limits() -> None:
    embed = {
        "title": "t" * 257,
        "description": "d" * 4000,
        "fields": [{"name": "n", "value": "v" * 1025}] * 26,
    }
    button = {"type": 2, "style": 1, "label": "l" * 81, "custom_id": "c" * 101}
    rows = [{"type": 1, "components": [button] * 6}] * 6
    problems = check_limits({"embeds": [embed] * 11, "components": rows})
    for expected in (
        "11 embeds",
        "title",
        "26 fields",
        "value",
        "in total",
        "6 action rows",
        "holds 6",
        "label",
        "custom_id",
    ):
        assert any(expected in p for p in problems), expected


def test_check_payload_ignores_calls_that_send_no_message() -> None:
    defer = Call(0, "POST", "/interactions/1/t/callback", CALLBACK, {}, {}, {"type": 5}, [], 0.0)
    assert check_payload(defer) == []


def test_check_commands() -> None:
    ok = {
        "name": "trivia",
        "description": "Play",
        "options": [{"type": 4, "name": "questions", "description": "n"}],
    }
    assert check_commands([ok]) == []
    bad = [
        {"name": "Trivia", "description": "Play"},
        {"name": "x" * 33, "description": "Play"},
        {"name": "empty", "description": ""},
        {
            "name": "many",
            "description": "d",
            "options": [{"type": 3, "name": f"o{i}", "description": "d"} for i in range(26)],
        },
        {
            "name": "choices",
            "description": "d",
            "options": [
                {"type": 3, "name": "c", "description": "d", "choices": [{"name": "n", "value": "v"}] * 26}
            ],
        },
        {
            "name": "huge",
            "description": "d",
            "options": [
                {
                    "type": 3,
                    "name": f"o{i}",
                    "description": "d" * 100,
                    "choices": [{"name": "n" * 100, "value": "v" * 100}] * 3,
                }
                for i in range(20)
            ],
        },
    ]
    problems = check_commands(bad)
    for expected in ("lowercase", "1..32", "description must be", "26 options", "26 choices", "in total"):
        assert any(expected in p for p in problems), expected
