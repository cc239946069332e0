#!/usr/bin/env bash
# Build the wheel, install it (not editable) into a fresh temporary venv, and start the
# installed app offscreen; it paints its window, checks that it finds its own sound and
# icon inside the installed package, and quits by itself.  Then the window plays two whole
# games, `tictactoe analyze` proves 6x6 (5 in a row) a draw, a match runs in two worker
# processes, and the desktop entry and `convert` work (packaging/app_checks.sh: the checks
# packaging/test_bundle.sh runs on the bundle too); last, the installed app proves a
# board's value in its menu.  Every step must exit 0 and write nothing on stderr (but the
# one note `convert` is meant to print): a traceback from a background thread (a module
# missing from the wheel) leaves the exit status at 0, so stderr is the only sign of it.
# Exit code 0 = all good.
#
#   packaging/smoke_wheel.sh            (PYTHON=/path/to/python3 to choose the interpreter;
#                                        PIP_ARGS="..." for extra pip install options;
#                                        WHEEL_VENV=DIR: a venv where test_wheel.sh installed
#                                        the wheel: use it instead of building again)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "smoke_wheel: $*" >&2; exit 1; }

if [ -n "${WHEEL_VENV:-}" ]; then
  [ -x "$WHEEL_VENV/bin/tictactoe" ] || fail "WHEEL_VENV=$WHEEL_VENV has no installed tictactoe"
  venv=$(cd "$WHEEL_VENV" && pwd)
  echo "smoke_wheel: the wheel installed in $venv"
else
  # Build from a copy of the sources, so that no build/ or egg-info lands in the tree.
  mkdir "$tmp/src"
  tar -C "$root" --exclude=.git --exclude='.venv*' --exclude=build --exclude=dist \
      --exclude='*.egg-info' --exclude=__pycache__ --exclude=.pytest_cache -cf - . | tar -C "$tmp/src" -xf -
  "$python" -m pip wheel -q --no-deps -w "$tmp/dist" "$tmp/src"
  wheel=$(ls "$tmp"/dist/tictactoe_mnk-*.whl)
  echo "built $(basename "$wheel")"
  listing=$("$python" -m zipfile -l "$wheel")
  for f in warning_beep.wav tictactoe.svg tictactoe.png themes/dark.json themes/light.json \
           themes/high-contrast.json io.github.tictactoe_mnk.TicTacToe.desktop; do
    case "$listing" in
      *"tictactoe/resources/$f"*) ;;
      *) fail "$f is missing from the wheel" ;;
    esac
  done
  venv=$tmp/venv
  "$python" -m venv "$venv"
  # shellcheck disable=SC2086
  "$venv/bin/python" -m pip install -q ${PIP_ARGS:-} "$wheel"
fi

cd "$tmp"   # away from the sources: only the installed package can be found
# A private runtime folder: without one Qt warns on stderr (QStandardPaths), and this
# script takes any line on stderr for a failure, with no list of lines to let through.
mkdir -m 700 "$tmp/runtime"
export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" \
       XDG_RUNTIME_DIR="$tmp/runtime"
# shellcheck source=packaging/app_checks.sh
source "$root/packaging/app_checks.sh"
app=("$venv/bin/tictactoe")
purelib=$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
check_app "$venv/bin/tictactoe" "$purelib/tictactoe/resources"

# The installed app, as `tictactoe play` starts it, shows a proven value in its menu: the
# proof runs in the background as it does for a player (the prover package must ship).
run "the menu's proven value" "$venv/bin/python" -c '
import sys
from PySide6.QtCore import QTimer
from tictactoe.game import Rules
from tictactoe.ui.window.app import LaunchOptions, run

def watch(window):
    label = window.menu_screen.board_value
    window.menu_screen.set_rules(Rules(6, 6, 5))
    poll = QTimer(window)
    def check():
        if label.toolTip():
            poll.stop()
            print(label.toolTip(), flush=True)
            window.close()
    poll.timeout.connect(check)
    poll.start(50)
    QTimer.singleShot(40000, window.close)

sys.exit(run(LaunchOptions(on_window=watch)))'
[ "$out" = "6x6, 5 in a row: a draw with perfect play" ] \
  || fail "the menu did not show 6x6 proven a draw: '$out'"
echo "menu: $out"

echo "smoke_wheel: ok"
