"""A schema check's failure in words: where it failed and what is wrong, each problem a
:class:`~pacenote.i18n.Text` (English in ``str``, translated where it is shown), never
quoting the bad value (``pacenote.jsonio.validate`` raises it as a file error)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pacenote.i18n import N_, Text, either, msg

if TYPE_CHECKING:
    import jsonschema

_MAX_MESSAGE = 160  # characters of a schema message quoted in an error line


def schema_problem(error: jsonschema.ValidationError) -> tuple[tuple[str | int, ...], str]:
    """Where a schema check failed and what is wrong, in words that never quote the bad
    value (jsonschema's own messages do: the file may be a secret reached by a symlink).
    The rule's own figures and names come from the schema, which is pacenote's."""
    from pacenote.formats.reading import shown

    at: tuple[str | int, ...] = tuple(error.absolute_path)
    rule: Any = error.validator
    wanted: Any = error.validator_value
    schema: Any = error.schema
    got = shown(error.instance)
    if rule == "type":
        kinds = wanted if isinstance(wanted, list) else [wanted]
        names = [msg(_TYPE_NAMES[str(k)]) if str(k) in _TYPE_NAMES else str(k) for k in kinds]
        return at, msg("expected {kinds}, got {got}", kinds=_either_said(names), got=got)
    if rule == "required":  # the key's name is the schema's (jsonschema's own wording)
        missing = next((k for k in wanted if isinstance(error.instance, dict)
                        and k not in error.instance), None) if isinstance(wanted, list) else None
        if missing is None:
            return at, _short(error.message)
        return at, msg("{key} is a required property", key=_short(repr(missing)))
    if rule == "additionalProperties" and isinstance(error.instance, dict):
        allowed = schema.get("properties", {}) if isinstance(schema, dict) else {}
        extra = next((k for k in error.instance if k not in allowed), None)
        return ((*at, extra) if extra is not None else at), msg("a key that is not allowed here")
    words: dict[str, Callable[[], Text]] = {
        "enum": lambda: msg("expected one of {values}, got {got}",
                            values=_short(", ".join(json.dumps(v) for v in wanted)), got=got),
        "const": lambda: msg("expected {value}, got {got}", value=json.dumps(wanted), got=got),
        "minLength": lambda: msg("expected a non-empty string") if wanted == 1
        else msg("expected a string of at least {n} characters, got {got}", n=wanted, got=got),
        "maxLength": lambda: msg("expected a string of at most {n} characters, got {got}",
                                 n=wanted, got=got),
        "minimum": lambda: msg("expected at least {n}", n=wanted),
        "maximum": lambda: msg("expected at most {n}", n=wanted),
        "exclusiveMinimum": lambda: msg("expected more than {n}", n=wanted),
        "exclusiveMaximum": lambda: msg("expected less than {n}", n=wanted),
        "minItems": lambda: msg("expected at least {n} items, got {got}", n=wanted, got=got),
        "maxItems": lambda: msg("expected at most {n} items, got {got}", n=wanted, got=got),
        "uniqueItems": lambda: msg("expected no item twice"),
        "pattern": lambda: msg("expected a string matching {pattern}, got {got}",
                               pattern=_short(str(wanted)), got=got),
        "oneOf": lambda: msg("{got} matching none of the forms allowed here", got=got),
        "anyOf": lambda: msg("{got} matching none of the forms allowed here", got=got),
    }
    word = words.get(str(rule))
    return at, word() if word is not None else msg("{got} that breaks the schema's {rule} rule",
                                                   got=got, rule=repr(rule))


_TYPE_NAMES = {"integer": N_("a JSON integer"), "number": N_("a number"),
               "string": N_("a string"), "array": N_("an array"), "object": N_("an object"),
               "boolean": N_("true or false"), "null": N_("null")}


def _either_said(names: list[str]) -> str:
    """Type names joined with *or*: a :class:`Text` when there are several."""
    return names[0] if len(names) == 1 else either(names)


def _short(message: str) -> str:
    return message if len(message) <= _MAX_MESSAGE else message[:_MAX_MESSAGE - 3] + "..."
