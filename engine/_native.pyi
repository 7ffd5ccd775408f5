"""Types of the compiled kernels (engine/native/fronts.c)."""

from typing import Any

def expand(vals: Any, width: int, limit: int, secs: Any, offset: Any, count: Any, tids: Any,
           children: Any, cap: Any, one_by_one: int, table: Any, split_of: Any,
           p_lost: Any, p_end: Any, coef: Any, index: Any, terms: int, sv: float,
           out_vec: Any, out_secs: Any, out_move: Any, out_row: Any) -> int: ...
def select(vecs: Any, limit: int, stop: Any, starts: Any, keep: int, chosen: Any,
           sizes: Any) -> int: ...
