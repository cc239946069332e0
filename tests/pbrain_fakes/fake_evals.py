"""A small pbrain engine for the tests of ``tictactoe fit evals``: before each move it says
its evaluation as Rapfi does (``MESSAGE Depth 3 | Eval +12 | Node 100``, ``Eval +M1`` when
it makes five, ``Eval -M2`` when the other side has a five to make that it cannot stop
first), then plays greedily: the cell that stops the other side's five when it has none to
make, else the one that makes its longest line, nearest the centre among equals.  Games
against itself end in a few moves.  The first argument, a fault at its Nth move (N the
second argument, counted over the whole process, 1 by default): good (none), hang, garbage
(a line that is no move), exit (ends the process), illegal (plays a taken cell), silent
(never says an Eval, no fault)."""

import sys
import time

fault = sys.argv[1] if len(sys.argv) > 1 else "good"
at = int(sys.argv[2]) if len(sys.argv) > 2 else 1
size = 0
stones = {}  # (x, y) -> 1 own, 2 the other side's
made = 0


def say(line):
    sys.stdout.write(line + "\r\n")
    sys.stdout.flush()


def run(x, y, field):
    """The longest line of ``field`` a stone on (x, y) would make."""
    best = 0
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        count = 1
        for sign in (1, -1):
            cx, cy = x + sign * dx, y + sign * dy
            while 0 <= cx < size and 0 <= cy < size and stones.get((cx, cy)) == field:
                count += 1
                cx, cy = cx + sign * dx, cy + sign * dy
        best = max(best, count)
    return best


def move():
    global made
    made += 1
    if made == at and fault == "hang":
        while True:
            time.sleep(10)
    if made == at and fault == "exit":
        sys.exit(3)
    if made == at and fault == "garbage":
        say("I would rather not")
        return
    if made == at and fault == "illegal":
        taken = next(iter(stones))
        say(f"{taken[0]},{taken[1]}")
        return
    centre = (size - 1) / 2
    free = [(x, y) for y in range(size) for x in range(size) if (x, y) not in stones]
    scored = [
        (run(x, y, 1), run(x, y, 2), -((x - centre) ** 2) - (y - centre) ** 2, -y, -x)
        for x, y in free
    ]
    own, theirs = max(s[0] for s in scored), max(s[1] for s in scored)
    if own >= 5:
        said = "+M1"
    elif theirs >= 5 and [s[1] >= 5 for s in scored].count(True) > 1:
        said = "-M2"
    else:
        said = f"{10 * own - 7 * theirs:+d}"
    if fault != "silent":
        say(f"MESSAGE Depth 3 | Eval {said} | Node 100")
    blocks = theirs >= 5 and own < 5  # stop a five, else make the longest line
    key = max(scored, key=lambda s: (s[1] if blocks else s[0], s[2], s[3], s[4]))
    x, y = -key[4], -key[3]
    stones[(x, y)] = 1
    say(f"{x},{y}")


board = False
for raw in sys.stdin:
    line = raw.strip()
    if not line:
        continue
    if board:
        if line.upper() == "DONE":
            board = False
            move()
        else:
            x, y, field = (int(v) for v in line.split(","))
            stones[(x, y)] = field
        continue
    word, _, rest = line.partition(" ")
    word = word.upper()
    if word == "START":
        size = int(rest)
        stones = {}
        say("OK")
    elif word == "RESTART":
        stones = {}
        say("OK")
    elif word == "ABOUT":
        say(f'name="Fake evals {fault}", version="1.0", author="tests"')
    elif word == "BEGIN":
        move()
    elif word == "TURN":
        x, y = (int(v) for v in rest.split(","))
        stones[(x, y)] = 2
        move()
    elif word == "BOARD":
        stones = {}
        board = True
    elif word == "END":
        break
    elif word != "INFO":
        say("UNKNOWN " + word)
