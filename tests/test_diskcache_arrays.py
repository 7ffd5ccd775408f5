"""Array entries of the disk cache (pacenote.diskcache.write_arrays / read_arrays): what
is written is read back exactly, in place, and anything that is not exactly such an
entry for the key asked reads as a miss, never runs code or raises."""

from __future__ import annotations

import json
import zlib
from pathlib import Path

import numpy as np
import pytest

from pacenote import diskcache


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("PACENOTE_CACHE_DIR", str(tmp_path))
    return tmp_path


ARRAYS = {
    "r": np.arange(3 * 4 * 5, dtype=float).reshape(3, 4, 5) / 7,
    "spare": np.array([[True, False, True]]),
    "steps": np.arange(-5, 16, dtype=np.int32).reshape(7, 3),
    "best": np.array([-1, 0, 3, 127], dtype=np.int8),
    "none": np.zeros((0, 19), dtype=np.int8),
    "strided": np.arange(10.0)[::3],  # not contiguous: stored as its values
}


def test_arrays_read_back_exactly(cache):
    diskcache.write_arrays("plans", "k1", ARRAYS)
    back = diskcache.read_arrays("plans", "k1")
    assert back is not None and list(back) == list(ARRAYS)
    for name, a in ARRAYS.items():
        assert back[name].dtype == a.dtype and back[name].shape == a.shape
        assert np.array_equal(back[name], a), name


def test_arrays_read_back_are_writable_and_the_entry_stays(cache):
    diskcache.write_arrays("plans", "k1", ARRAYS)
    (entry,) = (cache / "plans").iterdir()
    data = entry.read_bytes()
    back = diskcache.read_arrays("plans", "k1")
    assert back is not None
    back["r"][0, 0, 0] = 99.0  # copy on write: this process's copy only
    assert entry.read_bytes() == data
    again = diskcache.read_arrays("plans", "k1")
    assert again is not None and again["r"][0, 0, 0] == 0.0


def test_object_arrays_are_refused(cache):
    with pytest.raises(ValueError, match="element type"):
        diskcache.write_arrays("plans", "k1", {"plans": np.array([None, "x"], dtype=object)})


def test_another_key_is_a_miss(cache):
    diskcache.write_arrays("plans", "k1", ARRAYS)
    (cache / "plans" / "k1.arrays").rename(cache / "plans" / "k2.arrays")
    assert diskcache.read_arrays("plans", "k2") is None  # the key inside says k1
    assert diskcache.read_arrays("plans", "k1") is None  # no such entry


def test_every_truncation_is_a_miss(cache):
    diskcache.write_arrays("plans", "k1", ARRAYS)
    entry = cache / "plans" / "k1.arrays"
    data = entry.read_bytes()
    for cut in range(len(data)):
        entry.write_bytes(data[:cut])
        assert diskcache.read_arrays("plans", "k1") is None, cut
    entry.write_bytes(data + b"\0" * 16)  # something after the last array: not ours either
    assert diskcache.read_arrays("plans", "k1") is None


def _entry(header: object, body: bytes) -> bytes:
    raw = json.dumps(header).encode()
    head = diskcache.ARRAYS_MAGIC + len(raw).to_bytes(4, "little") + raw
    return head + bytes(-len(head) % 16) + body


@pytest.mark.parametrize("arrays", [
    [["x", "|O", [2]]],  # objects (a pickle): never read
    [["x", "<f8", [3]]],  # more than the body holds
    [["x", "<f8", [0]]],  # less: bytes left over
    [["x", "<f8", [-2]]],
    [["x", "<f8", 2]],
    [["x", ">f8", [2]]],  # big-endian: not a type this format writes
    [["x", "|i1", [16]], ["x", "|i1", [0]]],  # a name twice
    [[7, "|i1", [16]]],
    [["x", "|i1"]],
    "x",
])
def test_headers_this_format_never_writes_are_a_miss(cache, arrays):
    body = bytes(16)
    entry = cache / "plans" / "k1.arrays"
    entry.parent.mkdir()
    entry.write_bytes(_entry({"key": "k1", "crc": zlib.crc32(body), "arrays": arrays}, body))
    assert diskcache.read_arrays("plans", "k1") is None
    good = {"key": "k1", "crc": zlib.crc32(body), "arrays": [["x", "<f8", [2]]]}
    entry.write_bytes(_entry(good, body))  # the same made right is read: the test is fair
    back = diskcache.read_arrays("plans", "k1")
    assert back is not None and back["x"].tolist() == [0.0, 0.0]


def test_garbage_headers_are_a_miss(cache):
    entry = cache / "plans" / "k1.arrays"
    entry.parent.mkdir()
    for data in (b"", diskcache.ARRAYS_MAGIC, diskcache.ARRAYS_MAGIC + b"\xff" * 40,
                 diskcache.ARRAYS_MAGIC + (5).to_bytes(4, "little") + b"{nope" + bytes(16),
                 _entry(["k1"], b""), _entry({"key": "k1"}, b"")):
        entry.write_bytes(data)
        assert diskcache.read_arrays("plans", "k1") is None, data


def test_with_the_cache_off_nothing_is_written_or_read(tmp_path, monkeypatch):
    monkeypatch.setenv("PACENOTE_CACHE_DIR", "")
    diskcache.write_arrays("plans", "k1", ARRAYS)
    assert diskcache.read_arrays("plans", "k1") is None
    assert not list(tmp_path.iterdir())
