#!/usr/bin/env bash
# Test what a player installs.  From a copy of the sources (no build/ or egg-info lands in
# the tree): build the sdist and the wheel, check that the wheel holds every module of
# tictactoe/ and every file of resources/ and that the sdist builds the same wheel; install
# WHEEL[test] into a fresh venv and run the test suite against the installed package, from
# a folder outside the checkout (tests/ conftest stops at once if tictactoe is not the
# installed one).  Exit status: pytest's (5, no test ran, is a failure too).
#
#   packaging/test_wheel.sh [PYTEST ARGS...]
#     PYTHON=/path/to/python3   the interpreter of the venvs (default python3)
#     WHEEL_VENV=DIR            make the test venv there and keep it (CI hands it on to
#                               smoke_wheel.sh and lint-imports); by default it is temporary
#     PIP_ARGS="..."            extra pip install options
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
venv=${WHEEL_VENV:-$tmp/venv}
say() { echo "test_wheel: $* (${SECONDS}s)"; }
fail() { echo "test_wheel: $*" >&2; exit 1; }

mkdir "$tmp/src" "$tmp/dist" "$tmp/from-sdist" "$tmp/unpacked"
tar -C "$root" --exclude=.git --exclude='.venv*' --exclude=build --exclude=dist \
    --exclude='*.egg-info' --exclude=__pycache__ --exclude=.pytest_cache \
    --exclude=.hypothesis -cf - . | tar -C "$tmp/src" -xf -

# The build tools are pyproject's build-system requirements, in a venv of their own.
"$python" -m venv "$tmp/build"
mapfile -t requires < <("$python" -c 'import sys, tomllib
print(*tomllib.load(open(sys.argv[1], "rb"))["build-system"]["requires"], sep="\n")' \
    "$tmp/src/pyproject.toml")
# shellcheck disable=SC2086
"$tmp/build/bin/python" -m pip install -q ${PIP_ARGS:-} "${requires[@]}"
build() {  # build KIND OUT: run setuptools' build backend (PEP 517) in the current folder
  "$tmp/build/bin/python" -c 'import sys
from setuptools import build_meta
getattr(build_meta, "build_" + sys.argv[1])(sys.argv[2])' "$1" "$2" >"$tmp/build.log" 2>&1 \
    || { cat "$tmp/build.log" >&2; fail "building the $1 failed"; }
}
(cd "$tmp/src" && build wheel "$tmp/dist" && build sdist "$tmp/dist")
wheel=$(ls "$tmp"/dist/tictactoe_mnk-*.whl)
sdist=$(ls "$tmp"/dist/tictactoe_mnk-*.tar.gz)
tar -C "$tmp/unpacked" -xzf "$sdist"
(cd "$tmp"/unpacked/tictactoe_mnk-* && build wheel "$tmp/from-sdist")
say "built $(basename "$wheel") and $(basename "$sdist")"

# Every module and resource of the sources is in the wheel (a subpackage left out of it
# once made the installed app fail), and the wheel built from the sdist is the same.
"$python" - "$tmp/src" "$wheel" "$tmp"/from-sdist/*.whl <<'EOF'
import sys
import zipfile
from pathlib import Path

src, wheel, again = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
names = set(zipfile.ZipFile(wheel).namelist())
wanted = {p.relative_to(src).as_posix() for p in (src / "tictactoe").rglob("*")
          if p.suffix in (".py", ".json") and "__pycache__" not in p.parts}
wanted |= {"tictactoe/resources/" + p.relative_to(src / "resources").as_posix()
           for p in (src / "resources").rglob("*") if p.is_file()}
missing = sorted(wanted - names)
if missing:
    sys.exit(f"test_wheel: missing from the wheel: {', '.join(missing)}")
other = set(zipfile.ZipFile(again).namelist())
if other != names:
    sys.exit("test_wheel: the wheel built from the sdist differs: only in the direct one: "
             f"{sorted(names - other)}; only in the sdist's: {sorted(other - names)}")
print(f"test_wheel: the wheel holds all {len(wanted)} modules and resources of the sources; "
      "the sdist builds the same wheel")
EOF

if [ -e "$venv" ] && [ ! -f "$venv/pyvenv.cfg" ]; then
  fail "WHEEL_VENV=$venv exists and is not a venv: not replacing it"
fi
"$python" -m venv --clear "$venv"
# shellcheck disable=SC2086
"$venv/bin/python" -m pip install -q ${PIP_ARGS:-} "$wheel[test]"
say "installed into $venv"

# The tests, the README, docs/reference.md (a test runs its examples), the changelog (a test reads its newest
# heading), pytest's settings (pyproject.toml),
# the desktop file a test compares with the packaged one, the AppStream metadata (a test
# compares its releases with the changelog's), docs/themes.md (a test compares
# its table with the packaged themes) and docs/architecture.md (a test compares its table of
# the file formats with storage/formats.py), docs/data (a test refits renju's shipped values
# from the games kept there); nothing else of the checkout (the rules page's test reads the
# page the wheel ships).
mkdir -p "$tmp/run/packaging" "$tmp/run/docs"
tar -C "$root" --exclude=__pycache__ -cf - tests | tar -C "$tmp/run" -xf -
cp "$root/README.md" "$root/CHANGELOG.md" "$root/pyproject.toml" "$tmp/run/"
cp "$root"/packaging/*.desktop "$root"/packaging/*.metainfo.xml "$tmp/run/packaging/"
cp "$root/docs/themes.md" "$root/docs/architecture.md" "$root/docs/reference.md" "$tmp/run/docs/"
cp -r "$root/docs/data" "$tmp/run/docs/"
status=0
# TICTACTOE_REPOSITORY: the checkout, whose history tests/storage/test_upgrade_downgrade.py builds
# the previous release from.
# On every core (pytest-xdist), a test file's tests on one worker (their shared fixtures
# computed once); PYTEST_WORKERS=0 runs them in one process.
(cd "$tmp/run" && TICTACTOE_TEST_INSTALLED=1 TICTACTOE_REPOSITORY="$root" "$venv/bin/python" -m pytest -q -p no:cacheprovider -n "${PYTEST_WORKERS:-auto}" --dist loadfile "$@") \
  || status=$?
say "pytest exit status $status"
exit "$status"
