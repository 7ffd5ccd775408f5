"""A fast yes/no check of JSON data against the project's own schemas, without jsonschema.

Importing jsonschema costs about twice what validating a stage does, and nearly every
file a command reads is valid. :func:`compile_schema` turns a schema into one Python
function that answers only "valid or not" for the subset of JSON Schema 2020-12 that
the shipped schemas use; :func:`pacenote.jsonio.validate` asks it first and imports
jsonschema only to explain a "not valid" (it finds the problem; jsonio words it).

The check must never call valid what jsonschema rejects: it follows the specification
keyword by keyword (an integer may be written ``1.0``, ``true`` is not ``1``), and a
schema using any keyword not implemented here raises :class:`Unsupported`, which makes
the caller use jsonschema for every file. A "not valid" that jsonschema accepts would
only cost time. tests/test_quickschema.py compares both on the examples and on
mutated data.

>>> check = compile_schema({"type": "object", "required": ["q"],
...                         "properties": {"q": {"type": "integer", "minimum": 0}}})
>>> check({"q": 2.0}), check({"q": -1}), check({"q": True}), check({})
(True, False, False, False)
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sized
from typing import Any, cast

Check = Callable[[Any], bool]

# Keywords that never change whether data is valid.
_ANNOTATIONS = frozenset({"$schema", "$id", "title", "description", "default", "examples",
                          "$comment", "$defs"})


class Unsupported(ValueError):
    """The schema uses a keyword (or form of one) this module does not implement."""


def compile_schema(schema: dict[str, Any]) -> Check:
    """One function telling whether data is valid against ``schema`` (local ``$ref`` to
    ``#/$defs/...`` only). Raises :class:`Unsupported` for anything else."""
    raw_defs = schema.get("$defs", {})
    defs: dict[str, Check] = {}

    def ref(target: str) -> Check:
        prefix = "#/$defs/"
        name = target[len(prefix):]
        if not target.startswith(prefix) or name not in raw_defs:
            raise Unsupported(f"$ref {target!r}")
        return lambda value: defs[name](value)  # looked up late: definitions may recurse

    for name, sub in raw_defs.items():
        defs[name] = _compile(sub, ref)
    return _compile(schema, ref)


def _is_type(value: Any, name: str) -> bool:
    if name == "object":
        return isinstance(value, dict)
    if name == "array":
        return isinstance(value, list)
    if name == "string":
        return isinstance(value, str)
    if name == "boolean":
        return isinstance(value, bool)
    if name == "null":
        return value is None
    if isinstance(value, bool):
        return False
    if name == "number":
        return isinstance(value, int | float)
    if name == "integer":
        return isinstance(value, int) or (isinstance(value, float) and value.is_integer())
    raise Unsupported(f"type {name!r}")


# One type name, checked without the general loop: as _is_type, which they agree with.
_TYPE_CHECKS: dict[str, Check] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: (isinstance(v, int) and not isinstance(v, bool))
    or (isinstance(v, float) and v.is_integer()),
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
}


def _equal(a: Any, b: Any) -> bool:
    """JSON equality: booleans equal only booleans, 1 equals 1.0, containers deeply."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_equal(a[k], b[k]) for k in a)
    if isinstance(a, int | float) and isinstance(b, int | float):
        return a == b
    return type(a) is type(b) and a == b


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _compile(schema: Any, ref: Callable[[str], Check]) -> Check:
    if schema is True:
        return _always
    if schema is False:
        return _never
    if not isinstance(schema, dict):
        raise Unsupported(f"schema {schema!r}")
    checks = [_keyword(key, arg, schema, ref) for key, arg in schema.items()
              if key not in _ANNOTATIONS and key not in _TOGETHER]
    if {"properties", "patternProperties", "additionalProperties"} & schema.keys():
        checks.append(_object(schema, ref))
    return _every(checks)


def _every(checks: list[Check]) -> Check:
    """True when every check holds (a loop, not ``all`` over a generator: a placement
    of a stage file runs this a dozen times)."""
    if not checks:
        return _always
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:  # noqa: PLR2004 - the common case, unrolled
        first, second = checks
        return lambda value: first(value) and second(value)

    def every(value: Any) -> bool:
        for c in checks:  # noqa: SIM110 - faster than all() over a generator
            if not c(value):
                return False
        return True

    return every


# Keywords compiled with another: the object keywords together, "then"/"else" with "if".
_TOGETHER = frozenset({"properties", "patternProperties", "additionalProperties", "then",
                       "else"})


def _always(value: Any) -> bool:
    return True


def _never(value: Any) -> bool:
    return False


def _keyword(key: str, arg: Any, schema: dict[str, Any],  # noqa: C901, PLR0911, PLR0912
             ref: Callable[[str], Check]) -> Check:
    """The check of one keyword (its value ``arg``) of ``schema``."""
    if key == "type":
        names = [arg] if isinstance(arg, str) else list(arg)
        for n in names:
            _is_type(None, n)  # an unknown type name is refused here
        if len(names) == 1 and names[0] in _TYPE_CHECKS:
            return _TYPE_CHECKS[names[0]]
        return lambda v: any(_is_type(v, n) for n in names)
    if key == "$ref":
        return ref(arg)
    if key == "const":
        return lambda v: _equal(v, arg)
    if key == "enum":
        options = list(arg)
        return lambda v: any(_equal(v, o) for o in options)
    if key in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        if not _number(arg) or not math.isfinite(arg):
            raise Unsupported(f"{key} {arg!r}")
        return _bound(key, arg)
    if key == "pattern":
        rx = re.compile(arg)
        return lambda v: not isinstance(v, str) or bool(rx.search(v))
    if key in ("minLength", "maxLength", "minItems", "maxItems", "minProperties",
               "maxProperties"):
        return _size(key, arg)
    if key == "uniqueItems":
        return _unique if arg else _always
    if key == "required":
        needed = frozenset(arg)
        return lambda v: not isinstance(v, dict) or needed <= v.keys()
    if key == "items":
        item = _compile(arg, ref)

        def items(v: Any) -> bool:
            if isinstance(v, list):
                for x in v:
                    if not item(x):
                        return False
            return True

        return items
    if key in ("oneOf", "anyOf", "allOf"):
        subs = [_compile(s, ref) for s in arg]
        if key == "oneOf":
            return lambda v: sum(1 for s in subs if s(v)) == 1
        if key == "anyOf":
            return lambda v: any(s(v) for s in subs)
        return lambda v: all(s(v) for s in subs)
    if key == "not":
        sub = _compile(arg, ref)
        return lambda v: not sub(v)
    if key == "if":
        test = _compile(arg, ref)
        then = _compile(schema.get("then", True), ref)
        otherwise = _compile(schema.get("else", True), ref)
        return lambda v: then(v) if test(v) else otherwise(v)
    raise Unsupported(f"keyword {key!r}")


def _size(key: str, n: int) -> Check:
    # minLength: strings, minItems: arrays, minProperties: objects (and max...).
    kinds: dict[str, type] = {"L": str, "I": list, "P": dict}
    kind = kinds[key[3]]
    if key.startswith("min"):
        return lambda v: not isinstance(v, kind) or len(cast(Sized, v)) >= n
    return lambda v: not isinstance(v, kind) or len(cast(Sized, v)) <= n


def _unique(v: Any) -> bool:
    return not isinstance(v, list) or all(
        not _equal(v[i], v[j]) for i in range(len(v)) for j in range(i))


def _bound(key: str, limit: float) -> Check:
    if key == "minimum":
        return lambda v: not _number(v) or v >= limit
    if key == "maximum":
        return lambda v: not _number(v) or v <= limit
    if key == "exclusiveMinimum":
        return lambda v: not _number(v) or v > limit
    return lambda v: not _number(v) or v < limit


def _object(schema: dict[str, Any], ref: Callable[[str], Check]) -> Check:
    props = {name: _compile(s, ref) for name, s in schema.get("properties", {}).items()}
    patterns = [(re.compile(p), _compile(s, ref))
                for p, s in schema.get("patternProperties", {}).items()]
    extra_schema = schema.get("additionalProperties", True)
    extra = None if extra_schema is True else _compile(extra_schema, ref)

    def plain(value: Any) -> bool:  # no patternProperties: one look-up per key
        if not isinstance(value, dict):
            return True
        for key, item in value.items():
            sub = props.get(key)
            if sub is None:
                if extra is not None and not extra(item):
                    return False
            elif not sub(item):
                return False
        return True

    def check(value: Any) -> bool:
        if not isinstance(value, dict):
            return True
        for key, item in value.items():
            matched = False
            sub = props.get(key)
            if sub is not None:
                matched = True
                if not sub(item):
                    return False
            for rx, pattern_check in patterns:
                if rx.search(key):
                    matched = True
                    if not pattern_check(item):
                        return False
            if not matched and extra is not None and not extra(item):
                return False
        return True

    return check if patterns else plain
