"""parse_json walks a file value by value only when its text could hold a value beyond
the limits (pacenote.jsonio._may_hold_a_bad_number): every such value is still refused,
with its JSON path, and a plain file reads exactly as json.loads reads it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pacenote.errors import PacenoteFileError
from pacenote.jsonio import parse_json
from pacenote.limits import MAX_INTEGER_DIGITS, MAX_STRING_CHARS

ROOT = Path(__file__).resolve().parent.parent

LONG_INT = "9" * (MAX_INTEGER_DIGITS + 1)
LONG_TEXT = "x" * (MAX_STRING_CHARS + 1)
BAD = {
    "integer one digit too long": (f'{{"a": [1, {LONG_INT}]}}', "$.a[1]",
                                   "an integer of 31 digits"),
    "negative integer too long": (f'{{"a": -{LONG_INT}}}', "$.a", "an integer of 31 digits"),
    "exponent": ('{"a": {"b": 1e400}}', "$.a.b", "expected a finite number"),
    "capital exponent": ('{"a": 2.5E+999}', "$.a", "expected a finite number"),
    "written out": (f'{{"a": 1{"0" * 400}.0}}', "$.a", "expected a finite number"),
    "NaN": ('{"a": NaN}', "$.a", "expected a finite number"),
    "-Infinity": ('{"a": [-Infinity]}', "$.a[0]", "expected a finite number"),
    "long string": (f'{{"a": "{LONG_TEXT}"}}', "$.a", "a string of"),
    "long key": (f'{{"{LONG_TEXT}": 1}}', "$", "a key of"),
}


@pytest.mark.parametrize("name", BAD)
def test_every_value_beyond_the_limits_is_refused(name: str) -> None:
    text, where, problem = BAD[name]
    with pytest.raises(PacenoteFileError) as err:
        parse_json(text, "f.json")
    assert err.value.where == where and problem in err.value.problem


def test_values_at_the_limits_are_read() -> None:
    digits, chars = "9" * MAX_INTEGER_DIGITS, "x" * MAX_STRING_CHARS
    text = f'{{"a": {digits}, "b": 1.5e3, "c": "{chars}"}}'
    assert parse_json(text) == {"a": int(digits), "b": 1500.0, "c": chars}


@pytest.mark.parametrize("path", sorted((ROOT / "examples").rglob("*.json")),
                         ids=lambda p: p.name)
def test_a_plain_file_reads_as_json_loads_reads_it(path: Path) -> None:
    text = path.read_text("utf-8")
    assert parse_json(text) == json.loads(text)
