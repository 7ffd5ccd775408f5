"""pacenote.i18n: the language from the environment or --lang, plural forms per language,
the decimal comma, and the .ts reader (Qt-free)."""

from __future__ import annotations

import pytest

from pacenote import i18n


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("env", "expected"), [
    ({"LANG": "es_ES.UTF-8"}, "es"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LC_ALL": "de_DE.UTF-8", "LANG": "es_ES.UTF-8"}, "de"),
    ({"LC_MESSAGES": "pl_PL.UTF-8", "LANG": "es_ES.UTF-8"}, "pl"),
    ({"LANGUAGE": "xx:ru_RU", "LC_ALL": "de_DE.UTF-8"}, "ru"),
    ({"LANGUAGE": "xx", "LANG": "it_IT.UTF-8"}, "it"),
    ({"LANG": "ja_JP.UTF-8"}, "en"),
    ({}, "en"),
])
def test_language_from_the_environment(env, expected):
    assert i18n.detect_language(env) == expected


def test_unknown_language_is_refused():
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        i18n.set_language("xx")


@pytest.mark.parametrize(("language", "counts"), [
    ("en", {0: 1, 1: 0, 2: 1, 5: 1, 21: 1}),
    ("de", {0: 1, 1: 0, 2: 1}),
    ("fr", {0: 0, 1: 0, 2: 1, 10: 1}),
    ("pl", {1: 0, 2: 1, 4: 1, 5: 2, 12: 2, 14: 2, 21: 2, 22: 1, 25: 2, 112: 2, 0: 2}),
    ("ru", {1: 0, 2: 1, 5: 2, 11: 2, 21: 0, 22: 1, 111: 2, 101: 0, 0: 2}),
])
def test_plural_rules(language, counts):
    assert {n: i18n.plural_index(language, n) for n in counts} == counts


TS = """<?xml version="1.0" encoding="utf-8"?>
<TS version="2.1" language="pl_PL"><context><name>pacenote</name>
<message><source>stage</source><translation>odcinek specjalny</translation></message>
<message><source>draft</source><translation type="unfinished"></translation></message>
<message numerus="yes"><source>{n} tile</source><comment>{n} tiles</comment>
<translation><numerusform>{n} kafel</numerusform><numerusform>{n} kafle</numerusform>
<numerusform>{n} kafli</numerusform></translation></message>
</context><context><name>Other</name>
<message><source>stage</source><translation>wrong context</translation></message>
</context></TS>"""


def test_ts_reader_and_plurals(monkeypatch):
    book = i18n.parse_ts(TS, "pl")
    monkeypatch.setattr(i18n, "catalogue", lambda language: book)
    i18n.set_language("pl")
    assert i18n.tr("stage") == "odcinek specjalny"
    assert i18n.tr("draft") == "draft"  # unfinished: the source
    assert [i18n.trn("{n} tile", "{n} tiles", n) for n in (1, 3, 5, 22)] == [
        "1 kafel", "3 kafle", "5 kafli", "22 kafle"]


def test_english_is_the_source():
    i18n.set_language("en")
    assert i18n.tr("{a} and {b}", a=1, b=2) == "1 and 2"
    assert [i18n.trn("{n} tile", "{n} tiles", n) for n in (0, 1, 2)] == [
        "0 tiles", "1 tile", "2 tiles"]


@pytest.mark.parametrize("language", ["es", "it", "pl", "ru", "fr", "de"])
def test_decimal_comma(language):
    i18n.set_language(language)
    assert i18n.decimal("1:58.8 and 0.71, SS1.") == "1:58,8 and 0,71, SS1."
    i18n.set_language("en")
    assert i18n.decimal("1:58.8") == "1:58.8"
