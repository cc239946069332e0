"""Make the icon: packaging/tictactoe.svg (hand-written vector) and PNGs rendered from it
with Qt, copied into resources/ for the app.  Run: python packaging/make_icon.py
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

SVG = """<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect x="8" y="8" width="240" height="240" rx="44" fill="#262b36"/>
  <g stroke="#8d96a8" stroke-width="8" stroke-linecap="round">
    <line x1="96" y1="40" x2="96" y2="216"/>
    <line x1="160" y1="40" x2="160" y2="216"/>
    <line x1="40" y1="96" x2="216" y2="96"/>
    <line x1="40" y1="160" x2="216" y2="160"/>
  </g>
  <g stroke="#4c7dff" stroke-width="14" stroke-linecap="round">
    <line x1="46" y1="46" x2="82" y2="82"/><line x1="82" y1="46" x2="46" y2="82"/>
    <line x1="110" y1="110" x2="146" y2="146"/><line x1="146" y1="110" x2="110" y2="146"/>
    <line x1="174" y1="174" x2="210" y2="210"/><line x1="210" y1="174" x2="174" y2="210"/>
  </g>
  <g stroke="#20c9b5" stroke-width="13" fill="none">
    <circle cx="192" cy="64" r="20"/>
    <circle cx="64" cy="192" r="20"/>
  </g>
  <line x1="50" y1="50" x2="206" y2="206" stroke="#f2c94c" stroke-width="8"
        stroke-linecap="round" opacity="0.85"/>
</svg>
"""


def main() -> None:
    here = Path(__file__).resolve().parent
    resources = here.parent / "resources"
    svg = here / "tictactoe.svg"
    svg.write_text(SVG, encoding="utf-8")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(svg))
    image = QImage(256, 256, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    image.save(str(here / "tictactoe.png"))
    shutil.copy(svg, resources / "tictactoe.svg")
    shutil.copy(here / "tictactoe.png", resources / "tictactoe.png")
    del app
    print(f"wrote {svg}, {here / 'tictactoe.png'} and copies in {resources}")


if __name__ == "__main__":
    main()
