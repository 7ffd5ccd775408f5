"""The editor's language: chosen at start, Qt's translators installed, and the dialog
that changes it (applied when the editor next starts) — docs/languages.md.

The language is, in order: ``pacenote --lang XX`` (the core's explicit choice), the
editor's setting ``language``, the system's (``QLocale.system().uiLanguages()``, which
reads ``LANGUAGE``/``LC_ALL``/``LC_MESSAGES``/``LANG`` on Linux). The core
(:mod:`pacenote.i18n`: the exports the editor writes) is set to the same language.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from pacenote.editor.settings import settings
from pacenote.i18n import LANGUAGES, NAMES, explicit_language, language_from, set_language

SETTING = "language"  # "" (or missing): the system's language

_installed: list[QTranslator] = []  # kept alive: Qt does not own installed translators


def system_language() -> str:
    """The first of the system's UI languages pacenote speaks, else English."""
    for name in QLocale.system().uiLanguages():
        found = language_from(name)
        if found:
            return found
    return "en"


def saved_language() -> str | None:
    """The language the user chose in the editor (None: follow the system)."""
    raw = settings().value(SETTING, "")
    return language_from(raw) if isinstance(raw, str) else None


def choose_language(*, use_settings: bool = True) -> str:
    return explicit_language() or (saved_language() if use_settings else None) \
        or system_language()


def install(language: str) -> str:
    """Translate the application (and the core) into ``language``; returns it.

    Loads the editor's catalogue and Qt's own (standard buttons, file dialogs) when they
    are there; English needs none. Earlier translators are removed first.
    """
    app = QCoreApplication.instance()
    assert app is not None, "make the QApplication first"
    for old in _installed:
        QCoreApplication.removeTranslator(old)
    _installed.clear()
    set_language(language)
    QLocale.setDefault(QLocale(language))
    if language == "en":
        return language
    ours = QTranslator(app)
    with resources.as_file(resources.files("pacenote.editor") / "translations") as folder:
        if ours.load(f"editor_{language}", str(folder)):
            QCoreApplication.installTranslator(ours)
            _installed.append(ours)
    qt = QTranslator(app)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(QLocale(language), "qtbase", "_", qt_folder):
        QCoreApplication.installTranslator(qt)
        _installed.append(qt)
    return language


class LanguageDialog(QDialog):
    """Choose the editor's language; it applies the next time the editor starts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Language"))
        layout = QVBoxLayout(self)
        self.combo = QComboBox()
        self.combo.addItem(self.tr("System language ({name})").format(
            name=NAMES[system_language()]), "")
        for code in LANGUAGES:
            self.combo.addItem(NAMES[code], code)
        current = saved_language() or ""
        self.combo.setCurrentIndex(max(0, self.combo.findData(current)))
        layout.addWidget(self.combo)
        note = QLabel(self.tr("The new language applies when the editor is restarted."))
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def chosen(self) -> str:
        """The code chosen ("" for the system's language)."""
        return str(self.combo.currentData() or "")

    def accept(self) -> None:
        settings().setValue(SETTING, self.chosen())
        super().accept()
