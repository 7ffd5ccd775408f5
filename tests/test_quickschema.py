"""The quick schema check (pacenote.quickschema) agrees with jsonschema: on every shipped
and example file, on those files mutated at random places, and on the corner cases of
JSON Schema's types and equality. It must never call valid what jsonschema rejects."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pacenote.errors import PacenoteFileError
from pacenote.jsonio import _quick_check, load_schema, validate
from pacenote.quickschema import Unsupported, compile_schema

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = ("stage", "rally", "ruleset", "tileset", "boxes", "generate")


def _files() -> list[tuple[str, Path]]:
    files = [("stage", p) for p in sorted((ROOT / "examples").rglob("*.stage.json"))]
    files += [("rally", p) for p in sorted((ROOT / "examples").rglob("*.rally.json"))]
    files += [("boxes" if p.name == "boxes.json" else "tileset", p)
              for p in sorted((ROOT / "tilesets").glob("*.json"))]
    files += [("ruleset", ROOT / "engine" / "dirt-ruleset.json")]
    files += [("generate", ROOT / "generate" / "generate.json")]
    return files


FILES = _files()


def agree(schema_name: str, data: Any) -> None:
    quick = _quick_check(schema_name)
    assert quick is not None, f"{schema_name}: the quick check must cover the shipped schemas"
    official = jsonschema.Draft202012Validator(load_schema(schema_name)).is_valid(data)
    assert quick(data) == official, json.dumps(data)[:300]


@pytest.mark.parametrize(("schema_name", "path"), FILES, ids=[p.name for _, p in FILES])
def test_every_shipped_and_example_file_is_valid_both_ways(schema_name: str, path: Path) -> None:
    data = json.loads(path.read_text("utf-8"))
    agree(schema_name, data)
    assert _quick_check(schema_name)(data)  # type: ignore[misc]


def _places(data: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into the data (the root excluded)."""
    out = []
    if isinstance(data, dict):
        for k, v in data.items():
            out.append((*at, k))
            out.extend(_places(v, (*at, k)))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out.append((*at, i))
            out.extend(_places(v, (*at, i)))
    return out


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 30) | st.sampled_from([0.0, 1.0, 2.5, -1.5])
    | st.sampled_from(["", "a", "210a", "pacenote-stage", "gravel", "dirt-core", "x y"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["tile", "q", "r", "rot", "id", "name", "extra"]), inner, max_size=3),
    max_leaves=6)


@given(st.data())
def test_mutated_files_agree(data: st.DataObject) -> None:
    schema_name, path = data.draw(st.sampled_from(FILES))
    doc = json.loads(path.read_text("utf-8"))
    for _ in range(data.draw(st.integers(1, 3))):
        places = _places(doc)
        if not places:
            break
        place = data.draw(st.sampled_from(places))
        parent = doc
        for key in place[:-1]:
            parent = parent[key]
        action = data.draw(st.sampled_from(["replace", "delete", "add"]))
        if action == "delete":
            del parent[place[-1]]
        elif action == "add" and isinstance(parent, dict):
            parent[data.draw(st.sampled_from(["extra", "name", "tileset", "laps"]))] = \
                data.draw(JSON_VALUES)
        else:
            parent[place[-1]] = data.draw(JSON_VALUES)
    agree(schema_name, doc)


@pytest.mark.parametrize(("schema", "value"), [
    ({"type": "integer"}, 1.0), ({"type": "integer"}, 1.5), ({"type": "integer"}, True),
    ({"type": "number"}, False), ({"const": 1}, True), ({"const": 1}, 1.0),
    ({"enum": [0, "a"]}, False), ({"enum": [[1, 2]]}, [1.0, 2]),
    ({"uniqueItems": True}, [0, False]), ({"uniqueItems": True}, [1, 1.0]),
    ({"uniqueItems": True}, [{"a": 1}, {"a": True}]), ({"minimum": 0}, True),
    ({"pattern": "^a"}, 5), ({"pattern": "b"}, "abc"), ({"maxItems": 1}, "long string"),
    ({"oneOf": [{"type": "integer"}, {"type": "number"}]}, 1),
    ({"oneOf": [{"type": "integer"}, {"type": "string"}]}, 1),
    ({"if": {"type": "string"}, "then": {"minLength": 2}, "else": {"minimum": 3}}, "a"),
    ({"if": {"type": "string"}, "then": {"minLength": 2}, "else": {"minimum": 3}}, 2),
    ({"properties": {"a": {"type": "string"}}, "patternProperties": {"^b": {"type": "integer"}},
      "additionalProperties": False}, {"a": "x", "bb": 1}),
    ({"properties": {"a": {"type": "string"}}, "patternProperties": {"^b": {"type": "integer"}},
      "additionalProperties": False}, {"c": 1}),
    ({"$ref": "#/$defs/n", "$defs": {"n": {"type": "array", "items": {"$ref": "#/$defs/n"}}}},
     [[[]], []]),
    ({"$ref": "#/$defs/n", "$defs": {"n": {"type": "array", "items": {"$ref": "#/$defs/n"}}}},
     [[1]]),
])
def test_corner_cases_agree_with_jsonschema(schema: dict[str, Any], value: Any) -> None:
    official = jsonschema.Draft202012Validator(schema).is_valid(value)
    assert compile_schema(schema)(value) == official


@pytest.mark.parametrize("schema", [
    {"format": "date"}, {"prefixItems": [{}]}, {"$ref": "other.json"}, {"type": "decimal"},
    {"properties": {"a": {"dependentRequired": {}}}},
])
def test_keywords_it_lacks_are_refused_not_ignored(schema: dict[str, Any]) -> None:
    with pytest.raises(Unsupported):
        compile_schema(schema)


def test_an_invalid_file_still_gets_a_one_line_message_quoting_no_value() -> None:
    doc = json.loads((ROOT / "examples" / "rally-1" / "ss1.stage.json").read_text("utf-8"))
    bad = copy.deepcopy(doc)
    bad["tiles"][2]["rot"] = 7
    with pytest.raises(PacenoteFileError) as raised:
        validate(bad, "stage", "ss1.stage.json")
    assert str(raised.value) == "ss1.stage.json: $.tiles[2].rot: expected at most 5"
    validate(doc, "stage", "ss1.stage.json")  # and the file itself passes
