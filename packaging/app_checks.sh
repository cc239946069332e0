# The checks of an installed app that packaging/smoke_wheel.sh (the wheel in a venv) and
# packaging/test_bundle.sh (the one-folder bundle, with no Python) share; both source this
# file.  Before calling check_app the caller sets:
#   tmp     its private temporary folder; $tmp/data is the app's XDG_DATA_HOME
#   app     an array: the command that starts the app (the wheel's console script, or the
#           bundle inside `env -i ...`)
#   python  a Python to read the app's JSON with (never the app's own)
#   fail    a function: print its message on stderr and exit non-zero
# Every step must exit 0 and write nothing on stderr (but the notes `convert` is meant to
# print): a traceback from a background thread (a module missing from the package) leaves
# the exit status at 0, so stderr is the only sign of it.

out=
run_noting() {  # run_noting NOTE WHAT COMMAND...: its stdout in $out; fails on a bad exit
  local note=$1 what=$2 status=0  # status or on stderr other than NOTE (empty: none at all)
  shift 2
  out=$(timeout 60 "$@" 2>"$tmp/stderr") || status=$?
  if [ "$status" = 0 ] && { if [ -z "$note" ]; then [ ! -s "$tmp/stderr" ]
                            else [ "$(cat "$tmp/stderr")" = "$note" ]; fi; }; then
    return 0
  fi
  fail "$what: exit status $status; its stderr:
$(cat "$tmp/stderr")"
}
run() { run_noting "" "$@"; }   # run WHAT COMMAND...: nothing at all on stderr

# check_app EXE RESOURCES: the app started as "${app[@]}" is the program EXE and reads its
# resources from the folder RESOURCES (inside the venv or the bundle).
check_app() {
  local exe=$1 resources=$2
  run "the app's smoke start" "${app[@]}" play --smoke
  echo "$out"
  [ "$out" = "smoke: ok, painted; resources in $resources" ] \
    || fail "the app did not find its resources in $resources"

  # Two whole games of the perfect players in the window, the second started by itself
  # (before any step that leaves an unfinished game kept: the window would offer it first).
  run "two games in the window" "${app[@]}" play --x hard --o hard --board 3x3 --delay 0 \
      --games 2 --alternate --quit-when-over
  case "$out" in
    "game 1 of 2: A draw"*$'\n'"game 2 of 2: A draw"*)
      echo "window: two games played to their end, both drawn" ;;
    *) fail "the window did not play two games to their end: '$out'" ;;
  esac

  run "an AI vs AI start" "${app[@]}" play --x random --o random --board 20x20 --k 5 \
      --delay 0 --smoke

  # `analyze` proves the empty 6x6 board (5 in a row) a draw: a budget of 5 s asks for a proof.
  run "tictactoe analyze" "${app[@]}" analyze --board 6x6 --k 5 --time 5 --json
  local verdict
  verdict=$("$python" -c 'import json, sys
r = json.loads(sys.argv[1])
print(r["engine"], r["exact"], r["result"], r.get("proof"), sep=";")' "$out")
  [ "$verdict" = "proof;True;draw;a draw with perfect play" ] \
    || fail "tictactoe analyze did not prove 6x6 (5 in a row) a draw: $verdict"
  echo "analyze: 6x6, 5 in a row: proven a draw"

  # Worker processes: multiprocessing starts them by running the program again.
  run "a match in two worker processes" "${app[@]}" match random random --games 4 --jobs 2
  case "$out" in
    "4 games on 3x3 k=3"*) echo "match: 4 games in 2 worker processes" ;;
    *) fail "tictactoe match --jobs 2 did not play its games: '$out'" ;;
  esac

  run "--install-desktop" "${app[@]}" --install-desktop
  local entry=$tmp/data/applications/io.github.tictactoe_mnk.TicTacToe.desktop
  grep -qx "Exec=$exe" "$entry" || fail "--install-desktop wrote no entry that starts $exe"
  run "--uninstall-desktop" "${app[@]}" --uninstall-desktop
  [ ! -e "$entry" ] || fail "--uninstall-desktop left $entry"
  # the records package ships too: a Piskvork file converts to SGF
  printf 'Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,12\n' > "$tmp/g.psq"
  # (two notes: a .psq file does not say its rule, and SGF keeps no move times)
  run_noting "tictactoe convert: note: $tmp/g.psq does not say its rule: read as freestyle
tictactoe convert: note: SGF games do not keep the move times" \
    "tictactoe convert" "${app[@]}" convert "$tmp/g.psq" "$tmp/g.sgf"
  grep -q ';B\[hh\];W\[ii\]' "$tmp/g.sgf" || fail "tictactoe convert wrote a wrong SGF"
}
