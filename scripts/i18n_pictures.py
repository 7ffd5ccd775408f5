"""Make the pictures of docs/languages.md: in every release language, the editor's docks
(a stage with findings, its Problems dock selected), a page of the rally booklet (the
first stage's build guide) and the rally bundle's index.html.

    python scripts/i18n_pictures.py            # every language
    python scripts/i18n_pictures.py de ru      # some

Needs PySide6 (the editor and the PDF) and pdftoppm (poppler-utils). The bundle page is
drawn by Qt's rich-text engine (QTextDocument), not a web browser: it shows the words and
how long ones wrap, not the page's exact CSS. Look at every picture after making it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IMG = ROOT / "docs" / "img"
LANGUAGES = ("es", "it", "pl", "ru", "fr", "de")
RALLY = ROOT / "examples" / "rulebook" / "rally-1.rally.json"
STAGE = ROOT / "docs" / "img" / "editor-validation.stage.json"  # 210b turned the wrong way
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}

EDITOR = """
import sys
from pacenote import i18n
i18n.set_language(sys.argv[1], explicit=True)
from pacenote.editor import screenshot
screenshot(sys.argv[2], sys.argv[3], size=(1366, 768), finding="road-into-no-road")
"""

BUNDLE_PAGE = """
import sys
from pathlib import Path
from PySide6.QtCore import QUrl
from PySide6.QtGui import QGuiApplication, QImage, QPainter, QTextDocument, QColor
app = QGuiApplication([])
page = Path(sys.argv[1])
doc = QTextDocument()
doc.setBaseUrl(QUrl.fromLocalFile(str(page.parent) + "/"))
doc.setHtml(page.read_text("utf-8"))
doc.setTextWidth(900)
height = min(int(doc.size().height()) + 1, 1400)
image = QImage(900, height, QImage.Format.Format_RGB32)
image.fill(QColor("white"))
painter = QPainter(image)
doc.drawContents(painter)
painter.end()
image.save(sys.argv[2])
"""


def run(*args: str | Path) -> None:
    subprocess.run([str(a) for a in args], check=True, env=ENV, cwd=ROOT,
                   stdout=subprocess.DEVNULL)


def pictures(language: str, work: Path) -> list[Path]:
    editor = IMG / f"i18n-editor-{language}.png"
    run(sys.executable, "-c", EDITOR, language, editor, STAGE)
    pdf = work / f"rally-{language}.pdf"
    run(sys.executable, "-m", "pacenote", "--lang", language, "export", RALLY, "-o", pdf)
    booklet = IMG / f"i18n-booklet-{language}.png"
    run("pdftoppm", "-f", "2", "-l", "2", "-r", "60", "-png", "-singlefile", pdf,
        booklet.with_suffix(""))
    bundle = work / f"bundle-{language}"
    run(sys.executable, "-m", "pacenote", "--lang", language, "export", RALLY, "-o",
        f"{bundle}/")
    page = IMG / f"i18n-bundle-{language}.png"
    run(sys.executable, "-c", BUNDLE_PAGE, bundle / "index.html", page)
    return [editor, booklet, page]


# Other pages: (language, file exported, page, picture).
OTHERS = (("es", RALLY, 1, "i18n-booklet-es-cover.png"),
          ("pl", RALLY, 5, "i18n-booklet-pl-sheet.png"),
          ("ru", ROOT / "examples" / "gt" / "circuit-1.stage.json", 1,
           "i18n-booklet-ru-gt.png"))


def others(work: Path) -> list[Path]:
    made = []
    for language, source, page, name in OTHERS:
        pdf = work / f"other-{language}.pdf"
        run(sys.executable, "-m", "pacenote", "--lang", language, "export", source, "-o", pdf)
        picture = IMG / name
        run("pdftoppm", "-f", str(page), "-l", str(page), "-r", "60", "-png", "-singlefile",
            pdf, picture.with_suffix(""))
        made.append(picture)
    return made


def main(languages: list[str]) -> None:
    with tempfile.TemporaryDirectory() as work:
        for language in languages or LANGUAGES:
            for made in pictures(language, Path(work)):
                print(f"wrote {made.relative_to(ROOT)}")
        if not languages:
            for made in others(Path(work)):
                print(f"wrote {made.relative_to(ROOT)}")


if __name__ == "__main__":
    main(sys.argv[1:])
