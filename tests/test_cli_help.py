"""Every command's --help as a new user reads it: one metavar style in the usage lines,
every option's default shown, no reference to a file an installed user does not have."""

from __future__ import annotations

import re

import pytest
from typer.main import get_command

from pacenote.cli.app import COMMANDS, app


def commands():  # noqa: ANN201
    group = get_command(app)
    return [(name, group.commands[name]) for name in COMMANDS]


@pytest.mark.parametrize(("name", "command"), commands(), ids=list(COMMANDS))
def test_every_option_shows_its_default(name: str, command) -> None:  # noqa: ANN001
    import typer

    ctx = typer.Context(command, info_name=name)
    lacking = []
    for param in command.params:
        record = param.get_help_record(ctx)
        if record is None or param.name == "help" or param.param_type_name != "option" \
                or param.required:
            continue
        if "default:" not in record[1]:
            lacking.append(record[0])
    assert not lacking, f"pacenote {name}: no default shown for {lacking}"


METAVAR = re.compile(r"^\[?[A-Z][A-Z0-9_|]*(\[=[A-Z]+\])?(\.\.\.)?\]?$|^[a-z0-9-]+(\|[a-z0-9-]+)+$")


@pytest.mark.parametrize(("name", "command"), commands(), ids=list(COMMANDS))
def test_one_metavar_style(name: str, command) -> None:  # noqa: ANN001
    """Arguments as click spells them (STAGE, [FILE], TILES...), values in upper case, a
    choice as its words (text|json|github): no {braces}, no <type>, no lower-case name."""
    import typer

    ctx = typer.Context(command, info_name=name)
    usage = " ".join(command.collect_usage_pieces(ctx))
    pieces = usage.split()[1:]  # after [OPTIONS]
    assert all(METAVAR.match(p) for p in pieces), usage  # none: options only (generate)
    for param in command.params:
        if param.param_type_name == "option" and not param.is_flag and not param.hidden:
            assert METAVAR.match(param.make_metavar(ctx)), (name, param.name)


def test_help_names_no_file_a_user_lacks(pacenote_cli) -> None:
    for name in COMMANDS:
        out = pacenote_cli(name, "--help")[1]
        assert not re.search(r"[\w/-]+\.md\b", out), (name, out)
        assert not re.search(r"<[a-z ]+>", out), (name, out)  # no second, <type> style
        assert "{" not in out.split("\n", 3)[1], out  # the usage line: no {braces}
