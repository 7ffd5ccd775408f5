"""Keep the translation catalogues up to date (docs/languages.md).

    python scripts/i18n.py update     # find the messages in the sources, merge them into the
                                      # .ts catalogues, compile the editor's .qm files
    python scripts/i18n.py compile    # only compile editor/translations/*.ts to .qm
    python scripts/i18n.py status     # per language: messages, unfinished

The core, export and CLI messages are the ``tr("…")`` / ``trn("…", "…", n)`` calls of
``pacenote.i18n`` (and ``N_``, and ``msg``/``msgn``: the validators' findings), found here
with ``ast``, kept in ``pacenote/locale/pacenote_XX.ts``;
the editor's are its ``self.tr()`` / ``QCoreApplication.translate()`` calls, found by
Qt's ``pyside6-lupdate`` and kept in ``editor/translations/editor_XX.ts``, compiled by
``pyside6-lrelease`` to the ``.qm`` files the editor loads.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
CORE_FOLDERS = ("pacenote", "engine", "validators", "export", "cli", "editor",  # editor: trn()
                "generate")
CORE_LOCALE = ROOT / "pacenote" / "locale"
EDITOR_LOCALE = ROOT / "editor" / "translations"
RELEASE = ("es", "it", "pl", "ru", "fr", "de")
QT_NAMES = {"es": "es_ES", "it": "it_IT", "pl": "pl_PL", "ru": "ru_RU", "fr": "fr_FR",
            "de": "de_DE"}


@dataclass(frozen=True)
class Message:
    source: str
    comment: str  # the disambiguation, or the English plural of a counted message
    numerus: bool
    where: str  # file:line of its first use


def _literal(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def help_messages(tree: ast.Module, path: Path) -> list[Message]:
    """The ``--help`` texts of a CLI module: every literal ``help=`` keyword, and the
    docstring of every function typer makes a command or the group's callback of
    (``@app.command(...)``, ``@app.callback()``), cleaned as ``inspect.getdoc`` does."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            for keyword in node.keywords:
                text = _literal(keyword.value) if keyword.arg == "help" else None
                if text:
                    out.append(Message(text, "", False, f"{path}:{keyword.value.lineno}"))
        elif isinstance(node, ast.FunctionDef) and any(
                isinstance(d, ast.Call) and isinstance(d.func, ast.Attribute)
                and d.func.attr in ("command", "callback") for d in node.decorator_list):
            doc = ast.get_docstring(node, clean=True)
            if doc:
                out.append(Message(doc, "", False, f"{path}:{node.lineno}"))
    return out


def core_messages(root: Path = ROOT) -> list[Message]:
    """Every ``tr``/``trn`` message of the Qt-free layers, in source order, once each."""
    found: dict[tuple[str, str], Message] = {}
    for folder in CORE_FOLDERS:
        for path in sorted((root / folder).rglob("*.py")):
            # the functions themselves pass their callers' messages on: only their own
            # literal messages are collected there
            lenient = path == root / "pacenote" / "i18n.py"
            tree = ast.parse(path.read_text("utf-8"), str(path))
            if folder == "cli":  # --help: options' help= texts and the commands' docstrings
                for msg in help_messages(tree, path.relative_to(root)):
                    found.setdefault((msg.source, msg.comment), msg)
            for node in ast.walk(tree):
                if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                    continue
                name = node.func.id
                if name not in ("tr", "trn", "N_", "msg", "msgn") or not node.args:
                    continue
                args = [_literal(a) for a in node.args[:2]]
                where = f"{path.relative_to(root)}:{node.lineno}"
                if lenient and (args[0] is None or (name in ("trn", "msgn") and args[1] is None)):
                    continue
                if args[0] is None:
                    if name in ("tr", "msg"):  # tr(variable): its texts are marked with N_()
                        continue
                    raise SystemExit(f"{where}: {name}() needs a string literal")
                if name in ("trn", "msgn"):
                    if len(args) < 2 or args[1] is None:
                        raise SystemExit(f"{where}: {name}() needs two string literals")
                    msg = Message(args[0], args[1], True, where)
                else:
                    comment = args[1] if len(args) > 1 and args[1] is not None else ""
                    msg = Message(args[0], comment, False, where)
                found.setdefault((msg.source, msg.comment), msg)
    return sorted(found.values(), key=lambda m: (m.where.split(":")[0],
                                                 int(m.where.split(":")[1])))


def read_ts(path: Path) -> dict[tuple[str, str], str | list[str]]:
    """The finished and unfinished translations of a core catalogue."""
    if not path.exists():
        return {}
    out: dict[tuple[str, str], str | list[str]] = {}
    for message in ET.parse(path).getroot().iter("message"):
        t = message.find("translation")
        key = (message.findtext("source") or "", message.findtext("comment") or "")
        if t is None:
            continue
        if message.get("numerus") == "yes":
            out[key] = [f.text or "" for f in t.iter("numerusform")]
        else:
            out[key] = t.text or ""
    return out


def forms(language: str) -> int:
    return 3 if language in ("pl", "ru") else 2


def write_ts(path: Path, language: str, messages: list[Message],
             translations: dict[tuple[str, str], str | list[str]]) -> None:
    """The catalogue, in the order of the sources; a message with no (complete)
    translation is marked unfinished, as Qt Linguist does."""
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
             f'<TS version="2.1" language="{QT_NAMES[language]}" sourcelanguage="en">',
             "<context>", "    <name>pacenote</name>"]
    for m in messages:
        t = translations.get((m.source, m.comment))
        head = '    <message numerus="yes">' if m.numerus else "    <message>"
        lines += [head, f'        <location filename="../../{m.where.split(":")[0]}" '
                        f'line="{m.where.split(":")[1]}"/>',
                  f"        <source>{escape(m.source)}</source>"]
        if m.comment:
            lines.append(f"        <comment>{escape(m.comment)}</comment>")
        if m.numerus:
            values = list(t) if isinstance(t, list) else []
            values = (values + [""] * forms(language))[:forms(language)]
            done = all(values)
            lines.append("        <translation>" if done
                         else '        <translation type="unfinished">')
            lines += [f"            <numerusform>{escape(v)}</numerusform>" for v in values]
            lines.append("        </translation>")
        else:
            text = t if isinstance(t, str) else ""
            attr = "" if text else ' type="unfinished"'
            lines.append(f"        <translation{attr}>{escape(text)}</translation>")
        lines.append("    </message>")
    lines += ["</context>", "</TS>", ""]
    path.write_text("\n".join(lines), "utf-8")


def update_core() -> None:
    messages = core_messages()
    CORE_LOCALE.mkdir(parents=True, exist_ok=True)
    for language in RELEASE:
        path = CORE_LOCALE / f"pacenote_{language}.ts"
        write_ts(path, language, messages, read_ts(path))


def tool(name: str) -> str:
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install pacenote[editor] (PySide6)")
    return found


def editor_ts(language: str) -> Path:
    return EDITOR_LOCALE / f"editor_{language}.ts"


def update_editor() -> None:
    EDITOR_LOCALE.mkdir(parents=True, exist_ok=True)
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "editor").glob("*.py"))
    for language in RELEASE:
        subprocess.run([tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete",
                        "-target-language", QT_NAMES[language], *sources,
                        "-ts", str(editor_ts(language).relative_to(ROOT))],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def compile_editor(out: Path = EDITOR_LOCALE) -> list[Path]:
    """Compile each editor catalogue to ``out/editor_XX.qm``; returns the files."""
    made = []
    for language in RELEASE:
        qm = out / f"editor_{language}.qm"
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(editor_ts(language)),
                        "-qm", str(qm)], check=True, stdout=subprocess.DEVNULL)
        made.append(qm)
    return made


def status() -> None:
    messages = core_messages()
    for language in RELEASE:
        t = read_ts(CORE_LOCALE / f"pacenote_{language}.ts")
        missing = [m for m in messages if not t.get((m.source, m.comment))
                   or (isinstance(t[(m.source, m.comment)], list)
                       and not all(t[(m.source, m.comment)]))]
        root = ET.parse(editor_ts(language)).getroot() if editor_ts(language).exists() else None
        editor_open = 0 if root is None else sum(
            1 for t_ in root.iter("translation") if t_.get("type") == "unfinished")
        print(f"{language}: core {len(messages) - len(missing)}/{len(messages)}, "
              f"editor unfinished {editor_open}")


def main(argv: list[str]) -> None:
    command = argv[0] if argv else "update"
    if command == "update":
        update_core()
        update_editor()
        compile_editor()
    elif command == "compile":
        compile_editor()
    elif command == "status":
        status()
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
