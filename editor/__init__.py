"""The pacenote desktop editor (PySide6): ``pacenote edit [FILE]``.

``run`` opens the window; ``screenshot`` renders it offscreen to a PNG.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QMessageLogContext, QtMsgType

    from pacenote.editor.app import MainWindow

SCREENSHOT_SIZE = (1600, 1000)
# Qt's offscreen platform says this for every window it shows; the picture is right
# regardless, and a screenshot's stderr is kept for pacenote's own one-line error.
OFFSCREEN_NOISE = "This plugin does not support propagateSizeHints()"


def has_display() -> bool:
    """Whether a window can be shown (or the user chose a Qt platform explicitly)."""
    return bool(sys.platform in ("win32", "darwin") or os.environ.get("DISPLAY")
                or os.environ.get("WAYLAND_DISPLAY") or os.environ.get("QT_QPA_PLATFORM"))


def _application(offscreen: bool) -> object:
    """The QApplication, named for the settings (pacenote.export.qtpaint makes a nameless
    one), speaking the user's language (a screenshot ignores the saved setting)."""
    if offscreen:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    from pacenote.editor.settings import APPLICATION, ORGANISATION

    instance = QApplication.instance()
    app = instance if isinstance(instance, QApplication) else QApplication([sys.argv[0]])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("pacenote editor")
    from pacenote.editor.language import choose_language, install

    install(choose_language(use_settings=not offscreen))
    return app


def screenshot(out: str | Path, path: str | Path | None = None,
               size: tuple[int, int] = SCREENSHOT_SIZE, *, drive: int | None = None,
               driver: str = "expert", seed: int = 0, finding: str | None = None,
               force: bool = False) -> Path:
    """Render the main window with ``path`` opened (without one: the start page) to a
    PNG. A file that cannot be read raises PacenoteFileError (no dialog). User settings
    are neither read nor written, so every screenshot of a file looks the same.

    ``drive``: test-drive the stage with that many runs first (``driver``, ``seed``) so
    the picture shows the result and its heat map; a stage that cannot be driven raises
    PacenoteFileError with the validators' reason. ``finding``: select the first finding
    with that code in the Problems list (ValueError if there is none), as a click would."""
    _application(offscreen=True)
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from pacenote.editor.app import MainWindow
    from pacenote.editor.testdrive import DriveSettings
    from pacenote.errors import PacenoteFileError
    from pacenote.export.qtpaint import encode_png
    from pacenote.i18n import msg
    from pacenote.jsonio import write_bytes_atomic

    previous_handler = qInstallMessageHandler(_without_offscreen_noise)
    window = MainWindow(remember_layout=False)
    try:
        if path is not None:
            window.document.open(path)
        else:  # what a start without a file shows, without the user's recent files
            window.show_start_page(recent=[])
        window.resize(*size)
        window.show()
        QApplication.processEvents()
        window.view.fit()
        _settle(window)
        if finding is not None:
            codes = [f.code for f in window.findings.listed()]
            if finding not in codes:
                raise ValueError(f"no {finding!r} finding on this stage (found: "
                                 f"{', '.join(dict.fromkeys(codes)) or 'none'})")
            window.findings.select(codes.index(finding))
        if drive is not None:
            window.drive.set_settings(DriveSettings(driver, drive, seed))
            if not window.drive.start():
                raise PacenoteFileError(path or "<new stage>", "",
                                        msg("cannot test-drive: {reason}",
                                            reason=window.drive.blocked or ""))
            window.drive.wait()
            _settle(window)
            if window.drive.result is None:
                raise PacenoteFileError(path or "<new stage>", "",
                                        window.drive_panel.error or "test drive failed")
        out = Path(out)
        try:
            write_bytes_atomic(out, encode_png(window.grab()), force=force)
        except OSError as exc:
            raise PacenoteFileError(out, "", "cannot write the screenshot: "
                                             f"{exc.strerror or exc}") from None
    finally:
        window.worker.wait()  # no job may outlive the window on the way out
        window.drive.wait()
        window.document.mark_clean()
        window.close()
        qInstallMessageHandler(previous_handler)
    return out


def _without_offscreen_noise(_kind: QtMsgType, _context: QMessageLogContext,
                             message: str) -> None:
    if message != OFFSCREEN_NOISE:
        print(message, file=sys.stderr)


def _settle(window: MainWindow) -> None:
    """Deliver the background results, then lay out what they fill (status bar, docks)."""
    from PySide6.QtWidgets import QApplication

    window.worker.wait()
    for _ in range(3):
        QApplication.processEvents()


def run(path: str | Path | None = None) -> int:
    """Open the editor (with ``path`` if given) and run until the window closes."""
    app = _application(offscreen=False)
    from pacenote.editor.app import MainWindow

    window = MainWindow()
    window.show()
    if path is not None:  # offers the file's own recovery copies, if any
        window.files.open_file(Path(path), ask=False)
    elif not window.files.offer_recovery():
        window.show_start_page()
    window.view.fit()
    return int(app.exec())  # type: ignore[attr-defined]
