"""The ``pacenote`` command: one Typer app; each command group lives in its own module.

A command's module is imported only when that command runs (or when help lists it), so
``pacenote validate`` never loads Qt, the export layer or the engine, and ``pacenote
--version`` loads none of them: :data:`COMMANDS` says which module defines each command.
"""

from __future__ import annotations

import copy
import importlib
import re
from collections.abc import Iterator, MutableMapping
from pathlib import Path
from typing import Any

import typer
from typer.core import TyperArgument, TyperGroup, TyperOption
from typer.main import get_command_from_info, get_command_name

from pacenote.cli.inputs import configure, guard
from pacenote.i18n import N_, Text, tr

# typer bundles click and exports only BadParameter; its base class is click's UsageError,
# which typer raises for every bad argument (missing, out of range, unknown option).
UsageError: type[Any] = typer.BadParameter.__mro__[1]

# Command name -> module of pacenote.cli that defines it, in the order help lists them.
COMMANDS: dict[str, str] = {
    "convert": "convert",
    "drive": "drive",
    "edit": "edit",
    "export": "export",
    "generate": "generate",
    "graph": "graph",
    "layout": "layout",
    "tilelist": "layout",
    "tiles": "tiles",
    "render": "tiles",
    "validate": "validate",
}


# One metavar style for every value a user types: upper case, named for what it is.
_TYPE_METAVARS = {"path": "FILE", "int": "N", "int range": "N", "float": "NUMBER",
                  "float range": "NUMBER", "str": "TEXT"}
# What rich would read as a markup tag in a help text ("[default: none]"): written with
# a backslash, so the help shows it (rich.markup.escape's rule, without loading rich).
_MARKUP_TAG = re.compile(r"(\\*)(\[[a-z#/@][^[]*?])")


def _literal(text: str) -> str:
    return _MARKUP_TAG.sub(lambda m: f"{m[1]}{m[1]}\\{m[2]}", text)


class _Argument(TyperArgument):
    """A positional argument in the usage line as click spells it: ``STAGE`` when
    required, ``[STAGE]`` when not, ``STAGE...`` for several (typer's own ``{stage}``
    braces and lower case are not used)."""

    def make_metavar(self, ctx: Any, *, usage: bool = False) -> str:
        var = self.metavar or (self.name or "").upper()
        if self.nargs != 1:
            var += "..."
        return f"[{var}]" if usage and not self.required else var


def _no_type_metavar(*_args: Any, **_kwargs: Any) -> str:
    return ""


# Help texts with values (``msg``), by their English text: typer and click keep the text
# as a plain string, and the translation is looked up by it when the command is built.
_HELP_TEXTS: dict[str, Text] = {}
# The words of typer's and click's own help (panel titles, usage, defaults).
CLICK_WORDS = (N_("Usage:"), N_("Show this message and exit."), N_("Arguments"),
               N_("Options"), N_("Commands"), N_("[default: {}]"), N_("[required]"),
               N_("Error"))


def help_text(text: Text) -> str:
    """A help text with values (``help=help_text(msg("… {x}", x=…))``), translated with
    the others when the help is built."""
    _HELP_TEXTS[str(text)] = text
    return text


def say_help(text: str | None) -> str | None:
    """A help text (an option's, a command's docstring) in the current language: the
    language is known before typer builds a command (``--lang`` is read from the command
    line first, :func:`pacenote.cli.main`)."""
    if not text:
        return text
    found = _HELP_TEXTS.get(text)
    return found.translated() if found is not None else tr(text)


_spoken: list[str] = []  # the languages speak_help has set typer's words in


def speak_help() -> None:
    """typer's own words in the current language: its help option, the usage line's
    prefix (typer's bundled click writes them in English) and its panel titles and
    markers (module-level strings of typer's, set again on every run, so English is
    restored too). An English run after none in another language leaves typer untouched
    (and its rich help unloaded until needed)."""
    from pacenote.i18n import current_language

    if current_language() == "en" and not _spoken:
        return
    from typer import rich_utils
    from typer._click import core as click_core
    from typer._click import formatting

    _spoken.append(current_language())
    if not _spoken[1:]:  # once per process: the words are looked up when help is shown
        help_option, write_usage = click_core.Command.get_help_option, \
            formatting.HelpFormatter.write_usage

        def get_help_option(self: Any, ctx: Any) -> Any:
            option = help_option(self, ctx)
            if option is not None:
                option.help = tr("Show this message and exit.")
            return option

        def usage(self: Any, prog: str, args: str = "", prefix: str | None = None) -> None:
            write_usage(self, prog, args, tr("Usage:") + " " if prefix is None else prefix)

        click_core.Command.get_help_option = get_help_option  # type: ignore[method-assign]
        formatting.HelpFormatter.write_usage = usage  # type: ignore[method-assign]
    for name, text in (("ARGUMENTS_PANEL_TITLE", "Arguments"), ("OPTIONS_PANEL_TITLE", "Options"),
                       ("COMMANDS_PANEL_TITLE", "Commands"), ("DEFAULT_STRING", "[default: {}]"),
                       ("REQUIRED_LONG_STRING", "[required]"), ("ERRORS_PANEL_TITLE", "Error")):
        setattr(rich_utils, name, tr(text))


def translated(command: Any) -> Any:
    """A command's (or the group's) help and its parameters' help in the current
    language, before :func:`tidy` adds to them."""
    command.help = say_help(command.help)
    command.short_help = say_help(command.short_help)
    for param in command.params:
        if param.help:
            param.help = say_help(param.help)
    return command


def tidy(command: Any) -> Any:
    """Every command's parameters in the house style: an upper-case metavar (the type's
    when the command gives none: FILE, N, NUMBER, TEXT, ``a|b`` for a choice), every
    option's default shown in ``--help`` (a flag is off unless given); its help texts in
    the current language."""
    english = {id(param): param.help or "" for param in command.params}
    translated(command)
    for param in command.params:
        flag = isinstance(param, TyperOption) and param.is_flag
        if param.metavar is None and not flag:
            choices = getattr(param.type, "choices", None)
            if choices is not None:
                param.metavar = "|".join(map(str, choices))
            elif isinstance(param, TyperArgument):
                param.metavar = (param.name or "").upper()
            else:
                param.metavar = _TYPE_METAVARS.get(param.type.name, "VALUE")
        if isinstance(param, TyperArgument):
            param.__class__ = _Argument
            # no second name in help's type column ("STAGE <path>"): the metavar says it
            param.type = copy.copy(param.type)
            vars(param.type)["get_metavar"] = _no_type_metavar
        if isinstance(param, TyperOption) and not param.hidden:
            param.show_default = True
            plain_flag = param.is_flag and not param.secondary_opts
            if plain_flag and not param.default and "[default:" not in english[id(param)]:
                param.help = f"{param.help or ''} {tr('[default: off]')}".strip()
        if param.help and app.rich_markup_mode == "rich":
            param.help = _literal(param.help)
    return command


class _LazyCommands(MutableMapping[str, Any]):
    """The group's commands by name: all of :data:`COMMANDS` are listed (help, typo
    suggestions); a command is built from its module the first time it is looked up."""

    def __init__(self, built: MutableMapping[str, Any]) -> None:
        # commands already registered when the group was made (their module imported)
        self._built = {name: tidy(guard(command)) for name, command in built.items()}

    def __getitem__(self, name: str) -> Any:
        if name not in self._built and name in COMMANDS:
            importlib.import_module(f"pacenote.cli.{COMMANDS[name]}")
            for info in app.registered_commands:
                assert info.callback is not None
                cmd_name = info.name or get_command_name(info.callback.__name__)
                if cmd_name not in self._built:
                    self._built[cmd_name] = tidy(guard(get_command_from_info(
                        info, pretty_exceptions_short=app.pretty_exceptions_short,
                        rich_markup_mode=app.rich_markup_mode)))
        return self._built[name]

    def __setitem__(self, name: str, command: Any) -> None:
        self._built[name] = tidy(guard(command))

    def __delitem__(self, name: str) -> None:
        del self._built[name]

    def __iter__(self) -> Iterator[str]:
        yield from COMMANDS
        yield from (name for name in self._built if name not in COMMANDS)

    def __len__(self) -> int:
        return len(set(COMMANDS) | set(self._built))

    def __contains__(self, name: object) -> bool:
        return name in COMMANDS or name in self._built


class LazyGroup(TyperGroup):
    """typer's group with commands loaded on first use (see :class:`_LazyCommands`)."""

    def __init__(self, **attrs: Any) -> None:
        super().__init__(**attrs)
        translated(self)
        self.commands = _LazyCommands(self.commands)


app = typer.Typer(
    name="pacenote",
    cls=LazyGroup,
    help="Build, check, test-drive and export Rallyman: DIRT stages.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _language(value: str | None) -> None:
    if value:
        from pacenote.i18n import set_language

        try:
            set_language(value, explicit=True)
        except ValueError as exc:
            raise typer.BadParameter(exc.args[0]) from None


def _version(value: bool) -> None:
    if value:
        from pacenote import __version__

        typer.echo(f"pacenote {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                 help="Show the version and exit."),
    lang: str | None = typer.Option(None, "--lang", metavar="CODE", callback=_language,
                                    is_eager=True, help="Language of the output: en, es, it, "
                                    "pl, ru, fr or de (default: the locale's, LANG)."),
    root_folder: Path = typer.Option(Path("."), "--root", metavar="DIR", file_okay=False,
                                     exists=True,
                                     help="Files named on the command line may come from "
                                          "this folder only: a symlink leading out of it is "
                                          "not read (default: the current folder).",
                                     show_default=False),
    follow_symlinks: bool = typer.Option(False, "--follow-symlinks",
                                         help="Read named files through symlinks leading "
                                              "out of the --root folder."),
) -> None:
    """Build, check, test-drive and export Rallyman: DIRT stages."""
    configure(root_folder, follow_symlinks)
