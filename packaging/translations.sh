#!/usr/bin/env bash
# The catalogues of the window's words (issue 41), by one command:
#
#   packaging/translations.sh [LANG...]       (default: every resources/translations/*.ts)
#     PYSIDE_BIN=DIR   where pyside6-lupdate and pyside6-lrelease are (default: beside python3)
#
# 1. pyside6-lupdate reads every .py file of tictactoe/ (the window's words in ui/; the
#    sentences of the layers below, marked where they are written with
#    QT_TRANSLATE_NOOP or translate(..., None, 1), tictactoe/sentences.py)
#    and brings each resources/translations/tictactoe_LANG.ts up to date: new words are
#    added unfinished, words gone are dropped (-no-obsolete), no line numbers (-locations
#    none: a moved line changes no catalogue).  A new language: add LANG as an argument.
# 2. pyside6-lrelease compiles each .ts into the .qm the wheel ships beside it.
# The .qm files are committed; tests/ui/words/test_translations.py fails when one is stale or
# missing, when a catalogue lacks a word of the code or has one unfinished.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${PYSIDE_BIN:-$(dirname "$(command -v python3)")}
cd "$root/resources/translations"
if [ "$#" -gt 0 ]; then
  files=(); for lang in "$@"; do files+=("tictactoe_$lang.ts"); done
else
  files=(tictactoe_*.ts)
fi
"$bin/pyside6-lupdate" -silent -extensions py -locations none -no-obsolete \
  "$root/tictactoe" -ts "${files[@]}"
for ts in "${files[@]}"; do
  "$bin/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
done
echo "translations: ${files[*]} updated and compiled"
