"""`tictactoe --install-desktop` and its undo: the game in the XDG application menu."""

from __future__ import annotations

import configparser
import contextlib
import io
import os
import shlex
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path

from tictactoe.cli import main

# the checkout, or the folder where packaging/test_wheel.sh copies tests/ and packaging/*.desktop
ROOT = Path(__file__).resolve().parents[3]


@dataclass
class Ran:
    returncode: int
    stdout: str
    stderr: str


def _run(tmp_path, *args) -> Ran:
    """``tictactoe ARGS`` in this process (no Qt is involved), with its own XDG data folder."""
    out, err = io.StringIO(), io.StringIO()
    saved = os.environ.get("XDG_DATA_HOME")
    os.environ["XDG_DATA_HOME"] = str(tmp_path / "share")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(list(args))
    finally:
        os.environ["XDG_DATA_HOME"] = saved or ""
    return Ran(code, out.getvalue(), err.getvalue())


def test_the_packaged_desktop_file_is_the_one_in_packaging():
    name = "io.github.tictactoe_mnk.TicTacToe.desktop"
    shipped = files("tictactoe.resources").joinpath(name).read_text()  # as installed
    assert shipped == (ROOT / "packaging" / name).read_text()


def test_install_then_uninstall_desktop(tmp_path):
    out = _run(tmp_path, "--install-desktop")
    assert out.returncode == 0, out.stderr
    share = tmp_path / "share"
    app = "io.github.tictactoe_mnk.TicTacToe"
    desktop = share / "applications" / f"{app}.desktop"
    png = share / "icons" / "hicolor" / "256x256" / "apps" / f"{app}.png"
    svg = share / "icons" / "hicolor" / "scalable" / "apps" / f"{app}.svg"
    assert all(p.is_file() for p in (desktop, png, svg))
    assert len(out.stdout.splitlines()) == 3 and out.stderr == ""
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(desktop)
    main = entry["Desktop Entry"]
    assert main["Icon"] == "io.github.tictactoe_mnk.TicTacToe" and main["Type"] == "Application"
    program = shlex.split(main["Exec"])[0]
    assert os.path.isabs(program) and os.access(program, os.X_OK)  # works without PATH
    assert shlex.split(entry["Desktop Action Gomoku"]["Exec"])[1:] == [
        "play",
        "--x",
        "human",
        "--o",
        "hard",
        "--board",
        "15x15",
        "--k",
        "5",
    ]
    again = _run(tmp_path, "--uninstall-desktop")
    assert again.returncode == 0 and not any(p.exists() for p in (desktop, png, svg))
    assert "nothing to remove" in _run(tmp_path, "--uninstall-desktop").stdout


def test_uninstall_leaves_a_desktop_file_it_did_not_write(tmp_path):
    foreign = tmp_path / "share" / "applications" / "io.github.tictactoe_mnk.TicTacToe.desktop"
    foreign.parent.mkdir(parents=True)
    foreign.write_text("[Desktop Entry]\nName=Someone else's\n")
    out = _run(tmp_path, "--uninstall-desktop")
    assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1
    assert foreign.read_text().startswith("[Desktop Entry]\nName=Someone")


def test_uninstall_refuses_a_pipe_or_a_device_in_place_of_the_desktop_file(tmp_path):
    """Read with limits: a named pipe blocked the old reader, /dev/zero filled the memory."""
    import subprocess
    import sys

    entry = tmp_path / "share" / "applications" / "io.github.tictactoe_mnk.TicTacToe.desktop"
    entry.parent.mkdir(parents=True)
    os.mkfifo(entry)
    run = subprocess.run(
        [sys.executable, "-m", "tictactoe", "--uninstall-desktop"],
        capture_output=True,
        text=True,
        timeout=30,
        env={**os.environ, "XDG_DATA_HOME": str(tmp_path / "share")},
    )
    assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1
    assert "named pipe" in run.stderr and entry.exists()
    entry.unlink()
    entry.symlink_to("/dev/zero")
    out = _run(tmp_path, "--uninstall-desktop")
    assert out.returncode == 2 and "a device" in out.stderr and entry.is_symlink()
