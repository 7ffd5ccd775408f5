"""A guard against new English in the command line's human output: a pseudo-locale.

Every message of the core catalogue is "translated" into a pseudo language that writes
each ASCII letter as an accented one (``stage`` -> ``ṡţáğé``), keeping ``{placeholders}``;
the commands then run in it (a subprocess that puts the pseudo catalogue in place of the
German one and runs ``pacenote --lang de ...``). A word of plain ASCII letters left in
the output came from a value (a file name, a tile id, a stage's name, an option) or from
a string that never went through the catalogues: the test fails on the second kind. The
values a command may print are allowed by name: the words of its command line, of the
files it reads, and the few names listed below with their reason.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"

# ASCII letter -> a look-alike that is no ASCII letter (Latin-1 and Latin Extended-A).
_PSEUDO_FROM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_PSEUDO_TO = "áƀċďéƒğĥíĵķľɱñóƥʠŕṡţúṽŵẋýžÁƁĊĎÉƑĞĤÍĴĶĽṀÑÓƤꝖŔṠŢÚṼŴẊÝŽ"
_PSEUDO = str.maketrans(_PSEUDO_FROM, _PSEUDO_TO)

# Run in the subprocess: the German catalogue replaced by the pseudo one (every message
# the sources hold, as scripts/i18n.py finds them), then the CLI.
_BOOT = """
import json, re, sys
from pacenote import i18n
from pacenote.cli import main

def pseudo(text):
    parts = re.split(r"(\\{[^{}]*\\}|%[0-9])", text)
    return "".join(p if i % 2 else p.translate(TABLE) for i, p in enumerate(parts))

TABLE = str.maketrans(FROM, TO)
messages = {}
for source, comment, numerus in json.loads(open(MESSAGES, encoding="utf-8").read()):
    messages[(source, comment)] = [pseudo(source), pseudo(comment)] if numerus \\
        else pseudo(source)
fake = i18n.Catalogue("de", messages)
i18n.catalogue = lambda language: fake if language == "de" else None
sys.argv = ["pacenote", "--lang", "de", *ARGS]
main()
"""

# Names a command prints as they are, each with its reason.
ALLOWED = {
    "pacenote", "Rallyman", "DIRT", "GT", "RX",  # the program's and the games' names
    "START", "FINISH",  # printed on the tiles: kept in every language (docs/languages.md)
    "PySide6", "PySide", "Qt", "pip", "editor",  # the install hint: pip install "pacenote[editor]"
    "JSON", "UTF", "PNG", "SVG", "PDF", "json", "png", "svg", "pdf", "rgt",  # formats
    "Rekee",  # the community editor's name
}
# Help's metavars and value words: option values typed as they are (docs/languages.md).
HELP_ALLOWED = {"OPTIONS", "FILE", "TEXT", "NUMBER", "DIR", "CODE", "STAGE", "RALLY", "OUT", "NAME",
                "TILES", "FILE_OR_DIR", "COUNT", "WIDTHxDEPTH", "COURSE_TILE", "TOKENS",
                "SHAPES", "ID", "LIST", "json", "github", "text", "error", "warning", "info",
                "short", "medium", "long", "easy", "hard", "jumps", "fords", "shortcuts",
                "slides", "gravel", "asphalt", "snow", "none", "after", "core", "dirt", "exp",
                "championship", "world", "tour", "percent", "native", "rekee", "rgt", "novice",
                "cautious", "balanced", "aggressive", "expert"}


def _words_of(value: object) -> set[str]:
    """Every ASCII word in a JSON value (names, ids, notes the author wrote)."""
    if isinstance(value, dict):
        return set().union(*(_words_of(k) | _words_of(v) for k, v in value.items())) \
            if value else set()
    if isinstance(value, list):
        return set().union(*(_words_of(v) for v in value)) if value else set()
    return set(re.findall(r"[A-Za-z]+", value)) if isinstance(value, str) else set()


def _file_words(paths: list[Path]) -> set[str]:
    out: set[str] = set()
    for path in paths:
        files = sorted(path.rglob("*.json")) if path.is_dir() else [path]
        for f in files:
            out |= set(re.findall(r"[A-Za-z]+", str(f)))
            with contextlib.suppress(ValueError, UnicodeDecodeError):
                out |= _words_of(json.loads(f.read_text("utf-8")))
    return out


def _tileset_words() -> set[str]:
    """The shipped tilesets' titles and names (data the tiles table prints as it is)."""
    from pacenote.tiles import load_tileset, tileset_names

    out = set()
    for name in tileset_names():
        out |= set(re.findall(r"[A-Za-z]+", f"{name} {load_tileset(name).title}"))
    return out


@pytest.fixture(scope="module")
def messages(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every core message of the sources (scripts/i18n.py's search), as a JSON file."""
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "scripts" / "i18n.py")
    assert spec is not None and spec.loader is not None
    script = sys.modules.get("i18n_tool") or importlib.util.module_from_spec(spec)
    sys.modules["i18n_tool"] = script  # dataclasses look their module up
    spec.loader.exec_module(script)
    found = [[m.source, m.comment, m.numerus] for m in script.core_messages(ROOT)]
    path = tmp_path_factory.mktemp("pseudo") / "messages.json"
    path.write_text(json.dumps(found), "utf-8")
    return path


def run_pseudo(args: list[str], cwd: Path, messages: Path) -> tuple[int, str]:
    boot = (f"FROM = {_PSEUDO_FROM!r}\nTO = {_PSEUDO_TO!r}\nARGS = {args!r}\n"
            f"MESSAGES = {str(messages)!r}\n" + _BOOT)
    done = subprocess.run([sys.executable, "-c", boot], capture_output=True, text=True,
                          timeout=600, cwd=cwd,
                          env={"COLUMNS": "200", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
                               "QT_QPA_PLATFORM": "offscreen"})
    return done.returncode, done.stdout + done.stderr



def _codes() -> set[str]:
    """The validators' stable finding codes (kept in every language)."""
    from pacenote.validators.codes import CODES

    return set(CODES)


def english_words(output: str, allowed: set[str]) -> list[str]:
    """Lines holding a word of three or more plain ASCII letters that is not allowed (an
    identifier with a digit, a tile id or ``ss1``, is a value; a finding code is kept)."""
    bad = []
    codes = _codes()
    for line in output.splitlines():
        unknown = []
        plain = re.sub(r"(?<![\w])--?[A-Za-z][\w-]*", "", line)  # option names, as typed
        plain = re.sub(r"[\w./-]*\.(?:json|rgt|pdf|png|svg|txt|html)\b", "", plain)  # files
        for token in re.findall(r"[A-Za-z0-9][A-Za-z0-9_-]*", plain):
            if token in codes or any(c.isdigit() for c in token):
                continue
            unknown += [w for w in re.split(r"[-_]", token) if len(w) >= 3 and w.isascii()
                        and w not in allowed and w.lower() not in allowed]
        if unknown:
            bad.append(f"{unknown}: {line.strip()}")
    return bad


def test_the_pseudo_language_marks_every_letter():
    assert "stage".translate(_PSEUDO) == "ṡţáğé"
    assert english_words("ṡţáğé 12 ss1.stage.json", set()) == []
    assert english_words("wrote x", set()) == ["['wrote']: wrote x"]
    assert english_words("ţíľé 210a: stage-length --tiles", set()) == []  # id, code, option
    assert english_words("ţíľé 210a: too long", set()) == ["['too', 'long']: ţíľé 210a: too long"]


@pytest.fixture(scope="module")
def broken(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("broken")
    (folder / "cut.stage.json").write_text('{"format": "pacenote-stage", "tiles": [', "utf-8")
    (folder / "typed.stage.json").write_text(
        json.dumps({"format": "pacenote-stage", "version": 1, "name": "x", "tileset": 7,
                    "tiles": []}), "utf-8")
    (folder / "draft.stage.json").write_text(
        json.dumps({"format": "pacenote-stage", "version": 1, "name": "draft",
                    "tileset": "dirt-core", "tiles": [{"tile": "202a", "q": 0, "r": 0,
                                                       "rot": 0}]}), "utf-8")
    return folder


# (command line, files read, exit codes accepted); {tmp}: a scratch folder.
COMMANDS = [
    (["validate", "examples"], ["examples"], (0, 1)),
    (["validate", "{broken}/cut.stage.json", "{broken}/typed.stage.json", "nothing.json"],
     ["{broken}"], (2,)),
    (["drive", "examples/rulebook/rally-1-ss1.stage.json", "--runs", "20"],
     ["examples/rulebook/rally-1-ss1.stage.json"], (0,)),
    (["drive", "examples/rulebook/rally-1-ss1.stage.json", "--runs", "4", "--players", "3"],
     ["examples/rulebook/rally-1-ss1.stage.json"], (0,)),
    pytest.param(["drive", "examples/rulebook/rally-1.rally.json", "--runs", "2"],
                 ["examples/rulebook"], (0,), marks=pytest.mark.slow),
    pytest.param(["drive", "examples/gt/circuit-1.stage.json", "--runs", "2", "--players", "2"],
                 ["examples/gt/circuit-1.stage.json"], (0,), marks=pytest.mark.slow),
    (["drive", "{broken}/cut.stage.json"], ["{broken}"], (2,)),
    (["drive", "examples/rulebook/rally-1-ss1.stage.json", "--runs", "x"], [], (2,)),
    (["drive", "examples/rulebook/rally-1-ss1.stage.json", "--bogus"], [], (2,)),
    (["drive"], [], (2,)),
    (["validate", "--format", "xml", "examples"], [], (2,)),
    (["tiles"], [], (0,)),
    (["tiles", "--tileset", "gt-core"], [], (0,)),
    (["tiles", "999z"], [], (2,)),
    (["generate", "--help"], [], (0,)),
    (["generate", "-o", "{tmp}/g.stage.json", "--terrain", "lava"], [], (1,)),
    (["generate", "-o", "{tmp}/g.stage.json", "--class", "short", "--with", "jumps",
      "--table", "150x100", "--budget", "2"], [], (0,)),
    (["generate", "-o", "{tmp}/c.stage.json", "--boxes", "gt-core", "--class", "short",
      "--budget", "2"], [], (0,)),
    pytest.param(["generate", "-o", "{tmp}/r.rally.json", "--rally", "--stages", "2",
                  "--budget", "2", "--minutes", "60"], [], (0,), marks=pytest.mark.slow),
    (["generate", "-o", "{tmp}/g.stage.json", "--class", "short", "--tiles", "12"], [], (2,)),
    pytest.param(["export", "examples/rulebook/rally-1-ss1.stage.json", "-o", "{tmp}/x.pdf"],
                 ["examples/rulebook/rally-1-ss1.stage.json"], (0,), marks=pytest.mark.slow),
    pytest.param(["export", "{broken}/draft.stage.json", "-o", "{tmp}/d.pdf"], ["{broken}"],
                 (0,), marks=pytest.mark.slow),  # a draft: the warning line
    (["export", "examples/rulebook/rally-1-ss1.stage.json", "-o", "{tmp}/x.doc"],
     ["examples/rulebook/rally-1-ss1.stage.json"], (2,)),
    (["layout", "1 x 201a 1 x 202a 1 x 203a 1 x 205a 1 x 208a 1 x 210b", "-o",
      "{tmp}/l.stage.json"], [], (0,)),
    (["layout", "202a 203a 203b 205a", "-o", "{tmp}/l.stage.json"], [], (2,)),
    (["layout", "202a 203a 204a", "--laps", "2", "-o", "{tmp}/l.stage.json"], [], (2,)),
    (["convert", "examples/dirt-climb/climb.stage.json", "-o", "{tmp}/c.json"],
     ["examples/dirt-climb/climb.stage.json"], (0,)),
    (["convert", "examples/rulebook/rally-1-ss1.stage.json", "-o", "{tmp}/none/c.json"],
     ["examples/rulebook/rally-1-ss1.stage.json"], (2,)),
    (["render", "--tile", "210a", "-o", "{tmp}/t.svg"], [], (0,)),
    (["render", "examples/rulebook/rally-1-ss1.stage.json", "-o", "{tmp}/t.bmp"],
     ["examples/rulebook/rally-1-ss1.stage.json"], (2,)),
    (["--lang", "xx", "validate"], [], (2,)),
]


def _id(case: object) -> str:
    args = case.values[0] if hasattr(case, "values") else case[0]  # type: ignore[index]
    return " ".join(args)[:60]


@pytest.mark.parametrize(("args", "reads", "codes"), COMMANDS, ids=[_id(c) for c in COMMANDS])
def test_no_english_left_in_the_human_output(args, reads, codes, broken, messages, tmp_path):
    def fill(text: str) -> str:
        return text.format(broken=broken, tmp=tmp_path)

    args = [fill(a) for a in args]
    code, output = run_pseudo(args, ROOT, messages)
    assert code in codes, output
    allowed = ALLOWED | HELP_ALLOWED | _tileset_words() | _file_words(
        [ROOT / fill(r) if not fill(r).startswith("/") else Path(fill(r)) for r in reads])
    allowed |= {w for a in args for w in re.findall(r"[A-Za-z]+", a)}
    bad = english_words(output, allowed)
    assert bad == [], "\n".join(bad)
