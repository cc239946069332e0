"""``tictactoe --install-desktop`` / ``--uninstall-desktop``: the game in the application menu.

Puts the .desktop file of ``packaging/`` (shipped in the wheel as a resource) and
the icon into the user's XDG directories (``$XDG_DATA_HOME``, else
``~/.local/share``): ``applications/`` and ``icons/hicolor/{256x256,scalable}/apps/``.
The Exec lines are rewritten to this installation's command, so the menu starts
this game even when its folder is not on the menu's PATH.  Uninstall removes only
files this command wrote (they carry a marker line).  No Qt.
"""

from __future__ import annotations

import os
import shlex
import sys
from importlib import resources
from pathlib import Path

from tictactoe.safe_files import read_regular

APP_ID = "io.github.tictactoe_mnk.TicTacToe"
MARKER = "X-TicTacToe-Installed-By=tictactoe --install-desktop"
MAX_DESKTOP_BYTES = 1_000_000  # ours is under 1 KB; a pipe or a device there is refused


def xdg_data_home() -> Path:
    xdg = os.environ.get("XDG_DATA_HOME", "")
    return Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".local" / "share"


def targets(base: Path | None = None) -> dict[str, Path]:
    """Where each installed file goes."""
    base = base or xdg_data_home()
    icons = base / "icons" / "hicolor"
    return {
        "desktop": base / "applications" / f"{APP_ID}.desktop",
        "png": icons / "256x256" / "apps" / f"{APP_ID}.png",
        "svg": icons / "scalable" / "apps" / f"{APP_ID}.svg",
    }


def launch_command() -> str:
    """The command that starts this installation: its console script, else ``python -m``."""
    script = Path(sys.executable).with_name("tictactoe")
    if script.is_file() and os.access(script, os.X_OK):
        return _quote(str(script))
    return f"{_quote(sys.executable)} -m tictactoe"


def _quote(word: str) -> str:
    """Quote a word for a desktop entry's Exec key (the spec's rules are close to the shell's)."""
    return (
        word
        if all(c.isalnum() or c in "/._-+" for c in word)
        else shlex.quote(word).replace("'", '"')
    )


def desktop_entry(command: str) -> str:
    """The packaged .desktop text with every Exec line starting ``command`` instead."""
    text = resources.files("tictactoe.resources").joinpath(f"{APP_ID}.desktop").read_text("utf-8")
    lines = []
    for line in text.splitlines():
        if line.startswith("Exec=tictactoe"):
            line = "Exec=" + command + line[len("Exec=tictactoe") :]
        lines.append(line)
        if line == "[Desktop Entry]":
            lines.append(MARKER)
    return "\n".join(lines) + "\n"


def install(base: Path | None = None) -> list[Path]:
    paths = targets(base)
    files = resources.files("tictactoe.resources")
    contents = {
        "desktop": desktop_entry(launch_command()).encode("utf-8"),
        "png": files.joinpath("tictactoe.png").read_bytes(),
        "svg": files.joinpath("tictactoe.svg").read_bytes(),
    }
    for key, path in paths.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(contents[key])
    paths["desktop"].chmod(0o755)  # some desktops want a launcher to be executable
    return list(paths.values())


def uninstall(base: Path | None = None) -> list[Path]:
    """Remove what ``install`` wrote; a .desktop file without the marker is left alone."""
    paths = targets(base)
    desktop = paths["desktop"]
    if desktop.exists() and MARKER not in read_regular(desktop, MAX_DESKTOP_BYTES).decode(
        "utf-8", errors="replace"
    ):
        raise OSError(f"{desktop} was not written by tictactoe --install-desktop: left alone")
    removed = []
    for path in paths.values():
        if path.exists():
            path.unlink()
            removed.append(path)
    return removed


def run(action: str) -> int:
    """The CLI's answer: one line per file, or one line on stderr and status 2."""
    try:
        done = install() if action == "install" else uninstall()
    except OSError as error:
        print(f"tictactoe --{action}-desktop: {error}", file=sys.stderr)
        return 2
    verb = "installed" if action == "install" else "removed"
    for path in done:
        print(f"{verb} {path}")
    if not done:
        print("nothing to remove: the game was not installed in the application menu")
    return 0
