"""Text from files, made safe to print: a shared file cannot drive the terminal or the CI log.

Labels, stage names and file names come from strangers. Printed raw, an escape
sequence could move the cursor or retitle the terminal, a newline could start a
line of its own, and a line beginning with ``::`` is a GitHub Actions command
(``::error file=…::``). :func:`safe` writes every such character as a visible
``\\xNN``/``\\uNNNN`` escape; the JSON outputs escape them by JSON's own rules.
"""

from __future__ import annotations

import re

# C0 and C1 controls, DEL, line/paragraph separators, bidirectional overrides and
# isolates (they reorder what the reader sees), and lone surrogates (undecodable
# bytes of a file name).
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def safe(text: str) -> str:
    """``text`` as one printable line: unsafe characters escaped, no leading ``::``.

    >>> safe("SS1\\x1b]0;pwned\\x07")
    'SS1\\\\x1b]0;pwned\\\\x07'
    >>> safe("::error::forged")
    '\\\\x3a:error::forged'
    """
    out = _UNSAFE.sub(_escape, text)
    return "\\x3a" + out[1:] if out.startswith("::") else out


def safe_markup(text: str) -> str:
    """:func:`safe`, and rich's ``[markup]`` escaped, for text inside a rich table or line."""
    from rich.markup import escape

    return escape(safe(text))
