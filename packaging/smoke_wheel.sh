#!/usr/bin/env bash
# Build the wheel, install it (not editable) into a fresh temporary venv, and start the
# installed app offscreen; it paints its window, checks that it finds its own sound and
# icon inside the installed package, and quits by itself (exit code 0 = all good).
#
#   packaging/smoke_wheel.sh            (PYTHON=/path/to/python3 to choose the interpreter;
#                                        PIP_ARGS="..." for extra pip install options)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Build from a copy of the sources, so that no build/ or egg-info lands in the tree.
mkdir "$tmp/src"
tar -C "$root" --exclude=.git --exclude=.venv --exclude=build --exclude=dist \
    --exclude='*.egg-info' --exclude=__pycache__ --exclude=.pytest_cache -cf - . | tar -C "$tmp/src" -xf -
"$python" -m pip wheel -q --no-deps -w "$tmp/dist" "$tmp/src"
wheel=$(ls "$tmp"/dist/tictactoe_mnk-*.whl)
echo "built $(basename "$wheel")"
listing=$("$python" -m zipfile -l "$wheel")
for f in warning_beep.wav tictactoe.svg tictactoe.png arrow_up.svg arrow_down.svg \
         io.github.tictactoe_mnk.TicTacToe.desktop; do
  case "$listing" in
    *"tictactoe/resources/$f"*) ;;
    *) echo "smoke_wheel: $f is missing from the wheel" >&2; exit 1 ;;
  esac
done

"$python" -m venv "$tmp/venv"
# shellcheck disable=SC2086
"$tmp/venv/bin/python" -m pip install -q ${PIP_ARGS:-} "$wheel"

cd "$tmp"   # away from the sources: only the installed package can be found
export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data"
out=$(timeout 120 "$tmp/venv/bin/tictactoe" play --smoke 2>"$tmp/stderr") || {
  echo "smoke_wheel: the installed app failed" >&2; cat "$tmp/stderr" >&2; exit 1; }
echo "$out"
case "$out" in
  *"smoke: ok"*"$tmp/venv/"*) ;;
  *) echo "smoke_wheel: the app did not find its resources in the installed package" >&2; exit 1 ;;
esac
timeout 120 "$tmp/venv/bin/tictactoe" play --x random --o random --board 20x20 --k 5 --delay 0 --smoke \
  >/dev/null 2>"$tmp/stderr" || { echo "smoke_wheel: an AI vs AI start failed" >&2; cat "$tmp/stderr" >&2; exit 1; }
"$tmp/venv/bin/tictactoe" --install-desktop >/dev/null 2>"$tmp/stderr" \
  && [ -f "$tmp/data/applications/io.github.tictactoe_mnk.TicTacToe.desktop" ] \
  && "$tmp/venv/bin/tictactoe" --uninstall-desktop >/dev/null 2>>"$tmp/stderr" \
  || { echo "smoke_wheel: --install-desktop failed" >&2; cat "$tmp/stderr" >&2; exit 1; }
# the records package ships too: a Piskvork file converts to SGF with the installed command
printf 'Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,12\n' > "$tmp/g.psq"
"$tmp/venv/bin/tictactoe" convert "$tmp/g.psq" "$tmp/g.sgf" >/dev/null 2>"$tmp/stderr" \
  && grep -q ';B\[hh\];W\[ii\]' "$tmp/g.sgf" \
  || { echo "smoke_wheel: tictactoe convert failed in the installed package" >&2; cat "$tmp/stderr" >&2; exit 1; }
echo "smoke_wheel: ok"
