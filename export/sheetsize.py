"""How many driver columns a rally sheet has (no imports: the CLI's option help reads it)."""

from __future__ import annotations

DEFAULT_DRIVERS = 6  # the rulebook's sheet has six driver columns
MAX_DRIVERS = 10  # beyond that the columns get too narrow to write a time in
