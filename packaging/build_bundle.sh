#!/usr/bin/env bash
# Build the desktop game as a one-folder bundle that starts without Python (PyInstaller),
# and the .tar.gz a player downloads: the bundle, the desktop entry, the icon and a short
# install note (packaging/INSTALL-bundle.txt).  It needs a Python with the project's
# `bundle` extra, which holds PyInstaller beside the game's own requirements:
#
#   python3 -m venv .venv-bundle && .venv-bundle/bin/pip install '.[bundle]'
#   PYTHON=.venv-bundle/bin/python packaging/build_bundle.sh [OUT]
#
# It writes OUT/tictactoe/ (start OUT/tictactoe/tictactoe) and
# OUT/tictactoe-mnk-VERSION-linux-ARCH.tar.gz; OUT is dist/ by default.  The bundle is frozen
# from the wheel, built from a copy of the sources (no build/ or egg-info lands in the tree)
# and unpacked: it holds what the wheel holds (see packaging/tictactoe.spec).  Everything
# else, PyInstaller's work folder and cache included, goes into a temporary folder that is
# removed at the end.  Exit status 2, with one line on stderr, when the Python has no
# PyInstaller, objcopy (binutils: PyInstaller's tool on Linux) is missing, or OUT/tictactoe
# is something other than an earlier bundle.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
out=${1:-$root/dist}
fail() { echo "build_bundle: $1" >&2; exit "${2:-2}"; }

extra="install the build extra (pip install '.[bundle]') and name that Python in PYTHON="
"$python" -c 'import PyInstaller' >/dev/null 2>&1 || fail "$python has no PyInstaller: $extra"
command -v objcopy >/dev/null \
  || fail "PyInstaller needs objcopy, which is not on the PATH: install binutils"
if [ -e "$out/tictactoe" ] && [ ! -d "$out/tictactoe/_internal" ]; then
  fail "$out/tictactoe exists and is not a bundle: not replacing it"
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
say() { echo "build_bundle: $* (${SECONDS}s)"; }
quietly() {  # quietly WHAT COMMAND...: its output only if it fails
  "${@:2}" >"$tmp/log" 2>&1 || { cat "$tmp/log" >&2; fail "$1 failed" 1; }
}

mkdir "$tmp/src"
tar -C "$root" --exclude=.git --exclude='.venv*' --exclude=build --exclude=dist \
    --exclude='*.egg-info' --exclude=__pycache__ --exclude=.pytest_cache \
    --exclude=.hypothesis -cf - . | tar -C "$tmp/src" -xf -
quietly "building the wheel" "$python" -m pip wheel --no-deps -w "$tmp/wheel" "$tmp/src"
wheel=$(ls "$tmp"/wheel/tictactoe_mnk-*.whl)
version=$(basename "$wheel" | cut -d- -f2)
"$python" -m zipfile -e "$wheel" "$tmp/unpacked"
say "built and unpacked $(basename "$wheel")"

quietly "PyInstaller" env TICTACTOE_WHEEL_DIR="$tmp/unpacked" PYINSTALLER_CONFIG_DIR="$tmp/cache" \
  "$python" -m PyInstaller --noconfirm --log-level WARN --distpath "$tmp/dist" \
  --workpath "$tmp/work" "$tmp/src/packaging/tictactoe.spec"
say "froze it with PyInstaller"

# The archive: one folder with the bundle, the desktop entry, the icon and the note.
name=tictactoe-mnk-$version
app_id=io.github.tictactoe_mnk.TicTacToe
mkdir -p "$tmp/pack/$name"
mv "$tmp/dist/tictactoe" "$tmp/pack/$name/tictactoe"
cp "$tmp/src/packaging/$app_id.desktop" "$tmp/src/packaging/$app_id.metainfo.xml" "$tmp/pack/$name/"
cp "$tmp/src/resources/tictactoe.png" "$tmp/pack/$name/$app_id.png"
cp "$tmp/src/resources/tictactoe.svg" "$tmp/pack/$name/$app_id.svg"
cp "$tmp/src/packaging/INSTALL-bundle.txt" "$tmp/pack/$name/INSTALL.txt"
archive=$name-linux-$(uname -m).tar.gz
tar -C "$tmp/pack" -czf "$tmp/$archive" "$name"

mkdir -p "$out"
rm -rf "$out/tictactoe"
mv "$tmp/pack/$name/tictactoe" "$out/tictactoe"
mv "$tmp/$archive" "$out/$archive"
say "wrote $out/tictactoe/ ($(du -sm "$out/tictactoe" | cut -f1) MiB)" \
    "and $out/$archive ($(du -m "$out/$archive" | cut -f1) MiB)"
