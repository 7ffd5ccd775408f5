"""The translation catalogues are complete, current, keep every placeholder and use the
glossary's game terms (docs/languages.md).

- core (pacenote/locale/*.ts): every tr/trn/N_ message of the sources is in every release
  catalogue, finished, and nothing else is;
- editor (editor/translations/*.ts): every message pyside6-lupdate finds is there and
  finished, and the shipped .qm files are what pyside6-lrelease makes of the .ts files;
- placeholders: ``{name}`` (and Qt's ``%1``/``%n``) survive in every translation;
- glossary (pacenote/locale/glossary.json, schema-checked): wherever an English source
  uses a game term, the translation uses that language's term.
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest

from pacenote import i18n
from pacenote.jsonio import load_schema

ROOT = Path(__file__).resolve().parent.parent
RELEASE = [lang for lang in i18n.LANGUAGES if lang != "en"]
GLOSSARY = ROOT / "pacenote" / "locale" / "glossary.json"
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%[0-9n]")
FILE_SUFFIX = re.compile(r"\.(?:stage|rally)\.json\b")
OPTION = re.compile(r"--[a-z][a-z-]*")


def _tool():  # noqa: ANN202
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "scripts" / "i18n.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["i18n_tool"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


TOOL = _tool()


def _placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def _core(language: str) -> dict[tuple[str, str], str | list[str]]:
    return TOOL.read_ts(ROOT / "pacenote" / "locale" / f"pacenote_{language}.ts")


def _editor(language: str) -> list[tuple[str, str, bool, list[str], str | None]]:
    """(context, source, numerus, translations, type) of each editor message."""
    root = ET.parse(ROOT / "editor" / "translations" / f"editor_{language}.ts").getroot()
    out = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            t = m.find("translation")
            assert t is not None
            numerus = m.get("numerus") == "yes"
            texts = [f.text or "" for f in t.iter("numerusform")] if numerus else [t.text or ""]
            out.append((name, m.findtext("source") or "", numerus, texts, t.get("type")))
    return out


def _all_messages(language: str) -> list[tuple[str, str, list[str]]]:
    """(its name in the glossary's exceptions, English source(s) joined, translations)
    of every message, core and editor."""
    out = []
    for (source, comment), value in _core(language).items():
        if isinstance(value, list):  # a counted message's comment is its English plural
            out.append((source, f"{source} {comment}", value))
        else:  # another's comment tells the meaning: "source (comment)"
            out.append((f"{source} ({comment})" if comment else source, source, [value]))
    out += [(source, source, texts) for _, source, _, texts, _ in _editor(language)]
    return out


def test_glossary_follows_its_schema_and_its_patterns_compile():
    data = json.loads(GLOSSARY.read_text("utf-8"))
    jsonschema.Draft202012Validator(load_schema("glossary")).validate(data)
    ids = [t["id"] for t in data["terms"]]
    assert len(ids) == len(set(ids))
    for term in data["terms"]:
        re.compile(term["en_pattern"])
        for language in RELEASE:
            entry = term[language]
            re.compile(entry["pattern"])
            # the dictionary form itself matches the pattern the catalogues are held to
            assert re.search(entry["pattern"], entry["term"], re.IGNORECASE), (term["id"],
                                                                                language)
    # the terms the issue names are all there
    assert {"stage", "special-stage", "service", "loss-of-control", "gear", "brake-die",
            "leader-die", "seconds-token", "slide", "shortcut", "jump", "ford", "time-card",
            "spin", "crash", "sisu", "pit-stop", "focus-token", "grid", "lap"} <= set(ids)


@pytest.mark.parametrize("language", RELEASE)
def test_core_catalogue_is_complete_and_current(language):
    expected = {(m.source, m.comment) for m in TOOL.core_messages()}
    catalogue = _core(language)
    assert set(catalogue) == expected, "run: python scripts/i18n.py update"
    forms = i18n.plural_forms(language)
    unfinished = [key for key, value in catalogue.items()
                  if not value or (isinstance(value, list) and (len(value) != forms
                                                                or not all(value)))]
    assert unfinished == []


@pytest.mark.parametrize("language", RELEASE)
def test_core_translations_keep_every_placeholder(language):
    lost = []
    for (source, comment), value in _core(language).items():
        if isinstance(value, list):  # counted: each form keeps the fields of the English
            want = _placeholders(source) | _placeholders(comment)
            lost += [(source, form) for form in value if _placeholders(form) != want]
        elif _placeholders(value) != _placeholders(source):
            lost.append((source, value))
    assert lost == []


@pytest.mark.parametrize("language", RELEASE)
def test_editor_catalogue_is_finished_and_keeps_placeholders(language):
    messages = _editor(language)
    assert messages, "the editor catalogue is empty"
    assert [(c, s) for c, s, _, texts, kind in messages
            if kind in ("unfinished", "vanished", "obsolete") or not all(texts)] == []
    assert [(s, texts) for _, s, _, texts, _ in messages
            if any(_placeholders(t) - {"%n"} != _placeholders(s) - {"%n"} for t in texts)] == []
    forms = i18n.plural_forms(language)
    assert [s for _, s, numerus, texts, _ in messages if numerus and len(texts) != forms] == []


@pytest.mark.parametrize("language", RELEASE)
def test_editor_messages_have_a_context(language):
    """A message lupdate files under no context (a module-level ``tr("…")`` helper) is never
    found at run time: the editor translates with a named context."""
    assert [s for c, s, *_ in _editor(language) if not c] == []


@pytest.mark.parametrize("language", RELEASE)
def test_catalogues_use_the_glossary_terms(language):
    terms = json.loads(GLOSSARY.read_text("utf-8"))["terms"]
    wrong = []
    for exempt, english, translations in _all_messages(language):
        # {tile} is a value, not the word; --tiles an option's name (as it is in every
        # language); .stage.json a file's suffix
        english = FILE_SUFFIX.sub("", OPTION.sub("", PLACEHOLDER.sub("", english)))
        for term in terms:
            if not re.search(term["en_pattern"], english, re.IGNORECASE) \
                    or exempt in term.get("exceptions", {}):
                continue
            pattern = term[language]["pattern"]
            wrong += [(term["id"], english, t) for t in translations
                      if not re.search(pattern, t, re.IGNORECASE)]
    assert wrong == []


def test_glossary_check_catches_a_wrong_term(tmp_path):
    """The glossary check is not vacuous: Italian must say "prova speciale" for a stage."""
    terms = {t["id"]: t for t in json.loads(GLOSSARY.read_text("utf-8"))["terms"]}
    stage = terms["stage"]
    assert re.search(stage["en_pattern"], "Stage build guide", re.IGNORECASE)
    assert not re.search(stage["it"]["pattern"], "Guida di montaggio della tappa", re.I)
    assert re.search(stage["it"]["pattern"], "Guida di montaggio della prova speciale", re.I)


def _lrelease() -> str | None:
    try:
        return TOOL.tool("pyside6-lrelease")
    except SystemExit:
        return None


@pytest.mark.skipif(_lrelease() is None, reason="needs PySide6's lrelease")
def test_shipped_qm_files_are_compiled_from_the_current_ts(tmp_path):
    made = TOOL.compile_editor(tmp_path)
    for qm in made:
        shipped = ROOT / "editor" / "translations" / qm.name
        assert shipped.read_bytes() == qm.read_bytes(), \
            f"{shipped.name} is stale: run python scripts/i18n.py compile"


@pytest.mark.skipif(_lrelease() is None, reason="needs PySide6's lupdate")
def test_editor_catalogue_holds_every_message_of_the_sources(tmp_path):
    """lupdate run on a copy finds no message the shipped catalogue lacks."""
    ts = tmp_path / "editor_de.ts"
    shutil.copy2(ROOT / "editor" / "translations" / "editor_de.ts", ts)
    before = {(c, s) for c, s, *_ in _editor("de")}
    sources = sorted(str(p) for p in (ROOT / "editor").glob("*.py"))
    subprocess.run([TOOL.tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete",
                    *sources, "-ts", str(ts)], check=True, capture_output=True)
    root = ET.parse(ts).getroot()
    after = {(c.findtext("name") or "", m.findtext("source") or "")
             for c in root.iter("context") for m in c.iter("message")}
    assert after - before == set(), "run: python scripts/i18n.py update"


def test_catalogues_ship_in_the_package():
    from importlib import resources

    for language in RELEASE:
        assert resources.files("pacenote").joinpath("locale", f"pacenote_{language}.ts") \
            .is_file()
        assert i18n.catalogue(language) is not None
