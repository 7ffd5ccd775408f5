"""The engine's words where the player reads them (docs/languages.md, "The engine's
words"): ``pacenote drive --trace`` lines (a DIRT stage, a race, a GT circuit, in the GT
book's own terms), why a course cannot be driven, the community formats' conversion
losses and the solo report's dashboard row. The engine keeps each as a message
(:class:`pacenote.i18n.Text`): English as a ``str`` (``--json``, comparisons), said in the
player's language where it is printed."""

from __future__ import annotations

import copy
import json
import pickle
from pathlib import Path

import pytest
from test_validators_structure import start_line_at_entry, tileset_with

from pacenote import i18n
from pacenote.autolayout import layout
from pacenote.course import build_course
from pacenote.drivable import NO_GRID, NO_LAP, drive_blocker
from pacenote.formats import conversion_warnings, load_stage
from pacenote.i18n import Joined, Text, joined, msg, said
from pacenote.limits import MAX_DRIVE_TILES, too_long_to_drive

ROOT = Path(__file__).resolve().parent.parent
SS1 = ROOT / "examples" / "rally-1" / "ss1.stage.json"
SNOW = ROOT / "examples" / "dirt-110" / "snow.stage.json"
GT_CIRCUIT = ROOT / "examples" / "gt" / "circuit-1.stage.json"
GT_SOLO = ROOT / "examples" / "gt" / "circuit-5.stage.json"
RACE = ("drive", str(SS1), "-p", "3", "--runs", "1", "--trace", "--trace-run", "4",
        "--driver", "balanced")
GT_RACE = ("drive", str(GT_CIRCUIT), "-p", "2", "--laps", "2", "--runs", "1", "--trace",
           "--seed", "14")


@pytest.fixture(autouse=True)
def english_after(monkeypatch):
    """``--lang`` run in-process sets the language and the explicit choice: both are put
    back (the editor's language tests read the explicit choice)."""
    monkeypatch.setattr(i18n, "_explicit", i18n.explicit_language())
    yield
    i18n.set_language("en")


def test_joined_parts_are_english_as_a_string_and_said_part_by_part():
    line = joined("  ", [msg("plan: {steps}", steps=[Joined(Text("gas"), "->3:1.0")]),
                         "G4->3:2.0"])
    assert str(line) == "plan: gas->3:1.0  G4->3:2.0"
    assert json.dumps([line]) == '["plan: gas->3:1.0  G4->3:2.0"]'  # --json: English
    i18n.set_language("ru")
    assert said(line) == "план: поддержание->3:1.0  G4->3:2.0"
    for kept in (pickle.loads(pickle.dumps(line)), copy.deepcopy(line)):  # worker processes
        assert type(kept) is Joined and said(kept) == said(line)


def test_a_dirt_race_trace_reads_in_polish_and_stays_english_in_json(pacenote_cli):
    code, out, _ = pacenote_cli("--lang", "pl", *RACE)
    assert code == 0
    for line in ("== Rally 1 - SS1: kolejność startu #1 #2 #3", "runda 1: #1",
                 " #1 kości lidera: tura 1: 1:1.0 (202a) na biegu 0, gaz do dechy",
                 "   plan: G1->1:2.0, lider->2:0.i0, G2->3:0.0, G3->3:1.0, G4->3:2.0, G5->4:0.0",
                 "   kości przełożone: g1>1:2.0 lider>2:0.i0 g2>3:0.0 g3>3:1.0 g4>3:2.0",
                 "   koniec 3:2.0: UTRATA KONTROLI, karta stroną 0: wypadek (60 s), "
                 "uszkodzenia: zielona flaga; następna tura od biegu 0; +6 żetonów sekund",
                 "   samochody: #1 3:2.0 obok drogi",
                 "   zatrzymuje się przed kością 7 (2 zagrożenia)"):
        assert line in out.splitlines(), line
    assert "LOSS OF CONTROL" not in out and "turn 1:" not in out and "arkusz #1: " in out
    code, out, _ = pacenote_cli("--lang", "pl", *RACE, "--json")
    trace = json.loads(out)["trace"]
    assert " #1 leader dice: turn 1: 1:1.0 (202a) in gear 0, flat-out" in trace


def test_a_gt_trace_speaks_the_gt_books_words_in_english_and_in_russian(pacenote_cli):
    code, out, _ = pacenote_cli(*GT_RACE)
    assert code == 0
    assert ("   end 15:3.0: LOSS OF CONTROL, token 00: off the track (90 s with the re-entry "
            "turn), damage: weather, gas, gear; next turn from gear 0; +3 focus tokens"
            in out.splitlines())
    assert "   end 16:0.0: gear token 1 (50 s); +1 focus token" in out.splitlines()
    # DIRT's words are not GT's: no time cards, no seconds tokens, no crash card
    assert "seconds token" not in out and "card " not in out and "crash" not in out
    code, out, _ = pacenote_cli("--lang", "ru", *GT_RACE)
    lines = out.splitlines()
    for line in ("раунд 9 (белый): #2 #1",
                 "   конец 15:3.0: ПОТЕРЯ УПРАВЛЕНИЯ, жетон 00: вылет с трассы (90 с вместе с "
                 "ходом возвращения), повреждения: погода, поддержание, передачи; следующий "
                 "ход с передачи 0; +3 жетона концентрации",
                 "   смена погоды: теперь дождь, все приборные панели перевёрнуты (жетоны "
                 "изменения погоды возвращаются в мешочек)",
                 "   пит-стоп: замена шин (поставлены дождевые шины) (жетон 0)",
                 "   конец 16:2.0: жетон передачи 1 (50 с); +2 жетона концентрации",
                 "   снова на трассе на передаче 0 (ход 00 окончен: вне трассы или на пит-стопе)",
                 "   конец 22:2.0: жетон передачи 5 (15 с); 6 жетонов концентрации потрачено, "
                 "чтобы обезопасить кубики"):
        assert line in lines, line
    assert "token" not in out and "жетон секунд" not in out


def test_a_gt_solo_trace_counts_gear_and_focus_tokens(pacenote_cli):
    code, out, _ = pacenote_cli("drive", str(GT_SOLO), "--runs", "5", "--trace")
    assert code == 0
    result = [line for line in out.splitlines() if line.startswith("result: ")]
    assert len(result) == 1 and result[0].startswith("result: finished, gear tokens ")
    assert " - focus tokens " in result[0] and "card gear" not in out
    code, out, _ = pacenote_cli("--lang", "de", "drive", str(GT_SOLO), "--runs", "5", "--trace")
    assert "Lauf 0 Zug für Zug (Startwert 0, expert)" in out
    assert any(line.startswith("Ergebnis: im Ziel, Gangmarker ") for line in out.splitlines())


def test_the_dashboard_default_row_is_translated(pacenote_cli):
    code, out, _ = pacenote_cli("drive", str(SNOW), "--runs", "5")
    assert code == 0 and "snow column: DEFAULT values, not" in out
    code, out, _ = pacenote_cli("--lang", "es", "drive", str(SNOW), "--runs", "5")
    flat = " ".join(out.split())
    assert "Panel de control columna nieve: valores POR DEFECTO, no impresos" in flat
    assert "dashboard" not in out and "DEFAULT" not in out


def test_why_a_course_cannot_be_driven_is_a_message():
    tileset = tileset_with(start_line_at_entry)  # nothing behind the START's line
    course = build_course(layout(["202a", "205a", "206a", "203a"], tileset=tileset), tileset)
    blocker = drive_blocker(course)
    assert blocker == NO_GRID and isinstance(blocker, Text)
    too_long = too_long_to_drive(MAX_DRIVE_TILES + 1)
    assert too_long is not None and str(too_long).startswith(f"{MAX_DRIVE_TILES + 1} road tiles")
    i18n.set_language("de")
    assert said(blocker) == ("kein Feld hinter der Startlinie: die Autos können sich nirgends "
                             "aufstellen")
    assert said(NO_LAP) == "der Rundkurs schließt sich nicht: er hat keine Runde"
    assert said(too_long).startswith(f"{MAX_DRIVE_TILES + 1} Straßen-Streckenteile, mehr als")


def test_conversion_losses_are_said_in_the_users_language(pacenote_cli, tmp_path):
    lost = conversion_warnings(load_stage(SS1), "rekee")
    assert lost == ["the notes (Rekee JSON has no field for them)"]  # English as a str
    out_file = tmp_path / "ss1.json"
    code, out, _ = pacenote_cli("--lang", "it", "convert", str(SS1), "-o", str(out_file))
    assert code == 0 and "le note (Rekee JSON non ha un campo per esse)" in out
    assert "has no field" not in out


def test_the_replay_dock_names_a_gt_turns_gear_token(qapp):
    from pacenote.editor.replay_panel import ReplayPanel, turn_fields
    from pacenote.engine import DriveSettings, RaceEntry
    from pacenote.engine.testdrive import replay_drive

    replay = replay_drive([RaceEntry("GT circuit 1", load_stage(GT_CIRCUIT))],
                          DriveSettings(players=2, laps=2, runs=1, seed=14))[0]
    assert replay.gt
    off = next(i for i, t in enumerate(replay.turns) if t.round == 9 and t.driver_id == 1)
    fields = turn_fields(replay, off)
    assert fields["card"] == "off track (00) (90 s)"
    assert fields["control"].endswith("off track (00), damage weather, gas, gear")
    assert turn_fields(replay, 0)["card"].startswith("gear token ")  # not a time card
    panel = ReplayPanel()
    panel.show_turn(replay, off)
    assert panel.card_label.text() == "Gear token"
    assert "token 00: off the track" in panel.text.toPlainText()
