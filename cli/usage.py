"""Usage errors (a bad option or argument) in the user's language.

typer's bundled click words its errors in English, with no translation hook (no
``gettext`` in ``typer._click``); pacenote's own checks raise ``typer.BadParameter``
with a :class:`~pacenote.i18n.Text`. :func:`usage_message` says either in the current
language: the frame (``Invalid value for '--laps': …``, ``Missing argument 'STAGE'.``,
``No such option: --x``) from the exception's parts, and click's own messages by the
templates below, each both the catalogue's source and the pattern that recognises the
English text (one home: a message click words differently stays English, never wrong).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from pacenote.i18n import N_, Text, said, tr

# click's and typer's messages, as they word them (values in braces).
CLICK_MESSAGES = (
    N_("{value} is not a valid integer."),
    N_("{value} is not a valid int range."),
    N_("{value} is not a valid float."),
    N_("{value} is not a valid float range."),
    N_("{value} is not a valid boolean. Recognized values: {values}"),
    N_("{value} is not in the range {range}."),
    N_("{value} is not one of {choices}."),
    N_("File {path} does not exist."),
    N_("Directory {path} does not exist."),
    N_("Path {path} does not exist."),
    N_("File {path} is a directory."),
    N_("Directory {path} is a file."),
    N_("Path {path} is not readable."),
    N_("File {path} is not readable."),
    N_("Directory {path} is not readable."),
    N_("No such option: {name}"),
    N_("No such command {name}."),
    N_("Missing command."),
    N_("Option {name} requires an argument."),
    N_("Option {name} requires {n} arguments."),
    N_("Option {name} does not take a value."),
    N_("Got unexpected extra argument(s) ({args})"),
    N_("Argument {name} takes {n} values."),
)
# The frame click puts around a parameter's message.
FRAMES = (N_("Invalid value for {param}: {problem}"), N_("Invalid value: {problem}"),
          N_("Missing argument {param}."), N_("Missing option {param}."),
          N_("Missing parameter {param}."), N_("{problem} (Possible options: {options})"))


@cache
def _patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    out = []
    for template in CLICK_MESSAGES:
        parts = re.split(r"\{(\w+)\}", template)
        pattern = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)"
                          for i, p in enumerate(parts))
        out.append((re.compile(f"^{pattern}$", re.DOTALL), template))
    return tuple(out)


def said_click(text: str) -> str:
    """One of click's messages (or pacenote's own :class:`~pacenote.i18n.Text`) in the
    current language; any other text as it is."""
    if isinstance(text, Text) or not isinstance(text, str):
        return said(text)
    for pattern, template in _patterns():
        found = pattern.match(text)
        if found is not None:
            return tr(template, **found.groupdict())
    return text


def _hint(exc: Any) -> str | None:
    """The parameter a BadParameter is about (``'--laps'``), as click names it."""
    hint = exc.param_hint
    if hint is None and exc.param is not None:
        hint = exc.param.get_error_hint(exc.ctx)
    if hint is not None and not isinstance(hint, str):
        hint = " / ".join(repr(x) for x in hint)
    return None if hint is None else str(hint)


def usage_message(exc: Any) -> str:
    """A usage error (click's ``UsageError`` or a subclass) in the current language."""
    kind = type(exc).__name__
    if kind == "MissingParameter":
        hint = _hint(exc)
        param_type = exc.param_type or (exc.param.param_type_name if exc.param else None)
        frame = {"argument": "Missing argument {param}.", "option": "Missing option {param}."
                 }.get(str(param_type), "Missing parameter {param}.")
        text = tr(frame, param=hint or "").replace(" .", ".")
        return f"{text} {said_click(exc.message)}" if exc.message else text
    if kind == "NoSuchOption":
        text = said_click(exc.message)
        if exc.possibilities:
            return tr("{problem} (Possible options: {options})", problem=text,
                      options=", ".join(sorted(exc.possibilities)))
        return text
    if hasattr(exc, "param_hint"):  # BadParameter
        hint = _hint(exc)
        if hint is None:
            return tr("Invalid value: {problem}", problem=said_click(exc.message))
        return tr("Invalid value for {param}: {problem}", param=hint,
                  problem=said_click(exc.message))
    return said_click(exc.message)
