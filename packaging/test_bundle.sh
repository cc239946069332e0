#!/usr/bin/env bash
# Test the one-folder bundle as a player gets it.  From a copy of the sources: install the
# `bundle` extra into a fresh venv and build with packaging/build_bundle.sh (the README's
# build command); check that the bundle holds every module and every data file of the wheel
# (whatever pyproject.toml's patterns put in it); unpack the .tar.gz into another folder and
# remove the build venv; then start the unpacked bundle with `env -i` (no Python on the PATH,
# which names an empty folder; no PYTHONPATH or PYTHONHOME; only what Qt needs) and run the
# checks the wheel's smoke test runs (packaging/app_checks.sh: its menu offscreen, two whole
# games in the window, a proof of (6,6,5), a match in two worker processes, the desktop
# entry, convert).  First, a build with a Python that has no PyInstaller must say so in one
# line.  Everything goes into one temporary folder, removed at the end.  Exit code 0 = all good.
#
#   packaging/test_bundle.sh     (PYTHON=/path/to/python3: the interpreter of the venvs;
#                                 PIP_ARGS="..." for extra pip install options)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
say() { echo "test_bundle: $* (${SECONDS}s)"; }
fail() { echo "test_bundle: $*" >&2; exit 1; }

# A build with a Python without PyInstaller: one line on stderr, status 2, nothing written.
"$python" -m venv --without-pip "$tmp/bare"
status=0
PYTHON="$tmp/bare/bin/python" "$root/packaging/build_bundle.sh" "$tmp/none" \
  >"$tmp/stdout" 2>"$tmp/stderr" || status=$?
[ "$status" = 2 ] && [ ! -s "$tmp/stdout" ] && [ "$(wc -l <"$tmp/stderr")" = 1 ] \
  && grep -q "has no PyInstaller" "$tmp/stderr" && [ ! -e "$tmp/none" ] \
  || fail "a build without PyInstaller: status $status, stderr: $(cat "$tmp/stderr")"
say "a build without PyInstaller says so: $(cat "$tmp/stderr")"

# The README's build command, from a copy of the sources.
mkdir "$tmp/src"
tar -C "$root" --exclude=.git --exclude='.venv*' --exclude=build --exclude=dist \
    --exclude='*.egg-info' --exclude=__pycache__ --exclude=.pytest_cache \
    --exclude=.hypothesis -cf - . | tar -C "$tmp/src" -xf -
"$python" -m venv "$tmp/venv"
# shellcheck disable=SC2086
"$tmp/venv/bin/python" -m pip install -q ${PIP_ARGS:-} "$tmp/src[bundle]"
say "installed the bundle extra"
# A build into a folder whose tictactoe/ is not an earlier bundle: one line, status 2, and
# that folder left as it was.
mkdir -p "$tmp/taken/tictactoe" && echo mine > "$tmp/taken/tictactoe/keep"
status=0
PYTHON="$tmp/venv/bin/python" "$tmp/src/packaging/build_bundle.sh" "$tmp/taken" \
  >"$tmp/stdout" 2>"$tmp/stderr" || status=$?
[ "$status" = 2 ] && [ "$(wc -l <"$tmp/stderr")" = 1 ] && grep -q "is not a bundle" "$tmp/stderr" \
  && [ "$(ls -A "$tmp/taken/tictactoe")" = keep ] && [ "$(ls -A "$tmp/taken")" = tictactoe ] \
  || fail "a build over a folder that is not a bundle: status $status, stderr: $(cat "$tmp/stderr")"
PYTHON="$tmp/venv/bin/python" "$tmp/src/packaging/build_bundle.sh" "$tmp/out"
archive=$(ls "$tmp"/out/tictactoe-mnk-*.tar.gz)

# Every module of the wheel is in the bundle's archive of modules, and every other file of
# the wheel's package (its package data) is in the bundle, the same bytes at the same place.
# (-I: the venv's own tictactoe-mnk, never the metadata of a checkout in the current folder)
"$tmp/venv/bin/python" -I - "$tmp/out/tictactoe" <<'EOF'
import sys
from importlib.metadata import distribution
from pathlib import Path

from PyInstaller.archive.readers import CArchiveReader

bundle = Path(sys.argv[1])
wheel = [f for f in distribution("tictactoe-mnk").files
         if f.parts[0] == "tictactoe" and f.suffix != ".pyc"]
modules = set(CArchiveReader(str(bundle / "tictactoe")).open_embedded_archive("PYZ.pyz").toc)
wanted = {".".join(f.with_suffix("").parts).removesuffix(".__init__")
          for f in wheel if f.suffix == ".py"}
data = [f for f in wheel if f.suffix not in (".py", ".so")]
missing = sorted(wanted - modules)
missing += [str(f) for f in data if not (bundle / "_internal" / f).is_file()
            or (bundle / "_internal" / f).read_bytes() != Path(f.locate()).read_bytes()]
# a compiled module (the engine's core) is a binary to PyInstaller, which may place and
# rewrite it as it does the other libraries it collects: it is there, by its name
missing += [str(f) for f in wheel if f.suffix == ".so"
            and not any(bundle.joinpath("_internal").rglob(f.name))]
if missing:
    sys.exit(f"test_bundle: missing from the bundle (or not the wheel's bytes): {missing}")
print(f"test_bundle: the bundle holds the wheel's {len(wanted)} modules and {len(data)} data files")
EOF

# The archive as a player unpacks it, somewhere else, with the build venv gone.
mkdir "$tmp/player"
tar -C "$tmp/player" -xzf "$archive"
size=$(du -m "$archive" | cut -f1)
rm -rf "$tmp/venv" "$tmp/out" "$tmp/src"
top=$(ls -d "$tmp"/player/tictactoe-mnk-*)
for f in tictactoe/tictactoe INSTALL.txt io.github.tictactoe_mnk.TicTacToe.desktop \
         io.github.tictactoe_mnk.TicTacToe.png io.github.tictactoe_mnk.TicTacToe.svg; do
  [ -f "$top/$f" ] || fail "$f is missing from $(basename "$archive")"
done
folder=$(du -sm "$top/tictactoe" | cut -f1)
say "unpacked $(basename "$archive"): $size MiB; the bundle: $folder MiB"

mkdir "$tmp/empty" "$tmp/home"
mkdir -m 700 "$tmp/runtime"   # without it Qt warns on stderr (QStandardPaths)
bundle=$top/tictactoe/tictactoe
app=(env -i PATH="$tmp/empty" HOME="$tmp/home" LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen
     XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" XDG_RUNTIME_DIR="$tmp/runtime"
     "$bundle")
cd "$tmp"
# shellcheck source=packaging/app_checks.sh
source "$root/packaging/app_checks.sh"
run "the bundle's --version" "${app[@]}" --version
echo "$out"
check_app "$bundle" "$top/tictactoe/_internal/tictactoe/resources"
say "ok"
