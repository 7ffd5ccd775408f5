"""Every finding code, its fixed severity and what it means (validators/README.md).

Codes are an API for community CI scripts: never rename one; retire it instead.
"""

from __future__ import annotations

from typing import Literal

Severity = Literal["error", "warning", "info"]
SEVERITIES: tuple[Severity, ...] = ("error", "warning", "info")

CODES: dict[str, tuple[Severity, str]] = {
    # Files
    "unreadable-file": ("error", "the file could not be read (exit code 2)"),
    # Tiles
    "unknown-tileset": ("error", "the stage names a tileset pacenote does not know"),
    "unknown-tile": ("error", "a placed tile side is not in the tileset"),
    "tile-used-twice": ("error", "the box's only copy of a tile side is placed twice"),
    "tile-both-sides": ("error", "sides a and b of one physical tile are both placed"),
    "too-many-copies": ("error", "a tile number is used more often than the boxes hold"),
    "stacked-tiles": ("error", "two or more tiles on one hex"),
    # START and FINISH
    "no-start": ("error", "no START tile"),
    "several-starts": ("error", "more than one START tile"),
    "no-finish": ("error", "no FINISH tile"),
    "several-finishes": ("error", "more than one FINISH tile"),
    "start-without-grid": ("error", "no cell behind the start line in the travel direction"),
    "finish-not-crossed": ("error", "the course never gets past the finish line"),
    # The chain
    "open-end": ("error", "the course stops at a road end facing an empty hex"),
    "road-into-no-road": ("error", "the course runs into a tile side without road"),
    "lane-mismatch": ("error", "lanes do not line up at a joint"),
    "loop": ("error", "the course runs back into itself"),
    "branch": ("error", "a tile off the course joins the course's road"),
    "ambiguous-joint": ("error", "road ends of two non-consecutive course tiles meet"),
    "service-not-after-finish": ("error", "the service park is attached elsewhere than after "
                                          "the FINISH"),
    "tile-unused": ("warning", "a road tile is not on the course and not joined to it"),
    # Playability
    "finish-unreachable": ("error", "no sequence of moves leads from the grid past the finish"),
    "shortcut-unusable": ("warning", "a shortcut can never be entered, or leads nowhere"),
    "slide-unusable": ("warning", "a slide row can never be crossed sliding"),
    "jump-unusable": ("warning", "every landing of a jump is a loss of control"),
    "stage-length": ("info", "road tiles on the course and the rulebook length class"),
    "stage-shorter-than-guidelines": ("warning", "fewer road tiles than the rulebook's short "
                                                 "stage"),
    "stage-longer-than-guidelines": ("warning", "more road tiles than the rulebook's long stage"),
    "one-lane-section": ("info", "a row one car wide: blocking risk with many cars"),
    "danger-profile": ("info", "how many course tiles have each danger level"),
    "long-straight": ("info", "several tiles in a row without a speed limit"),
    "jump-lands-on-limit": ("info", "a jump can land on a cell whose limit is below the "
                                    "jump's gear"),
    "jump-lands-in-ford": ("info", "a jump reaches a ford, where no car lands (reading)"),
    # GT circuits
    "circuit-no-start-finish": ("error", "a GT stage without the start-finish piece 102"),
    "circuit-open": ("error", "the circuit does not close back into its start-finish piece"),
    "pit-in-circuit": ("error", "the pit-stop piece lies where the circuit's road goes on"),
    "pit-not-beside": ("warning", "the pit-stop piece touches no piece of the circuit"),
    "no-pit-stop": ("warning", "the circuit has no pit-stop piece"),
    "circuit-length": ("info", "pieces in the loop, laps and the rulebook race class"),
    # DIRT circuits (RX) and junctions
    "joker-missing": ("warning", "an RX circuit without a joker branch"),
    "branch-not-joined": ("error", "a road leaving the course at a junction does not join it "
                                   "again"),
    # Rallies
    "rally-stage-unreadable": ("error", "a stage of the rally could not be read"),
    "rally-stage-invalid": ("error", "a stage of the rally has errors"),
    "rally-service-missing": ("error", "the plan has service after a stage without a service "
                                       "park after its FINISH"),
    "rally-service-unplanned": ("error", "a stage ends with a service park the plan does not "
                                         "have"),
    "rally-service-after-last-stage": ("info", "service after the last stage changes nothing"),
    "rally-single-stage": ("warning", "a rally of one stage"),
    "rally-length": ("info", "the rally's stages, road tiles and rulebook length class"),
}


def severity(code: str) -> Severity:
    return CODES[code][0]
