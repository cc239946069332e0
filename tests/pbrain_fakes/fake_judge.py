"""A small pbrain judge for the tests of ``tictactoe review-judge``: it reports what our own
proven facts say of the position it is given, in Rapfi's words (``MESSAGE ... Eval +M<n>``
for the side to move's win by fours in n plies, ``-M<n>`` for a lost position it proves),
and plays the first move of its win, else the first free cell.  ``quiet`` as its argument:
it never reports a forced win (a judge that sees nothing); ``boast``: every win it reports is
two plies quicker than it is."""

import sys

from tictactoe.coach.facts import Held, defend, proven_win
from tictactoe.game import Game, Mark, Position, Rules

mode = sys.argv[1] if len(sys.argv) > 1 else "facts"
quiet = mode == "quiet"
rules = None
stones = {}


def say(line):
    sys.stdout.write(line + "\r\n")
    sys.stdout.flush()


def answer():
    own = [c for c, f in stones.items() if f == 1]
    theirs = [c for c, f in stones.items() if f == 2]
    mover = Mark.X if len(own) <= len(theirs) else Mark.O
    bits = {Mark.X: 0, Mark.O: 0}
    for cells, mark in ((own, mover), (theirs, mover.other)):
        for x, y in cells:
            bits[mark] |= 1 << rules.index((x, y))
    game = Game.for_rules(rules, start=Position(rules, bits[Mark.X], bits[Mark.O]), to_move=mover)
    win = proven_win(game, mover)
    if quiet:
        say("MESSAGE Depth 4 | Eval 12 | Node 100")
    elif win is not None:
        say(f"MESSAGE Depth 4 | Eval +M{len(win) - 2 * (mode == 'boast')} | Node 100")
    else:
        threat = proven_win(game, mover.other)
        found = None if threat is None else defend(game, threat)
        lost = found is not None and found.held is Held.LOST
        say(f"MESSAGE Depth 4 | Eval {'-M' + str(found.plies) if lost else '-30'}")
    move = win[0] if win is not None else next(m for m in game.legal_moves())
    say(f"{move[0]},{move[1]}")


for line in sys.stdin:
    words = line.strip().split()
    if not words:
        continue
    command = words[0].upper()
    if command == "START":
        size = int(words[1])
        rules = Rules(size, size, 5)
        say("OK")
    elif command == "BOARD":
        stones = {}
        for row in sys.stdin:
            if row.strip().upper() == "DONE":
                break
            x, y, field = (int(v) for v in row.strip().split(","))
            stones[(x, y)] = field
        answer()
    elif command == "END":
        break
