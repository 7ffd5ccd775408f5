"""The validators' findings in the player's language: the human text output and the
editor's words translated, ``--json`` and ``--format github`` in English whatever the
language (docs/languages.md); every finding message goes through the catalogue."""

from __future__ import annotations

import ast
import copy
import json
import pickle
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from pacenote import i18n
from pacenote.autolayout import layout
from pacenote.i18n import Text, msg, msgn
from pacenote.validators import validate_stage

ROOT = Path(__file__).resolve().parent.parent
SHORT = ROOT / "examples" / "rulebook" / "rally-4-ss1.stage.json"  # 9 road tiles: a warning


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def _run(*args: str) -> str:
    done = subprocess.run([sys.executable, "-m", "pacenote", *args], capture_output=True,
                          text=True, timeout=300, cwd=ROOT)
    assert done.returncode in (0, 1), done.stderr
    return done.stdout


def test_text_is_english_and_translates_on_demand():
    where = msg("{tile} at {q},{r}", tile="210b", q=2, r=-1)
    text = msgn("{n} tile on {where}", "{n} tiles on {where}", 3, where=where)
    assert text == "3 tiles on 210b at 2,-1" and isinstance(text, str)
    i18n.set_language("de")
    assert msg("{tile} at {q},{r}", tile="210b", q=2, r=-1).translated() == "210b auf 2,-1"
    # a copy or a pickled finding keeps its parts, so it can still be translated
    for again in (copy.deepcopy(where), pickle.loads(pickle.dumps(where))):
        assert isinstance(again, Text) and again.translated() == "210b auf 2,-1"
    assert i18n.said("SS1") == "SS1"  # an author's words stay as written


def test_a_stage_without_finish_in_polish_and_russian():
    whole = layout(["202a", "204a", "205a", "203a"])
    stage = replace(whole, tiles=[p for p in whole.tiles if p.tile != "203a"])
    no_finish = [f for f in validate_stage(stage) if f.code == "no-finish"]
    assert no_finish and no_finish[0].message.startswith("no FINISH tile (203a/203b)")
    i18n.set_language("pl")
    assert no_finish[0].text.startswith("brak kafla FINISH (203a/203b)")
    assert "trasa od START kończy się na 205a na " in no_finish[0].text
    i18n.set_language("ru")
    assert no_finish[0].text.startswith("нет фрагмента FINISH (203a/203b)")
    assert no_finish[0].message.startswith("no FINISH tile")  # still English


def test_validate_text_translated_json_and_github_english():
    english = _run("--lang", "en", "validate", str(SHORT))
    german = _run("--lang", "de", "validate", str(SHORT))
    assert "warning stage-shorter-than-guidelines: 9 road tiles: shorter than the " \
        "rulebook's short stage (10 tiles for 4 players)" in english
    assert "Warnung stage-shorter-than-guidelines: 9 Straßen-Streckenteile: kürzer als die " \
        "kurze WP des Regelhefts (10 Streckenteile für 4 Spieler)" in german
    assert "[Streckenteile 231b; Hexe (2,-5); Felder 7:1.w; Platzierungen 6]" in german
    assert german.splitlines()[-1] == \
        "1 Datei geprüft: 0 Fehler, 1 Warnung, 3 Hinweise (keine Fehler)"
    french = _run("--lang", "fr", "validate", str(SHORT))
    assert french.splitlines()[-1].startswith("1 fichier vérifié : ")  # the summary's colon
    for fmt in ("json", "github"):
        assert _run("--lang", "de", "validate", "--format", fmt, str(SHORT)).split("\n")[:-2] \
            == _run("--lang", "en", "validate", "--format", fmt, str(SHORT)).split("\n")[:-2]
    data = json.loads(_run("--lang", "ru", "validate", "--format", "json", str(SHORT)))
    assert data[0]["findings"][0]["message"].startswith("9 road tiles: shorter")


def _message_arguments(path: Path) -> list[tuple[int, ast.expr]]:
    """The message argument of every ``ctx.finding(code, message, …)`` and
    ``Finding(code, message, …)`` call of a module."""
    out = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Call) and len(node.args) >= 2 and (
                (isinstance(node.func, ast.Attribute) and node.func.attr == "finding")
                or (isinstance(node.func, ast.Name) and node.func.id == "Finding")):
            out.append((node.lineno, node.args[1]))
    return out


def test_every_finding_message_goes_through_the_catalogue():
    """A message written as an f-string or a plain literal would stay English: each is a
    ``msg``/``msgn`` call, or a variable holding one (loader problems, which name a file's
    JSON path, are the one English exception: docs/languages.md)."""
    found = []
    for path in sorted((ROOT / "validators").glob("*.py")):
        for line, arg in _message_arguments(path):
            if isinstance(arg, (ast.JoinedStr, ast.Constant, ast.BinOp)):
                found.append(f"{path.name}:{line}")
            elif isinstance(arg, ast.Call):
                assert isinstance(arg.func, ast.Name) and arg.func.id in ("msg", "msgn"), \
                    f"{path.name}:{line}"
    assert found == []
    assert len([1 for p in (ROOT / "validators").glob("*.py")
                for _ in _message_arguments(p)]) > 40  # the walk finds the checks' calls


def test_the_check_catches_an_f_string(tmp_path):
    bad = tmp_path / "check.py"
    bad.write_text('def c(ctx, n):\n    yield ctx.finding("loop", f"{n} tiles")\n', "utf-8")
    assert isinstance(_message_arguments(bad)[0][1], ast.JoinedStr)


def test_a_changed_catalogue_changes_the_key_of_translated_cache_entries(tmp_path,
                                                                          monkeypatch):
    """The palette's thumbnails hold the tile's words painted in the user's language:
    their key hashes the .ts catalogues too, so a corrected translation is never served
    from an entry drawn with the old one (the plans, which hold no words, do not)."""
    from pacenote import diskcache

    package = tmp_path / "words_cache_probe"
    (package / "locale").mkdir(parents=True)
    (package / "__init__.py").write_text("", "utf-8")
    ts = package / "locale" / "probe_de.ts"
    ts.write_text("<TS><translation>PIT STOP</translation></TS>", "utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))

    def keys() -> tuple[str, str]:
        diskcache._package_digest.cache_clear()
        return (diskcache.source_digest("words_cache_probe"),
                diskcache.source_digest("words_cache_probe",
                                        suffixes=diskcache.WITH_TRANSLATIONS))

    code, words = keys()
    ts.write_text("<TS><translation>BOXENSTOPP</translation></TS>", "utf-8")
    assert keys() == (code, keys()[1]) and keys()[1] != words
    palette = (ROOT / "editor" / "palette.py").read_text("utf-8")
    assert "suffixes=diskcache.WITH_TRANSLATIONS" in palette
