#!/usr/bin/env bash
# Build the wheel, install it (not editable) into a fresh temporary venv, and start the
# installed app offscreen; it paints its window, checks that it finds its own sound and
# icon inside the installed package, and quits by itself.  Then the installed app proves a
# board's value in its menu, `tictactoe analyze` proves 6x6 (5 in a row) a draw, and the
# desktop entry and `convert` work.  Every step must exit 0 and write nothing on stderr (but
# the one note `convert` is meant to print): a traceback from a background thread (a module
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
out=
run_noting() {  # run_noting NOTE WHAT COMMAND...: its stdout in $out; fails on a bad exit
  local note=$1 what=$2 status=0  # status or on stderr other than NOTE (empty: none at all)
  shift 2
  out=$(timeout 60 "$@" 2>"$tmp/stderr") || status=$?
  if [ "$status" = 0 ] && { if [ -z "$note" ]; then [ ! -s "$tmp/stderr" ]
                            else [ "$(cat "$tmp/stderr")" = "$note" ]; fi; }; then
    return 0
  fi
  echo "smoke_wheel: $what: exit status $status; its stderr:" >&2
  cat "$tmp/stderr" >&2
  exit 1
}
run() { run_noting "" "$@"; }   # run WHAT COMMAND...: nothing at all on stderr

run "the installed app" "$venv/bin/tictactoe" play --smoke
echo "$out"
case "$out" in
  *"smoke: ok"*"$venv/"*) ;;
  *) fail "the app did not find its resources in the installed package" ;;
esac
run "an AI vs AI start" "$venv/bin/tictactoe" play --x random --o random --board 20x20 --k 5 \
    --delay 0 --smoke

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

# `analyze` proves the empty 6x6 board (5 in a row) a draw: a budget of 5 s asks for a proof.
run "tictactoe analyze" "$venv/bin/tictactoe" analyze --board 6x6 --k 5 --time 5 --json
verdict=$("$venv/bin/python" -c 'import json, sys
r = json.loads(sys.argv[1])
print(r["engine"], r["exact"], r["result"], r.get("proof"), sep=";")' "$out")
[ "$verdict" = "proof;True;draw;a draw with perfect play" ] \
  || fail "tictactoe analyze did not prove 6x6 (5 in a row) a draw: $verdict"
echo "analyze: 6x6, 5 in a row: proven a draw"

run "--install-desktop" "$venv/bin/tictactoe" --install-desktop
[ -f "$tmp/data/applications/io.github.tictactoe_mnk.TicTacToe.desktop" ] \
  || fail "--install-desktop wrote no desktop file"
run "--uninstall-desktop" "$venv/bin/tictactoe" --uninstall-desktop
# the records package ships too: a Piskvork file converts to SGF with the installed command
printf 'Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,12\n' > "$tmp/g.psq"
run_noting "tictactoe convert: note: SGF games do not keep the move times" \
  "tictactoe convert" "$venv/bin/tictactoe" convert "$tmp/g.psq" "$tmp/g.sgf"
grep -q ';B\[hh\];W\[ii\]' "$tmp/g.sgf" || fail "tictactoe convert wrote a wrong SGF"
echo "smoke_wheel: ok"
