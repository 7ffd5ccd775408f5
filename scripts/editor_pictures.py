"""Make the editor pictures of docs/editor.md that ``pacenote edit --screenshot`` cannot:
the start page, the Stage dock, tokens with pacenote labels, a picture export, and a
rally's stage tabs with the Rally dock.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/editor_pictures.py docs/img
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SS1 = ROOT / "examples" / "rally-1" / "ss1.stage.json"
RALLY_1 = ROOT / "examples" / "rally-1" / "rally-1.rally.json"


from pacenote.editor.rally_panel import SERVICE  # noqa: E402


def settle(app: QApplication) -> None:
    for _ in range(6):
        app.processEvents()


def main(out: Path) -> None:
    app = QApplication([sys.argv[0]])
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      tempfile.mkdtemp(prefix="pacenote-pictures-"))
    from pacenote.course import build_course
    from pacenote.editor.app import MainWindow
    from pacenote.editor.image_dialog import ImageOptions
    from pacenote.editor.settings import add_recent

    add_recent(ROOT / "examples" / "rulebook" / "rally-6-ss3.stage.json")
    w = MainWindow(remember_layout=False)
    w.resize(1600, 1000)
    w.show()
    w.show_start_page()
    settle(app)
    w.grab().save(str(out / "editor-start-page.png"))

    w.files.open_file(SS1, ask=False)
    course = build_course(w.document.stage).tiles
    w.add_token(course[3].hex, "mud-spray", course[3].hex.center())
    w.add_token(course[6].hex, "chicane-limit-gravel", course[6].hex.center())
    w.view.fit()
    w.worker.wait()
    settle(app)
    dock = w.stage_dock
    dock.grab().save(str(out / "editor-stage-panel.png"))
    w.scene.set_label_mode("pacenotes")
    settle(app)
    w.view.viewport().grab().save(str(out / "editor-tokens-pacenotes.png"))
    w.files.export_image_to(out / "stage-picture.png", ImageOptions("Rally 1 - SS1", True, 70))
    w.document.mark_clean()
    w.worker.wait()
    w.close()
    rally_picture(app, out)


def rally_picture(app: QApplication, out: Path) -> None:
    """Rally 1 on its second stage's tab, service after SS3 ticked (not saved): the Rally
    dock shows each stage, the totals and the findings that change brings."""
    from pacenote.editor.app import MainWindow

    w = MainWindow(remember_layout=False)
    w.resize(1600, 1000)
    w.show()
    w.files.open_file(RALLY_1, ask=False)
    w.rally.select(1)
    w.rally_panel.item(2).setCheckState(SERVICE, Qt.CheckState.Checked)
    w.worker.wait()
    w.rally.wait()
    settle(app)
    w.rally.wait()
    settle(app)
    w.grab().save(str(out / "editor-rally.png"))
    w.document.mark_clean()
    w.close()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/img"))
