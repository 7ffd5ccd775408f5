"""The Replay dock: which run, the step and play buttons, a slider over the rounds, and
what the current turn did (driver, dice, cells, gear, time card, loss of control) with
where every car is.

Only shows a :class:`~pacenote.engine.replay.Replay` at a turn index; the replay
controller owns the actions, the timer and the index.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QSlider,
    QSpinBox,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pacenote.editor.drive_panel import value_form
from pacenote.editor.marks import QT_TRANSLATE_NOOP
from pacenote.editor.replay_items import car_colour, car_swatch, state_words
from pacenote.engine.replay import Replay
from pacenote.engine.report import card_text
from pacenote.engine.tracewords import word
from pacenote.i18n import Text, decimal, msg, said

FIELDS = {"driver": QT_TRANSLATE_NOOP("ReplayPanel", "Car"),
          "dice": QT_TRANSLATE_NOOP("ReplayPanel", "Dice rolled"),
          "cells": QT_TRANSLATE_NOOP("ReplayPanel", "Cells"),
          "gear": QT_TRANSLATE_NOOP("ReplayPanel", "Gear"),
          "card": QT_TRANSLATE_NOOP("ReplayPanel", "Time card"),
          "control": QT_TRANSLATE_NOOP("ReplayPanel", "Control")}
# A GT turn ends on a gear token, not a time card (the GT book's words, as the trace's).
GT_CARD = QT_TRANSLATE_NOOP("ReplayPanel", "Gear token")
GT_BACKS = {"spin": "spin (0)", "crash": "off track (00)"}  # as drive's GT report says
translate = QCoreApplication.translate


def turn_fields(replay: Replay, index: int) -> dict[str, str]:
    """The turn's facts as the panel writes them (tests read them too)."""
    turn = replay.turns[index]
    rec = turn.record
    who = translate("Replay", "car {n}").format(n=turn.driver_id + 1)
    if turn.leader:
        who += translate("ReplayPanel", ", leader dice")
    if turn.traffic:
        who += translate("ReplayPanel", ", plan changed by the cars around")
    seconds = decimal(f"{rec.card_seconds:g}")
    if replay.gt and rec.card in GT_BACKS:
        card = said(Text(GT_BACKS[rec.card]))
    elif replay.gt and rec.card.startswith("gear "):
        card = said(msg("gear token {gear} ({seconds} s)", gear=rec.card[5:], seconds=seconds))
    else:
        card = said(card_text(rec.card)) if rec.card else "-"
    if rec.loss_of_control:
        control = translate("ReplayPanel", "LOSS OF CONTROL: {card}").format(card=card)
        if rec.damage:
            control += translate("ReplayPanel", ", damage {tokens}").format(
                tokens=", ".join(said(word(d)) for d in rec.damage))
    else:
        control = translate("ReplayPanel", "kept")
    cells = said(replay.part(index, "cells"))
    mode = said(word(rec.mode, "rolling mode"))
    return {
        "driver": who,
        "dice": said(replay.part(index, "rolled")) or translate("ReplayPanel", "none"),
        "cells": (f"{replay.board.label(rec.start)} → {cells}" if cells else
                  translate("ReplayPanel", "stays in {cell}").format(
                      cell=replay.board.label(rec.start))) + f" ({mode})",
        "gear": f"{rec.start_gear} → {rec.gear}",
        "card": card if replay.gt and rec.card.startswith("gear ") else f"{card} ({seconds} s)",
        "control": control,
    }


class ReplayPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.run_box = QSpinBox()
        self.run_box.setToolTip(self.tr("Which run of the test drive to replay (the same run "
                                        "`pacenote drive --trace --trace-run N` prints)"))
        self.runs_label = QLabel()
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.buttons = QHBoxLayout()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimum(1)
        self.slider.setPageStep(1)
        self.slider.setToolTip(self.tr("Rounds: drag to a round to see where the cars were at "
                                       "its end (Alt+PgUp / Alt+PgDown: a round back / forward)"))
        self.round_label = QLabel()
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        bold = QFont(self.headline.font())
        bold.setBold(True)
        self.headline.setFont(bold)
        form, self.values = value_form(FIELDS, "ReplayPanel")
        self.card_label = form.labelForField(self.values["card"])
        self.cars = QTreeWidget()
        self.cars.setHeaderLabels([self.tr("car"), self.tr("cell"), self.tr("where")])
        self.cars.setRootIsDecorated(False)
        self.cars.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.cars.setMinimumHeight(90)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setFont(QFont("DejaVu Sans Mono", 8))
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.setMinimumHeight(90)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Run")))
        top.addWidget(self.run_box)
        top.addWidget(self.runs_label, 1)
        rounds = QHBoxLayout()
        rounds.addWidget(self.slider, 1)
        rounds.addWidget(self.round_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.message)
        layout.addLayout(top)
        layout.addLayout(self.buttons)
        layout.addLayout(rounds)
        layout.addWidget(self.headline)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Cars after this turn")))
        layout.addWidget(self.cars)
        layout.addWidget(QLabel(self.tr("The turn as `pacenote drive --trace` prints it")))
        layout.addWidget(self.text, 1)
        self.show_turn(None, 0)

    def set_actions(self, actions: list[QAction]) -> None:
        """The controller's first / back / play / forward / last actions as buttons."""
        for action in actions:
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            self.buttons.addWidget(button)
        self.buttons.addStretch(1)

    def set_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def show_turn(self, replay: Replay | None, index: int) -> None:
        """Show turn ``index`` of ``replay`` (None: nothing to show)."""
        shown = replay is not None and 0 <= index < len(replay.turns)
        for widget in (self.slider, self.round_label, self.headline, self.cars, self.text,
                       *self.values.values()):
            widget.setEnabled(shown)
        self.cars.clear()
        if replay is None or not shown:
            self.headline.setText("")
            self.round_label.setText("")
            self.text.setPlainText("")
            for label in self.values.values():
                label.setText("")
            return
        turn = replay.turns[index]
        in_round = replay.turns_of_round(turn.round)
        self.slider.blockSignals(True)
        self.slider.setMaximum(replay.rounds)
        self.slider.setValue(turn.round)
        self.slider.blockSignals(False)
        self.round_label.setText(self.tr("round {n} of {count}").format(
            n=turn.round, count=replay.rounds))
        self.headline.setText(self.tr("{label}: round {round}, turn {n} of {count} (turn {index} "
                                      "of {turns} in the race)").format(
            label=replay.label, round=turn.round, n=index - in_round.start + 1,
            count=len(in_round), index=index + 1, turns=len(replay.turns)))
        if isinstance(self.card_label, QLabel):  # a GT turn ends on a gear token
            self.card_label.setText(translate("ReplayPanel", GT_CARD if replay.gt
                                              else FIELDS["card"]))
        for key, text in turn_fields(replay, index).items():
            self.values[key].setText(text)
        self.values["driver"].setStyleSheet(
            f"color: {car_colour(turn.driver_id).name()}; font-weight: bold;")
        for car in sorted(turn.cars, key=lambda c: c.driver_id):
            item = QTreeWidgetItem([translate("Replay", "car {n}").format(n=car.driver_id + 1),
                                    replay.board.label(car.cell), state_words(car.state)])
            item.setIcon(0, car_swatch(car.driver_id))
            self.cars.addTopLevelItem(item)
        self.text.setPlainText("\n".join(said(line) for line in replay.lines(index)))
