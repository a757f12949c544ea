"""Checks a recorded REST call against Discord's limits and the bot's no-pings policy.

Limits are Discord's, as its published OpenAPI description of the HTTP API gives them:
- content: `IncomingWebhookRequestPartial` / `IncomingWebhookInteractionRequest` content maxLength 2000
  (the spec's `MessageCreateRequest` says 4000, which is the limit for Nitro users; bots get 2000);
- embeds: `MessageCreateRequest.embeds` maxItems 10; `RichEmbed` title 256, description 4096, fields 25;
  `RichEmbedField` name 256 / value 1024; `RichEmbedFooter.text` 2048; `RichEmbedAuthor.name` 256;
  the 6000-character total per message is from Discord's documentation (not expressible in the spec);
- components: `ActionRowComponentForMessageRequest.components` 1..5; `ButtonComponentForMessageRequest`
  custom_id 1..100, label 80; `StringSelectComponentForMessageRequest` options 1..25, placeholder 150;
  `StringSelectOptionForRequest` label/value 1..100, description 100; `MessageCreateRequest.components`
  maxItems 40 (all components of a components-v2 message); at most 5 action rows otherwise;
- `MessageAllowedMentionsRequest` users/roles maxItems 100;
- commands: `ApplicationCommandCreateRequest` name 1..32, description <= 100, options 25;
  `ApplicationCommandStringOption` name 1..32, description 1..100, choices 25;
  `ApplicationCommandOptionStringChoice` name 1..100; 8000 characters per command (Discord's docs).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .recording import Call

CONTENT_MAX = 2000
EMBEDS_MAX, EMBED_TOTAL_MAX = 10, 6000
EMBED_TITLE, EMBED_DESCRIPTION, EMBED_FIELDS = 256, 4096, 25
FIELD_NAME, FIELD_VALUE, FOOTER_TEXT, AUTHOR_NAME = 256, 1024, 2048, 256
ROWS_MAX, ROW_ITEMS_MAX, V2_COMPONENTS_MAX = 5, 5, 40
CUSTOM_ID_MAX, BUTTON_LABEL_MAX, SELECT_OPTIONS_MAX, PLACEHOLDER_MAX, OPTION_TEXT_MAX = 100, 80, 25, 150, 100
IS_COMPONENTS_V2 = 1 << 15
ACTION_ROW, BUTTON = 1, 2
SELECTS = {3, 5, 6, 7, 8}

COMMAND_NAME = re.compile(r"^[-_'\w]{1,32}$")
COMMAND_OPTIONS_MAX, CHOICES_MAX, COMMAND_TOTAL_MAX, DESCRIPTION_MAX = 25, 25, 8000, 100

_NEW_MESSAGE_ROUTES = {"POST /channels/{channel_id}/messages", "POST /webhooks/{application_id}/{token}"}
_EDIT_ROUTES = {
    "PATCH /channels/{channel_id}/messages/{message_id}",
    "PATCH /webhooks/{application_id}/{token}/messages/{message_id}",
}
_CALLBACK_ROUTE = "POST /interactions/{interaction_id}/{token}/callback"


def message_body(call: Call) -> tuple[Mapping[str, Any] | None, bool]:
    """The message a call sends or edits, and whether it is a new message (else an edit)."""
    body = call.json if isinstance(call.json, Mapping) else None
    if body is None:
        return None, False
    if call.route in _NEW_MESSAGE_ROUTES:
        return body, True
    if call.route in _EDIT_ROUTES:
        return body, False
    if call.route == _CALLBACK_ROUTE and body.get("type") in (4, 7):
        return body.get("data") or {}, body.get("type") == 4
    return None, False


def check_payload(
    call: Call,
    *,
    allow_users: Iterable[int] = (),
    allow_roles: Iterable[int] = (),
    allow_replied_user: bool = False,
) -> list[str]:
    """Problems with one recorded call that sends a message, an interaction response or an edit.

    Besides Discord's limits: every new message (and every edit that sets content) must carry
    `allowed_mentions` with an empty `parse`, and `users`/`roles` lists only with ids the test permits."""
    body, is_new = message_body(call)
    if body is None:
        return []
    problems = check_limits(body)
    mentions = body.get("allowed_mentions")
    if mentions is None:
        if is_new or body.get("content"):
            problems.append("no allowed_mentions: the message may ping users, roles or @everyone")
        return problems
    if mentions.get("parse"):
        problems.append(f"allowed_mentions.parse is {mentions['parse']!r}, expected []")
    extra_users = {int(u) for u in mentions.get("users", [])} - {int(u) for u in allow_users}
    if extra_users:
        problems.append(f"allowed_mentions.users pings {sorted(extra_users)} without the test permitting it")
    extra_roles = {int(r) for r in mentions.get("roles", [])} - {int(r) for r in allow_roles}
    if extra_roles:
        problems.append(f"allowed_mentions.roles pings {sorted(extra_roles)} without the test permitting it")
    if mentions.get("replied_user") and not allow_replied_user:
        problems.append("allowed_mentions.replied_user pings the author of the replied-to message")
    return problems


def check_limits(body: Mapping[str, Any]) -> list[str]:
    """Problems Discord itself would reject a message body for (400, code 50035)."""
    problems: list[str] = []
    content = body.get("content")
    if isinstance(content, str) and len(content) > CONTENT_MAX:
        problems.append(f"content is {len(content)} characters (max {CONTENT_MAX})")
    embeds = body.get("embeds") or []
    if len(embeds) > EMBEDS_MAX:
        problems.append(f"{len(embeds)} embeds (max {EMBEDS_MAX})")
    total = 0
    for i, embed in enumerate(embeds):
        total += _check_embed(f"embeds[{i}]", embed, problems)
    if total > EMBED_TOTAL_MAX:
        problems.append(f"embeds hold {total} characters in total (max {EMBED_TOTAL_MAX})")
    components = body.get("components") or []
    if int(body.get("flags") or 0) & IS_COMPONENTS_V2:
        count = _count_components(components)
        if count > V2_COMPONENTS_MAX:
            problems.append(f"{count} components (max {V2_COMPONENTS_MAX} in a components-v2 message)")
    else:
        if len(components) > ROWS_MAX:
            problems.append(f"{len(components)} action rows (max {ROWS_MAX})")
        for i, row in enumerate(components):
            _check_row(f"components[{i}]", row, problems)
    for path, component in _walk(components, "components"):
        _check_component(path, component, problems)
    mentions = body.get("allowed_mentions") or {}
    for key in ("users", "roles"):
        if len(mentions.get(key, [])) > 100:
            problems.append(f"allowed_mentions.{key} lists more than 100 ids")
        if key in mentions.get("parse", []) and mentions.get(key):
            problems.append(f"allowed_mentions has both parse {key!r} and a {key} list (Discord rejects it)")
    return problems


def _length(value: Any) -> int:
    return len(value) if isinstance(value, str) else 0


def _check_embed(path: str, embed: Mapping[str, Any], problems: list[str]) -> int:
    limits = [
        ("title", EMBED_TITLE, embed.get("title")),
        ("description", EMBED_DESCRIPTION, embed.get("description")),
    ]
    limits.append(("footer.text", FOOTER_TEXT, (embed.get("footer") or {}).get("text")))
    limits.append(("author.name", AUTHOR_NAME, (embed.get("author") or {}).get("name")))
    fields = embed.get("fields") or []
    if len(fields) > EMBED_FIELDS:
        problems.append(f"{path} has {len(fields)} fields (max {EMBED_FIELDS})")
    for j, fld in enumerate(fields):
        limits.append((f"fields[{j}].name", FIELD_NAME, fld.get("name")))
        limits.append((f"fields[{j}].value", FIELD_VALUE, fld.get("value")))
        if not fld.get("name") or not fld.get("value"):
            problems.append(f"{path}.fields[{j}] has an empty name or value")
    total = 0
    for name, limit, value in limits:
        total += _length(value)
        if _length(value) > limit:
            problems.append(f"{path}.{name} is {_length(value)} characters (max {limit})")
    return total


def _check_row(path: str, row: Mapping[str, Any], problems: list[str]) -> None:
    if row.get("type") != ACTION_ROW:
        problems.append(f"{path} is type {row.get('type')}, not an action row (1)")
        return
    items = row.get("components") or []
    if not 1 <= len(items) <= ROW_ITEMS_MAX:
        problems.append(f"{path} holds {len(items)} components (1..{ROW_ITEMS_MAX})")
    if any(c.get("type") in SELECTS for c in items) and len(items) > 1:
        problems.append(f"{path} mixes a select menu with other components")


def _walk(components: Sequence[Mapping[str, Any]], path: str) -> Iterable[tuple[str, Mapping[str, Any]]]:
    for i, component in enumerate(components):
        here = f"{path}[{i}]"
        yield here, component
        yield from _walk(component.get("components") or [], f"{here}.components")
        if component.get("accessory"):
            yield from _walk([component["accessory"]], f"{here}.accessory")


def _count_components(components: Sequence[Mapping[str, Any]]) -> int:
    return sum(1 for _ in _walk(components, ""))


def _check_component(path: str, component: Mapping[str, Any], problems: list[str]) -> None:
    custom_id = component.get("custom_id")
    if custom_id is not None and not 1 <= len(custom_id) <= CUSTOM_ID_MAX:
        problems.append(f"{path}.custom_id is {len(custom_id)} characters (1..{CUSTOM_ID_MAX})")
    kind = component.get("type")
    if kind == BUTTON:
        if _length(component.get("label")) > BUTTON_LABEL_MAX:
            problems.append(
                f"{path}.label is {_length(component['label'])} characters (max {BUTTON_LABEL_MAX})"
            )
        if component.get("style") not in (5, 6) and not custom_id:
            problems.append(f"{path} is a button without a custom_id")
    if kind in SELECTS:
        if _length(component.get("placeholder")) > PLACEHOLDER_MAX:
            problems.append(f"{path}.placeholder is longer than {PLACEHOLDER_MAX} characters")
    if kind == 3:
        options = component.get("options") or []
        if not 1 <= len(options) <= SELECT_OPTIONS_MAX:
            problems.append(f"{path} has {len(options)} options (1..{SELECT_OPTIONS_MAX})")
        for k, option in enumerate(options):
            for key in ("label", "value"):
                if not 1 <= _length(option.get(key)) <= OPTION_TEXT_MAX:
                    problems.append(f"{path}.options[{k}].{key} must be 1..{OPTION_TEXT_MAX} characters")
            if _length(option.get("description")) > OPTION_TEXT_MAX:
                problems.append(f"{path}.options[{k}].description is longer than {OPTION_TEXT_MAX}")


def check_commands(commands: Sequence[Mapping[str, Any]]) -> list[str]:
    """Problems with command definitions as sent to `PUT .../commands` (Discord answers 400 to them)."""
    problems: list[str] = []
    seen: set[tuple[int, str]] = set()
    for command in commands:
        kind = command.get("type", 1)
        name = str(command.get("name", ""))
        key = (kind, name)
        if key in seen:
            problems.append(f"duplicate command {name!r}")
        seen.add(key)
        if kind == 1:
            _check_name(f"/{name}", name, problems)
            _check_description(f"/{name}", command.get("description"), problems)
            _check_options(f"/{name}", command.get("options") or [], problems, depth=0)
        else:
            if not 1 <= len(name) <= 32:
                problems.append(f"context menu {name!r}: name must be 1..32 characters")
            if command.get("description"):
                problems.append(f"context menu {name!r}: must have an empty description")
        total = _command_chars(command)
        if total > COMMAND_TOTAL_MAX:
            problems.append(f"/{name}: {total} characters in total (max {COMMAND_TOTAL_MAX})")
    return problems


def _check_name(where: str, name: str, problems: list[str]) -> None:
    if not COMMAND_NAME.match(name):
        problems.append(f"{where}: name {name!r} must be 1..32 letters, digits, '-' or '_'")
    elif name != name.lower():
        problems.append(f"{where}: name {name!r} must be lowercase")


def _check_description(where: str, description: Any, problems: list[str]) -> None:
    if not isinstance(description, str) or not 1 <= len(description) <= DESCRIPTION_MAX:
        problems.append(f"{where}: description must be 1..{DESCRIPTION_MAX} characters")


def _check_options(
    where: str, options: Sequence[Mapping[str, Any]], problems: list[str], *, depth: int
) -> None:
    if len(options) > COMMAND_OPTIONS_MAX:
        problems.append(f"{where}: {len(options)} options (max {COMMAND_OPTIONS_MAX})")
    names = [o.get("name") for o in options]
    if len(set(names)) != len(names):
        problems.append(f"{where}: duplicate option names")
    nested = [o.get("type") in (1, 2) for o in options]
    if any(nested) and not all(nested):
        problems.append(f"{where}: subcommands cannot sit beside plain options")
    optional_seen = False
    for option in options:
        name = str(option.get("name", ""))
        here = f"{where} {name}"
        _check_name(here, name, problems)
        _check_description(here, option.get("description"), problems)
        kind = option.get("type")
        if kind in (1, 2):
            if (kind == 2 and depth > 0) or (kind == 1 and depth > 1):
                problems.append(f"{here}: subcommand nested too deep")
            children = option.get("options") or []
            if kind == 2 and any(c.get("type") != 1 for c in children):
                problems.append(f"{here}: a group may only hold subcommands")
            _check_options(here, children, problems, depth=depth + 1)
            continue
        if option.get("required"):
            if optional_seen:
                problems.append(f"{here}: required options must come before optional ones")
        else:
            optional_seen = True
        choices = option.get("choices") or []
        if len(choices) > CHOICES_MAX:
            problems.append(f"{here}: {len(choices)} choices (max {CHOICES_MAX})")
        if choices and option.get("autocomplete"):
            problems.append(f"{here}: choices and autocomplete are exclusive")
        for choice in choices:
            if not 1 <= _length(choice.get("name")) <= 100:
                problems.append(f"{here}: choice name must be 1..100 characters")
        low, high = option.get("min_value"), option.get("max_value")
        if low is not None and high is not None and low > high:
            problems.append(f"{here}: min_value {low} > max_value {high}")


def _command_chars(node: Mapping[str, Any]) -> int:
    total = _length(node.get("name")) + _length(node.get("description"))
    for choice in node.get("choices") or []:
        total += _length(choice.get("name")) + len(str(choice.get("value", "")))
    return total + sum(_command_chars(o) for o in node.get("options") or [])
