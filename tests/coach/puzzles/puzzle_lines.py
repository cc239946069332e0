"""Puzzles as `tictactoe puzzles make` wrote them from ladder games (5x5 k=4 exact puzzles,
9x9 to 15x15 wins by fours): the lines the puzzles' tests read, judge and find again."""

EXACT_7 = (
    "7533cc644660\t5x5\t4\texact\t7\t1\tE2 D3 C4\tC1 B5 C5\t"
    "D5(D4 B3(A2 C3(A3 E3;E3 A3));E4 B3(A2 C3(A3 E3;E3 A3)))\t-\t"
)
EXACT_11 = (
    "3aa62a596813\t5x5\t4\texact\t11\t3\tD1 E2 D3\tA4 B4\tB2(B3 C3(C4 B5(D5 A2(A1 "
    "D2(E1 C2;C2 E1);B1 A1(A3 D4;D4 A3));A2 D5(D4 D2(E1 A5;A5 E1);E4 D2(E1 A5;A5 E1)))"
    ");C4 B5(B3 C3(A2 D5(D4 D2(E1 A5;A5 E1);E4 D2(E1 A5;A5 E1));D5 A2(A1 D2(E1 C2)))))"
    "\t-\t"
)
# a quiet D3 wins as fast as the four B4 (in 11): a puzzle with two answers (issue 48)
TWO_WAYS_11 = (
    "4326c31a14b5\t9x9\t5\tfours\t11\t2\tB3 C4 D4 E4 D5 F5 C6 E6 B7 C7 J9\t"
    "A2 F3 F4 C5 E5 D6 F6 F7 G7 A8 H8\tB4(A4 B5(B6 B1(B2 D3(C2 E2(F1 A6;A6 F1)))))\t-\t"
    "9x9-l3-l5/game-0024.psq, move 23"
)
FOURS_13 = (
    "99855b0b5101\t11x11\t5\tfours\t13\t2\tG2 H3 D5 G5 K5 F6 G6 E7 G7 J7 D8 H8 E9 C10 E10 "
    "J10\tG4 H4 J4 H5 E6 H6 J6 F7 H7 E8 G8 C9 D9 F9 H9 J9\tE5(D4 C5(F5 A5(B5 C7(B6 F10(G11 "
    "D10(B10 G10;G10 B10))))))\t-\t11x11-l3-l5-b/game-0117.psq, move 33"
)
# m7 wins by fours in 7, and the quiet f8 in 9 (fours and threes): within the margin, so no
# puzzle; it was shipped until the engine's threat search checked the set (issue 48)
SLOWER_9 = (
    "c0f2ad8c27c6\t15x15\t5\tfours\t7\t2\tG4 J5 K5 H6 K6 J7 L7 H8 G9 J9 M9 E10\t"
    "H4 H5 L5 J6 L6 H7 K7 G8 L8 F9 F10 F11\tN9(M8 L9(K9 K8(G5 M10;M10 G5)))\t-\t"
    "15x15-l2-l5/game-0037.psq, move 25"
)
FOURS_7 = (
    "df709f780a3b\t9x9\t5\tfours\t7\t2\tD3 E3 G3 B4 C5 F5 C6 D6 E6 F6 C7 E7\t"
    "A3 F3 C4 F4 G4 D5 E5 G5 B6 G6 H6 F8\tC8(C9 D7(B9 F7(B7 G7;G7 B7)))\t-\t"
    "9x9-l3-l5/game-0037.psq, move 25"
)


def swap(line: str, field: int, value: str) -> str:
    """``line`` with its field ``field`` (0-based, tab-separated) made ``value``."""
    fields = line.split("\t")
    fields[field] = value
    return "\t".join(fields)
