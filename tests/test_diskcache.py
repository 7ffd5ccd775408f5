"""The disk cache stays within its size bound per kind: the least recently used entries
go first, a read counts as a use, reads never prune, and writes check the size only
now and then (the first write of a kind in a process, then every PRUNE_EVERY)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pacenote import diskcache

KB = 1024


@pytest.fixture
def cache(monkeypatch, tmp_path) -> Path:  # noqa: ANN001
    monkeypatch.setenv("PACENOTE_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(diskcache, "_writes", {})
    return tmp_path


def _age(cache: Path, kind: str, ages: dict[str, int]) -> None:
    """Set each entry's last use ``ages[key]`` seconds ago."""
    now = 1_700_000_000
    for key, age in ages.items():
        os.utime(cache / kind / f"{key}.bin", (now - age, now - age))


def _keys(cache: Path, kind: str) -> set[str]:
    return {p.name.removesuffix(".bin") for p in (cache / kind).iterdir()}


def test_a_kind_is_kept_within_its_bound_oldest_first(cache, monkeypatch) -> None:
    for key in "abcd":
        diskcache.write_bytes("plans", key, "bin", b"x" * KB)
    _age(cache, "plans", {"a": 40, "b": 30, "c": 20, "d": 10})
    monkeypatch.setattr(diskcache, "MAX_KIND_BYTES", 3 * KB)
    monkeypatch.setattr(diskcache, "PRUNE_EVERY", 1)
    assert diskcache.read_bytes("plans", "a", "bin") == b"x" * KB  # a is used again
    diskcache.write_bytes("plans", "e", "bin", b"y" * KB)  # 5 KB: two must go
    assert _keys(cache, "plans") == {"a", "d", "e"}  # b and c were the least recently used


def test_reads_never_prune_and_writes_check_now_and_then(cache, monkeypatch) -> None:
    monkeypatch.setattr(diskcache, "MAX_KIND_BYTES", 2 * KB)
    monkeypatch.setattr(diskcache, "PRUNE_EVERY", 3)
    diskcache.write_bytes("celltemplates", "a", "bin", b"x" * KB)  # checked: fits
    diskcache.write_bytes("celltemplates", "b", "bin", b"x" * KB)
    diskcache.write_bytes("celltemplates", "c", "bin", b"x" * KB)  # not checked
    _age(cache, "celltemplates", {"a": 30, "b": 20, "c": 10})
    for key in "abc":
        assert diskcache.read_bytes("celltemplates", key, "bin") is not None
    assert _keys(cache, "celltemplates") == {"a", "b", "c"}  # over the bound until a check
    _age(cache, "celltemplates", {"a": 30, "b": 20, "c": 10})
    diskcache.write_bytes("celltemplates", "d", "bin", b"x" * KB)  # the 4th write: checked
    assert _keys(cache, "celltemplates") == {"c", "d"}


def test_other_kinds_and_writes_in_progress_are_left_alone(cache, monkeypatch) -> None:
    monkeypatch.setattr(diskcache, "MAX_KIND_BYTES", KB)
    monkeypatch.setattr(diskcache, "PRUNE_EVERY", 1)
    diskcache.write_bytes("thumbnails", "t", "bin", b"x" * KB)
    in_progress = cache / "plans" / ".p.bin.pacenote-1.ab.tmp"
    in_progress.parent.mkdir(parents=True)
    in_progress.write_bytes(b"z" * 4 * KB)
    for key in "pq":
        diskcache.write_bytes("plans", key, "bin", b"x" * KB)
        _age(cache, "plans", {key: 10 if key == "q" else 20})
    diskcache.write_bytes("plans", "r", "bin", b"x" * KB)
    assert _keys(cache, "plans") == {".p.bin.pacenote-1.ab.tmp", "r"}
    assert _keys(cache, "thumbnails") == {"t"}


def test_the_newest_entry_stays_even_when_larger_than_the_bound(cache, monkeypatch) -> None:
    monkeypatch.setattr(diskcache, "MAX_KIND_BYTES", KB)
    diskcache.write_bytes("plans", "big", "bin", b"x" * 4 * KB)
    assert _keys(cache, "plans") == {"big"}


def test_keep_newest_keeps_the_most_recently_used(cache) -> None:
    for key in "abc":
        diskcache.write_bytes("tables", key, "bin", b"x")
    _age(cache, "tables", {"a": 10, "b": 30, "c": 20})
    diskcache.keep_newest("tables", 2)
    assert _keys(cache, "tables") == {"a", "c"}


def test_no_cache_folder_means_nothing_is_written(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("PACENOTE_CACHE_DIR", "")
    diskcache.write_bytes("plans", "a", "bin", b"x")
    diskcache.keep_within("plans", 0)
    assert diskcache.read_bytes("plans", "a", "bin") is None
    assert not list(tmp_path.iterdir())
