"""A small pbrain engine for the tests, with a fault chosen by its first argument.

It plays the free cell nearest the centre (first in row order among equals).
Faults (the argument): good, hang (at its second move), crash (exits at its second
move), sigkill (kills itself at its second move), garbage, illegal (plays a taken
cell), offboard, twice (answers two moves to a TURN), slow_start (answers START
after DELAY s), slow (each move after DELAY s), ignore_end (ignores END and SIGTERM),
refuse (ERROR to START), noabout (UNKNOWN to ABOUT), mnk (says mnk="1"), settling
(drops, as Rapfi does, each line that comes within DELAY s after it answered), freestyle
(ERROR to an INFO rule other than 0, as the old tictactoe brain did), rules (writes
each INFO rule it is sent to the file named by DELAY's place, the second argument).
To SWAP2BOARD (the swap2 opening): any fault answers with the free cells nearest the
centre (three stones to none; two more to three; SWAP to five), but swapwhite (one
move to three or five: White), swapblack (SWAP to three), swapbad (two moves to five)
and swapgarbage (a line that is no answer).
DELAY is the second argument (seconds, default 1).
"""

import os
import signal
import sys
import time

fault = sys.argv[1] if len(sys.argv) > 1 else "good"
delay = float(sys.argv[2]) if len(sys.argv) > 2 and fault != "rules" else 1.0
width = height = 0
stones = {}
moves_made = 0


answered_at = 0.0


def say(line):
    global answered_at
    sys.stdout.write(line + "\r\n")
    sys.stdout.flush()
    if not line.startswith("MESSAGE"):
        answered_at = time.monotonic()


def nearest():
    cx, cy = (width - 1) / 2, (height - 1) / 2
    free = [(x, y) for y in range(height) for x in range(width) if (x, y) not in stones]
    return min(free, key=lambda m: (m[0] - cx) ** 2 + (m[1] - cy) ** 2)


def move():
    global moves_made
    moves_made += 1
    if fault == "slow":
        time.sleep(delay)
    if moves_made == 2:
        if fault == "hang":
            while True:
                time.sleep(10)
        if fault == "crash":
            sys.stderr.write("fake engine: something broke\n")
            sys.stderr.flush()
            sys.exit(3)
        if fault == "sigkill":
            os.kill(os.getpid(), signal.SIGKILL)
        if fault == "garbage":
            say("hello there")
            return
        if fault == "illegal":
            taken = next(iter(stones))
            say(f"{taken[0]},{taken[1]}")
            return
        if fault == "offboard":
            say(f"{width + 3},{height}")
            return
    m = nearest()
    stones[m] = 1
    say("MESSAGE thinking about " + f"{m[0]},{m[1]}")
    say(f"{m[0]},{m[1]}")
    if fault == "twice" and moves_made == 2:
        stones[m] = 1
        m2 = nearest()
        say(f"{m2[0]},{m2[1]}")


if fault == "ignore_end":
    signal.signal(signal.SIGTERM, signal.SIG_IGN)


def swap_answer(placed):
    for m in placed:
        stones[m] = 1
    if fault == "swapgarbage":
        return "perhaps later"
    if len(placed) == 0:
        count = 3
    elif fault == "swapblack" or (len(placed) == 5 and fault != "swapbad"):
        return "SWAP"
    else:
        count = 1 if fault == "swapwhite" else 2
    chosen = []
    for _ in range(count):
        m = nearest()
        stones[m] = 1
        chosen.append(f"{m[0]},{m[1]}")
    return " ".join(chosen)


board_mode = False
swap_lines = None
for raw in sys.stdin:
    line = raw.strip()
    if not line:
        continue
    if fault == "settling" and time.monotonic() - answered_at < delay:
        continue  # still "thinking": the line is lost
    if swap_lines is not None:
        if line.upper() == "DONE":
            say(swap_answer(swap_lines))
            swap_lines = None
        else:
            swap_lines.append(tuple(int(v) for v in line.split(",")))
        continue
    if board_mode:
        if line.upper() == "DONE":
            board_mode = False
            move()
        else:
            x, y, f = (int(v) for v in line.split(","))
            stones[(x, y)] = f
        continue
    word, _, rest = line.partition(" ")
    word = word.upper()
    if word == "START":
        if fault == "slow_start":
            time.sleep(delay)
        if fault == "refuse":
            say("ERROR only 20x20 here")
            continue
        width = height = int(rest)
        stones = {}
        say("OK")
    elif word == "RECTSTART":
        width, height = (int(v) for v in rest.split(","))
        stones = {}
        say("OK")
    elif word == "RESTART":
        stones = {}
        say("OK")
    elif word == "ABOUT":
        if fault == "noabout":
            say("UNKNOWN")
        else:
            extra = ', mnk="1"' if fault == "mnk" else ""
            say(f'name="Fake {fault}", version="1.0", author="tests"{extra}')
    elif word == "INFO":
        key, _, value = rest.partition(" ")
        if key.lower() == "rule" and fault == "freestyle" and value.strip() != "0":
            say("ERROR rule " + value.strip() + " is not played here")
        if key.lower() == "rule" and fault == "rules":
            with open(sys.argv[2], "a") as log:
                log.write(value.strip() + "\n")
    elif word == "BEGIN":
        move()
    elif word == "TURN":
        x, y = (int(v) for v in rest.split(","))
        stones[(x, y)] = 2
        move()
    elif word == "BOARD":
        stones = {}
        board_mode = True
    elif word == "SWAP2BOARD":
        stones = {}
        swap_lines = []
    elif word == "END":
        if fault == "ignore_end":
            while True:
                time.sleep(10)
        break
    else:
        say("UNKNOWN " + word)
