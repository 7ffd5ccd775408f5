"""The command line in the player's language: ``--help`` of every command and option
(``--lang`` is read before typer builds the help) and the race report of ``pacenote
drive``; English stays as it was."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest
import typer

from pacenote import i18n
from pacenote.cli import language_from_argv
from pacenote.cli.app import COMMANDS, app

ROOT = Path(__file__).resolve().parent.parent
RALLY = ROOT / "examples" / "rulebook" / "rally-1.rally.json"


@pytest.fixture(autouse=True)
def english_after(monkeypatch):
    monkeypatch.setattr(i18n, "_explicit", None)
    yield
    i18n.set_language("en")


def _run(*args: str) -> str:
    done = subprocess.run([sys.executable, "-m", "pacenote", *args], capture_output=True,
                          text=True, timeout=600, cwd=ROOT, env={"COLUMNS": "200",
                                                                 "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    return done.stdout


def _help_texts() -> dict[str, list[str]]:
    """Every command's help and its parameters' help, as typer builds them now."""
    group = typer.main.get_command(app)
    out = {"": [group.help, *(p.help for p in group.params if p.help)]}
    for name in COMMANDS:
        command = group.commands[name]  # type: ignore[attr-defined]
        out[name] = [command.help, *(p.help for p in command.params if p.help)]
    return out


def test_lang_is_read_from_the_command_line_before_the_command():
    assert language_from_argv(["--root", ".", "--lang", "ru", "validate", "x"]) == 4
    assert i18n.current_language() == "ru" and i18n.explicit_language() == "ru"
    assert language_from_argv(["--lang=pl", "--help"]) == 2
    assert i18n.current_language() == "pl"
    assert language_from_argv(["--lang", "xx", "validate"]) == 2  # refused later, by typer
    assert i18n.current_language() == "pl"


def test_every_help_text_is_translated_and_english_is_kept():
    i18n.set_language("en")
    english = _help_texts()
    assert english[""][0] == "Build, check, test-drive and export Rallyman: DIRT stages."
    i18n.set_language("de")
    german = _help_texts()
    assert set(german) == set(english) == {"", *COMMANDS}
    same = [(name, text) for name in english for text, other in zip(english[name], german[name],
                                                                     strict=True)
            if text == other]
    assert same == []
    assert german["validate"][0].startswith("Prüft WPs und Rallyes: Aufbau, Spielbarkeit")
    assert any("[Standard: aus]" in text for text in german["graph"])  # a flag's default
    assert any("[Standard: die Option der Rallye-Datei" in text for text in german["drive"])


def test_help_in_russian_and_in_english():
    russian = _run("--lang", "ru", "validate", "--help")
    for words in ("Использование:", "Проверяет спецучастки и ралли", "Аргументы",
                  "Параметры", "[по умолчанию: text]", "Показать это сообщение и выйти."):
        assert words in russian, words
    english = _run("validate", "--help")
    for words in ("Usage:", "Check stages and rallies", "Arguments", "Options",
                  "[default: text]", "Show this message and exit."):
        assert words in english, words


def test_no_help_text_is_built_where_the_catalogue_cannot_find_it():
    """An option's help is a literal, a name marked with N_() where it is defined, or
    help_text(msg(...)): an f-string would stay English in every language."""
    wrong = []
    for path in sorted((ROOT / "cli").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            for keyword in node.keywords:
                value = keyword.value
                if keyword.arg == "help" and isinstance(value, (ast.JoinedStr, ast.BinOp)):
                    wrong.append(f"{path.name}:{value.lineno}")
                if keyword.arg == "help" and isinstance(value, ast.Call):
                    assert isinstance(value.func, ast.Name) and value.func.id == "help_text"
    assert wrong == []


@pytest.mark.parametrize(("language", "words"), [
    ("pl", ["rajdy", "samochody", "kierowca expert", "odcinki SS1, SS2, SS3", "czas rozgrywki",
            "Według kierowcy", "kierowca", "wygrane", "Czasy odcinków (średnia)"]),
    ("es", ["rallies de 2 coches", "piloto expert", "Tramos SS1, SS2, SS3",
            "duración de la partida", "Por piloto", "Tiempos de Tramo (media)"]),
])
def test_the_rally_race_report_in_the_players_language(language, words):
    report = _run("--lang", language, "drive", str(RALLY), "--players", "2", "--runs", "2")
    for word in words:
        assert word in report, word
    assert "Stage times" not in report and "play duration" not in report


def test_typer_words_follow_each_run_in_one_process(pacenote_cli, monkeypatch):
    """typer's own words are set for the language of each run that shows help, English
    included, so a process that showed German help shows English help afterwards."""
    monkeypatch.setenv("COLUMNS", "200")
    code, german, _ = pacenote_cli("--lang", "de", "graph", "--help")
    assert code == 0 and "Aufruf:" in german and "Zeigt diese Hilfe und beendet." in german
    assert "Optionen" in german
    i18n.set_language("en")
    monkeypatch.setattr(i18n, "_explicit", None)
    code, english, _ = pacenote_cli("graph", "--help")
    assert code == 0 and "Usage:" in english and "Show this message and exit." in english
    assert "Aufruf" not in english and "[default: off]" in english
    assert "Options" in english and "Optionen" not in english  # typer's panel title


def test_graph_output_in_german_json_in_english():
    stage = ROOT / "examples" / "rally-1" / "ss1.stage.json"
    german = _run("--lang", "de", "graph", str(stage))
    assert "Strecke in Fahrtreihenfolge" in german and "wenigste Würfel vom Start" in german
    assert "Einfahrt" in german and "course in driving order" not in german
    data = _run("--lang", "de", "graph", "--json", str(stage))
    assert '"fewest_dice"' in data and "Würfel" not in data
