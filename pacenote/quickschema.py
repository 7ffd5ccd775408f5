"""A fast yes/no check of JSON data against the project's own schemas, without jsonschema.

Importing jsonschema costs about twice what validating a stage does, and nearly every
file a command reads is valid. :func:`compile_schema` turns a schema into one Python
function that answers only "valid or not" for the subset of JSON Schema 2020-12 that
the shipped schemas use; :func:`pacenote.jsonio.validate` asks it first and imports
jsonschema only to explain a "not valid" (so every error message is jsonschema's own).

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
from collections.abc import Callable
from typing import Any

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


def _compile(schema: Any, ref: Callable[[str], Check]) -> Check:  # noqa: C901 - one case a keyword
    if schema is True:
        return lambda value: True
    if schema is False:
        return lambda value: False
    if not isinstance(schema, dict):
        raise Unsupported(f"schema {schema!r}")
    checks: list[Check] = []
    add = checks.append
    for key, arg in schema.items():
        if key in _ANNOTATIONS:
            continue
        if key == "type":
            names = [arg] if isinstance(arg, str) else list(arg)
            for n in names:
                _is_type(None, n)  # an unknown type name is refused here
            add(lambda v, names=names: any(_is_type(v, n) for n in names))
        elif key == "$ref":
            add(ref(arg))
        elif key == "const":
            add(lambda v, c=arg: _equal(v, c))
        elif key == "enum":
            add(lambda v, options=list(arg): any(_equal(v, o) for o in options))
        elif key in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
            if not _number(arg) or not math.isfinite(arg):
                raise Unsupported(f"{key} {arg!r}")
            add(_bound(key, arg))
        elif key == "pattern":
            add(lambda v, rx=re.compile(arg): not isinstance(v, str) or bool(rx.search(v)))
        elif key in ("minLength", "maxLength"):
            add(lambda v, n=arg, lo=key == "minLength":
                not isinstance(v, str) or (len(v) >= n if lo else len(v) <= n))
        elif key in ("minItems", "maxItems"):
            add(lambda v, n=arg, lo=key == "minItems":
                not isinstance(v, list) or (len(v) >= n if lo else len(v) <= n))
        elif key in ("minProperties", "maxProperties"):
            add(lambda v, n=arg, lo=key == "minProperties":
                not isinstance(v, dict) or (len(v) >= n if lo else len(v) <= n))
        elif key == "uniqueItems":
            if arg:
                add(lambda v: not isinstance(v, list) or all(
                    not _equal(v[i], v[j]) for i in range(len(v)) for j in range(i)))
        elif key == "required":
            add(lambda v, names=list(arg): not isinstance(v, dict) or all(n in v for n in names))
        elif key == "items":
            item = _compile(arg, ref)
            add(lambda v, item=item: not isinstance(v, list) or all(map(item, v)))
        elif key in ("properties", "patternProperties", "additionalProperties"):
            continue  # together, below
        elif key == "oneOf":
            subs = [_compile(s, ref) for s in arg]
            add(lambda v, subs=subs: sum(1 for s in subs if s(v)) == 1)
        elif key == "anyOf":
            subs = [_compile(s, ref) for s in arg]
            add(lambda v, subs=subs: any(s(v) for s in subs))
        elif key == "allOf":
            subs = [_compile(s, ref) for s in arg]
            add(lambda v, subs=subs: all(s(v) for s in subs))
        elif key == "not":
            sub = _compile(arg, ref)
            add(lambda v, sub=sub: not sub(v))
        elif key == "if":
            add(_conditional(_compile(arg, ref),
                             _compile(schema.get("then", True), ref),
                             _compile(schema.get("else", True), ref)))
        elif key in ("then", "else"):
            continue  # with "if"
        else:
            raise Unsupported(f"keyword {key!r}")
    if {"properties", "patternProperties", "additionalProperties"} & schema.keys():
        add(_object(schema, ref))
    if len(checks) == 1:
        return checks[0]
    return lambda value: all(c(value) for c in checks)


def _bound(key: str, limit: float) -> Check:
    if key == "minimum":
        return lambda v: not _number(v) or v >= limit
    if key == "maximum":
        return lambda v: not _number(v) or v <= limit
    if key == "exclusiveMinimum":
        return lambda v: not _number(v) or v > limit
    return lambda v: not _number(v) or v < limit


def _conditional(test: Check, then: Check, otherwise: Check) -> Check:
    return lambda v: then(v) if test(v) else otherwise(v)


def _object(schema: dict[str, Any], ref: Callable[[str], Check]) -> Check:
    props = {name: _compile(s, ref) for name, s in schema.get("properties", {}).items()}
    patterns = [(re.compile(p), _compile(s, ref))
                for p, s in schema.get("patternProperties", {}).items()]
    extra_schema = schema.get("additionalProperties", True)
    extra = None if extra_schema is True else _compile(extra_schema, ref)

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

    return check
