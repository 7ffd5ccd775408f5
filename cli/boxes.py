"""The ``--boxes`` option, one meaning for every command that takes it."""

from __future__ import annotations

import typer

from pacenote.boxes import BoxListError, BoxSpec, parse_boxes
from pacenote.i18n import N_

BOXES_HELP = N_("The boxes you own: box names, comma-separated (dirt-core,dirt-110-percent; "
                "NAME:COUNT for several copies), or a count N: N copies of the box of each "
                "tileset the stage uses (rallies say their own). An unknown name is refused "
                "with the list of known ones.")


def boxes_option(value: str) -> BoxSpec:
    """The option's value as a box spec; a bad one is a usage error naming the option."""
    try:
        return parse_boxes(value)
    except BoxListError as exc:
        raise typer.BadParameter(exc.message, param_hint="--boxes") from None
