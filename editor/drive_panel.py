"""The Test drive dock: what the last test drive found (pace, risk, hot spots).

Only shows a :class:`~pacenote.editor.testdrive.DriveResult`; the window's drive
controller decides when to run one and when the shown result is stale.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QPalette,
)
from PySide6.QtWidgets import (
    QFormLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pacenote import i18n
from pacenote.editor.drive_charts import HeatLegend, Histogram
from pacenote.editor.heatmap import heat, heat_colour, percent
from pacenote.editor.marks import QT_TRANSLATE_NOOP
from pacenote.editor.replay_items import car_swatch
from pacenote.editor.testdrive import DriveResult
from pacenote.engine import DriveReport, RaceReport
from pacenote.engine.damage import KINDS  # the rally sheet's order
from pacenote.i18n import decimal, trn
from pacenote.timefmt import clock
from pacenote.validators.circuitguide import PLAYERS, race_minutes

translate = QCoreApplication.translate
ROLE = Qt.ItemDataRole.UserRole
HOT_SPOTS_LISTED = 10
STALE_INK = QColor("#8a8a8a")
INK_ROLES = (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
             QPalette.ColorRole.ButtonText)


def summary_rows(result: DriveResult) -> dict[str, str]:
    """The panel's figures as text, keyed by row name (tests read them too)."""
    r: DriveReport = result.report
    s = result.settings
    runs = r.runs or 1
    crashes = r.backs.get("crash", 0)
    exact = translate("DrivePanel", " · exact") if r.exact is not None else ""  # turn tables
    finished = f"{r.finish_share:.0%}{exact} " + trn("({finished} of {n} run)",
                                                    "({finished} of {n} runs)", r.runs,
                                                    finished=r.finished)
    if r.retired:
        finished += ", " + translate("DrivePanel", "{n} retired").format(n=r.retired)
    if r.stuck:
        finished += ", " + translate("DrivePanel", "{n} stuck").format(n=r.stuck)
    if r.exact is not None and r.exact.shortcut_entries:
        e = r.exact
        outcomes = " · ".join(f"{k} {v:.2f}" for k, v in e.shortcut_outcomes.items())
        shortcuts = translate("DrivePanel", "taken in {share} of runs, {times} times per run: "
                              "{outcomes}").format(share=f"{e.shortcut_runs:.0%}",
                                                   times=f"{e.shortcut_entries:.2f}",
                                                   outcomes=outcomes) + exact
    elif r.shortcut_entries:
        outcomes = " · ".join(f"{k} {v}" for k, v in r.shortcut_outcomes.items())
        shortcuts = translate("DrivePanel", "taken in {share} of runs, {times} times: "
                              "{outcomes}").format(share=f"{r.shortcut_runs / runs:.0%}",
                                                   times=r.shortcut_entries, outcomes=outcomes)
    else:
        shortcuts = translate("DrivePanel", "none taken")
    if r.exact is not None:
        crash_rate = r.exact.backs.get("crash", 0.0)
        mean = clock(r.mean) + exact
        if r.runs_mean is not None and r.runs_se is not None:
            mean += " " + translate("DrivePanel", "(runs {mean} ± {se} s)").format(
                mean=clock(r.runs_mean), se=f"{r.runs_se:.1f}")
    else:
        crash_rate = crashes / runs
        mean = clock(r.mean) + (f" ± {r.runs_se:.1f} s" if r.runs_se is not None else "")
    per_run = translate("DrivePanel", "{n} per run")
    if not r.runs:  # a first result: the plan's exact figures, the runs still to come
        finished = f"{r.finish_share:.0%}{exact}"
        spread = "-"
        crash_text = per_run.format(n=f"{crash_rate:.2f}") + exact
        drive = translate("DrivePanel", "plan ready · {driver} · the runs follow").format(
            driver=s.driver)
    else:
        spread = f"{clock(r.p10)} / {clock(r.p50)} / {clock(r.p90)} " \
            + translate("DrivePanel", "(runs)")
        crash_text = per_run.format(n=f"{crash_rate:.2f}") + exact + " " + translate(
            "DrivePanel", "({n} in the runs)").format(n=crashes)
        drive = trn("{n} run · {driver} · seed {seed}", "{n} runs · {driver} · seed {seed}",
                    r.runs, driver=s.driver, seed=s.seed)
    rows = {
        "drive": drive,
        "mean": mean,
        "spread": spread,
        "par": (f"{clock(r.par_time)}" if r.par_time is not None
                else translate("DrivePanel", "- (the expert driver's figure)")),
        "finished": finished,
        "losses": per_run.format(n=f"{r.loc_per_run:.2f}") + exact,
        "crashes": crash_text,
        "turns": per_run.format(n=f"{r.turns_mean:.1f}") + exact,
        "shortcuts": shortcuts,
    }
    return {key: decimal(text) for key, text in rows.items()}


# The words of `pacenote drive`'s table; the damage columns say what they count on hover.
RACE_COLUMNS = ("car", "mean", "p10-p90", "place", "wins", "passes", "blocked", "crashes",
                *KINDS)
DAMAGE_TIP = "{kind} tokens: {damage}, {per}"  # the words: RaceReport.words
SPREAD = "p10-p90"  # shown as two rows in the dock: a column per car stays narrow
# A circuit race's own figures, as `pacenote drive CIRCUIT` reports them (the GT ones only
# on the GT rules: a DIRT circuit has no pit stops and no rounds-led count of its own)
CIRCUIT_FIGURES = ("laps led",)
GT_FIGURES = ("rounds led", "pit stops")


def race_columns(race: RaceReport) -> tuple[str, ...]:
    """The race table's figures for ``race``: every race's, then a circuit's."""
    extra = CIRCUIT_FIGURES if race.laps else ()
    return RACE_COLUMNS + extra + (GT_FIGURES if race.laps and race.game == "gt" else ())


def _figure_rows(rows: list[list[str]], columns: tuple[str, ...]
                 ) -> list[tuple[str, list[str]]]:
    """The per-car rows turned a figure per row, the spread split into p10 and p90."""
    out = []
    for i, figure in enumerate(columns[1:], start=1):
        cells = [row[i] for row in rows]
        if figure == SPREAD:
            out.append(("p10", [c.split("-")[0] for c in cells]))
            out.append(("p90", [c.split("-")[1] for c in cells]))
        else:
            out.append((figure, cells))
    return out


def race_rows(race: RaceReport) -> list[list[str]]:
    """One row per driver of the race (per race figures, as the engine reports them)."""
    rows = []
    for d in race.drivers:
        damage = [f"{d.damage_carried.get(k, 0.0):.2f}" for k in KINDS]
        circuit = {"laps led": d.laps_led, "rounds led": d.rounds_led,
                   "pit stops": d.pit_stops}
        extra = [f"{circuit[f]:.2f}" for f in race_columns(race)[len(RACE_COLUMNS):]]
        rows.append([f"car {d.driver_id + 1}", clock(d.total_mean),
                     f"{clock(d.total_p10)}-{clock(d.total_p90)}", f"{d.position_mean:.2f}",
                     f"{d.wins / (race.runs or 1):.0%}", f"{d.overtakes:.2f}",
                     f"{d.blocked_turns:.2f}", f"{d.crashes:.2f}", *damage, *extra])
    return rows


def race_summary(race: RaceReport, pieces: int | None = None) -> str:
    """The whole field in one line: races, play time, overtakes and blocked turns; a circuit
    (``pieces`` in its loop) its laps and the GT book's guidance, as ``pacenote drive``."""
    runs = trn("{n} rally", "{n} rallies", race.runs) if race.unit[0] == "rally" else \
        trn("{n} race", "{n} races", race.runs)
    book = "" if race.guidance_minutes is None else translate(
        "DrivePanel", " (simulated; rulebook about {minutes})").format(
            minutes=f"{race.guidance_minutes:.0f}")
    over = ""
    if race.laps and pieces:
        book = translate(
            "DrivePanel", " (simulated; the GT book: about {minutes} for {players} players)"
        ).format(minutes=f"{race_minutes(pieces, race.laps):.0f}", players=PLAYERS)
        over = translate("DrivePanel", " over {laps}").format(
            laps=trn("{n} lap", "{n} laps", race.laps))
    return decimal(translate(
        "DrivePanel", "{runs} of {cars}{over} · about {minutes} min at the table{book} · "
        "{overtakes} overtakes and {blocked} blocked turns {per} · {retirements}").format(
        runs=runs, cars=trn("{n} car", "{n} cars", race.players), over=over,
        minutes=f"{race.play_minutes:.0f}",
        book=book, overtakes=f"{race.overtakes:.2f}", blocked=f"{race.blocked_turns:.2f}",
        per=i18n.tr(race.words["per"]),
        retirements=trn("{n} retirement", "{n} retirements", race.retirements)))


ROW_TITLES = {
    "drive": QT_TRANSLATE_NOOP("DrivePanel", "Test drive"),
    "mean": QT_TRANSLATE_NOOP("DrivePanel", "Mean time"), "spread": "p10 / p50 / p90",
    "par": QT_TRANSLATE_NOOP("DrivePanel", "Par time"),
    "finished": QT_TRANSLATE_NOOP("DrivePanel", "Finished"),
    "losses": QT_TRANSLATE_NOOP("DrivePanel", "Losses of control"),
    "crashes": QT_TRANSLATE_NOOP("DrivePanel", "Crashes"),
    "turns": QT_TRANSLATE_NOOP("DrivePanel", "Turns"),
    "shortcuts": QT_TRANSLATE_NOOP("DrivePanel", "Shortcuts"),
}


def value_form(titles: dict[str, str], context: str = "DrivePanel"
               ) -> tuple[QFormLayout, dict[str, QLabel]]:
    """A form of one selectable, wrapping value per title, and the values by key."""
    form = QFormLayout()
    form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    values = {}
    for key, title in titles.items():
        label = QLabel()
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        values[key] = label
        form.addRow(translate(context, title), label)
    return form, values


class DrivePanel(QWidget):
    hot_spot_selected = Signal(object)  # graph node id
    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: DriveResult | None = None
        self.stale = False
        self.stale_note = ""  # why the result is greyed (DriveController.stale_note)
        self.blocked: str | None = None
        self.error: str | None = None
        self.is_busy = False
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.message.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # no progress figure from the engine: a busy bar
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(10)
        self.cancel = QPushButton(self.tr("Cancel"))
        self.cancel.clicked.connect(self.cancel_requested)
        form, self.values = value_form(ROW_TITLES)
        self.histogram = Histogram()
        self.legend = HeatLegend()
        self.hot_spots = QTreeWidget()
        self.hot_spots.setHeaderLabels(["#", self.tr("cell"), self.tr("tile"),
                                        self.tr("lose control"), self.tr("crash")])
        self.hot_spots.setRootIsDecorated(False)
        self.hot_spots.setUniformRowHeights(True)
        header = self.hot_spots.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.hot_spots.setMinimumHeight(140)
        self.hot_spots.itemSelectionChanged.connect(self._hot_spot_clicked)
        self.race_title = QLabel()
        self.race_title.setWordWrap(True)
        # A figure per row, a car per column: six cars fit a dock a third of a laptop
        # screen wide, where a column per figure needed twice that (issue 26).
        self.race_table = QTreeWidget()
        self._columns: tuple[str, ...] = RACE_COLUMNS  # the figures the table shows
        self.race_table.setRootIsDecorated(False)
        self.race_table.setUniformRowHeights(True)
        self.race_table.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.race_table.header().setStretchLastSection(False)
        self.race_table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.results = QWidget()
        inner = QVBoxLayout(self.results)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.setSizeConstraint(QVBoxLayout.SizeConstraint.SetMinimumSize)
        inner.addLayout(form)
        inner.addWidget(self.race_title)
        inner.addWidget(self.race_table)
        inner.addWidget(QLabel(self.tr("Stage times")))
        inner.addWidget(self.histogram)
        inner.addWidget(QLabel(self.tr("Hot spots: share of runs losing control in the cell")))
        inner.addWidget(self.legend)
        inner.addWidget(self.hot_spots, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.message)
        layout.addWidget(self.busy)
        layout.addWidget(self.cancel)
        # The race table makes the results taller than a shared dock: scroll, never squash.
        self.results_scroll = QScrollArea()
        self.results_scroll.setWidgetResizable(True)
        self.results_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.results_scroll.setWidget(self.results)
        layout.addWidget(self.results_scroll, 1)
        layout.addStretch(0)  # keeps the message at the top while there are no results
        self.set_busy(False)
        self.show_result(None)

    # -- state -------------------------------------------------------------------------

    def set_busy(self, busy: bool, text: str = "") -> None:
        self.is_busy = busy
        self.busy.setVisible(busy)
        self.cancel.setVisible(busy)
        if busy:
            self._say(text)
        else:
            self._describe()

    def show_result(self, result: DriveResult | None, stale: bool = False) -> None:
        self.result, self.stale = result, stale
        self.results.setVisible(result is not None)
        self.results_scroll.setVisible(result is not None)
        self.hot_spots.blockSignals(True)
        self.hot_spots.clear()
        if result is not None:
            for key, text in summary_rows(result).items():
                self.values[key].setText(text)
            runs = result.report.runs or 1
            exact = self.tr(" (exact rate)") if result.report.exact is not None else ""
            for rank, spot in enumerate(result.report.hot_spots[:HOT_SPOTS_LISTED], start=1):
                item = QTreeWidgetItem([str(rank), spot.label, spot.tile,
                                        percent(spot.loss_rate), percent(spot.crash_rate)])
                cell = result.piece(spot.node)  # the cell shown (a circuit: any lap's copy)
                item.setData(0, ROLE, cell)
                if result.report.runs:  # (a first result has no runs yet)
                    item.setToolTip(3, self.tr("{losses} losses of control in {runs} runs")
                                    .format(losses=spot.losses, runs=runs) + exact)
                shade = heat_colour(result.share(cell))
                shade.setAlpha(round(60 + 120 * heat(result.share(cell))))
                item.setBackground(0, shade)
                self.hot_spots.addTopLevelItem(item)
        self.hot_spots.blockSignals(False)
        race = result.race if result is not None else None
        self.race_table.clear()
        self.race_title.setVisible(race is not None)
        self.race_table.setVisible(race is not None)
        if race is not None:
            kind = self.tr("Rally ({stages})").format(stages=", ".join(race.stages)) \
                if len(race.stages) > 1 else self.tr("Race")
            pieces = len(result.graph.course.tiles) if result is not None else None
            self.race_title.setText(f"{kind}: {race_summary(race, pieces)}")
            self._fill_race_table(race)
        self.histogram.set_report(result.report if result else None, stale)
        self._grey(stale)
        self._describe()

    def _fill_race_table(self, race: RaceReport) -> None:
        """A row per figure (:func:`race_columns` after the first; the spread as two rows,
        p10 and p90), a column per car headed by its number in its replay colour."""
        rows = race_rows(race)
        self._columns = race_columns(race)
        table = self.race_table
        table.setColumnCount(1 + len(rows))
        header = table.headerItem()
        header.setText(0, "")
        for c, d in enumerate(race.drivers, start=1):
            header.setText(c, str(d.driver_id + 1))
            header.setToolTip(c, rows[c - 1][0])  # "car 1"
            header.setIcon(c, car_swatch(d.driver_id))  # its colour in the replay
            header.setTextAlignment(c, Qt.AlignmentFlag.AlignRight)
        words = race.words
        for figure, cells in _figure_rows(rows, self._columns):
            # the core's words (pacenote drive's table): i18n.tr, not the editor's catalogue
            shown = i18n.tr(figure) if figure in KINDS else i18n.tr(figure, "race table column")
            item = QTreeWidgetItem([shown, *cells])
            item.setData(0, Qt.ItemDataRole.UserRole, figure)  # race_shown reads it back
            if figure in KINDS:
                item.setToolTip(0, self.tr(DAMAGE_TIP).format(
                    kind=shown, damage=i18n.tr(words["damage"]), per=i18n.tr(words["per"])))
            for c in range(1, len(rows) + 1):
                item.setTextAlignment(c, Qt.AlignmentFlag.AlignRight)
            table.addTopLevelItem(item)
        line = table.sizeHintForRow(0) if table.sizeHintForRow(0) > 0 \
            else table.fontMetrics().height() + 4
        table.setFixedHeight(line * table.topLevelItemCount()
                             + table.header().sizeHint().height() + 2 * table.frameWidth() + 2)

    def race_shown(self) -> list[list[str]]:
        """The race table read back as one row per car (what :func:`race_rows` gives)."""
        table = self.race_table
        header = table.headerItem()
        items = [table.topLevelItem(i) for i in range(table.topLevelItemCount())]
        texts = {item.data(0, Qt.ItemDataRole.UserRole): item for item in items
                 if item is not None}
        shown = []
        for c in range(1, table.columnCount()):
            row = [header.toolTip(c)]
            for figure in self._columns[1:]:
                if figure == SPREAD:
                    row.append(f"{texts['p10'].text(c)}-{texts['p90'].text(c)}")
                else:
                    row.append(texts[figure].text(c))
            shown.append(row)
        return shown

    def set_stale(self, stale: bool, note: str = "") -> None:
        """Grey the figures out (or back): only the style changes, not the figures (an
        edit away from the driven stage and back toggles it on every placement). ``note``:
        why (the stage changed, or another stage of the rally is shown)."""
        if self.result is not None and (stale, note) != (self.stale, self.stale_note):
            self.stale = stale
            self.stale_note = note
            self.histogram.set_report(self.result.report, stale)
            self._grey(stale)
            self._describe()

    def _grey(self, stale: bool) -> None:
        """Stale figures in grey: a palette, not a style sheet (restyling every child
        costs milliseconds on each placement that turns the result stale or fresh)."""
        palette = QPalette(self.palette())
        if stale:
            for role in INK_ROLES:
                palette.setColor(role, STALE_INK)
        self.results.setPalette(palette)

    def set_blocked(self, reason: str | None) -> None:
        """Why no test drive can start now (None: it can)."""
        self.blocked = reason
        self._describe()

    def set_error(self, text: str | None) -> None:
        """The last drive's one-line failure (None clears it)."""
        self.error = text
        self._describe()

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def _describe(self) -> None:
        if self.is_busy:
            return
        lines = [self.error] if self.error else []
        if self.blocked:
            lines.append(self.tr("Test drive needs a course from START to FINISH: {reason}")
                         .format(reason=self.blocked))
        elif self.result is None:
            lines.append(self.tr("Test drive (Ctrl+T) lets an AI driver run the stage many "
                                 "times and shows its pace, risk and crash hot spots."))
        if self.result is not None and self.stale:
            lines.append(self.stale_note or self.tr(
                "Stale: the stage has changed since this test drive (the heat map is "
                "hidden). Test drive again to update."))
        self._say("\n\n".join(lines))

    def _hot_spot_clicked(self) -> None:
        items = self.hot_spots.selectedItems()
        if items:
            self.hot_spot_selected.emit(items[0].data(0, ROLE))
