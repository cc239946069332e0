"""`tictactoe screenshots DIR`, run as a player would: a real process, real files."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
EXPECTED = {"menu.png", "game-15x15.png"}
WINDOW = (980, 760)  # the window's size hint, grabbed at the offscreen platform's scale 1


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "tictactoe", "screenshots", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == PNG_SIGNATURE, f"{path.name} is not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def colours(path: Path) -> int:
    """How many different colours a grid of 40 x 40 samples of the picture holds."""
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert not image.isNull()
    return len(
        {
            image.pixel(x * image.width() // 40, y * image.height() // 40)
            for x in range(40)
            for y in range(40)
        }
    )


def test_it_writes_the_menu_and_a_game_as_pngs_of_the_window(tmp_path, private_home):
    target = tmp_path / "new" / "shots"  # created, parents too
    done = run(str(target))
    assert done.returncode == 0, done.stderr
    assert {p.name for p in target.iterdir()} == EXPECTED
    assert [Path(line).name for line in done.stdout.split()] == ["menu.png", "game-15x15.png"]
    for name in EXPECTED:
        assert png_size(target / name) == WINDOW
        assert colours(target / name) > 10, f"{name} looks blank"
    assert (target / "menu.png").read_bytes() != (target / "game-15x15.png").read_bytes()
    # throwaway settings and data: the player's own folders are not even created
    assert not (private_home / "data" / "tictactoe-mnk").exists()
    assert not (private_home / "config" / "tictactoe-mnk").exists()


@pytest.mark.parametrize("below", ["", "under"])  # DIR is a file; DIR is under a file
def test_a_bad_directory_is_one_line_and_status_2(tmp_path, below):
    (tmp_path / "file.png").write_bytes(b"not a directory")
    bad = tmp_path / "file.png" / below if below else tmp_path / "file.png"
    done = run(str(bad))
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("tictactoe screenshots: "), done.stderr
    assert str(bad) in lines[0]
