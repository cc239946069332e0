/* Renju's forbidden points for Black, exactly as RIF articles 3 and 9 define them (the
 * recursion of 9.3 included), on the board's stones alone; tictactoe/renju.py is the
 * reference and tests/ai compare the two on many positions. */
#include "core.h"

enum { R_EMPTY = 0, R_BLACK = 1, R_OTHER = 2 };
#define SPAN 11
#define CENTRE 5

typedef struct {
    int five, overline, fours, npoints;
    int points[SPAN];   /* offsets from the point where a stone makes a straight four */
} Facts;

static void row(const uint8_t *s, int at, int *length, int *start) {
    int a = at, z = at;
    while (a > 0 && s[a - 1] == R_BLACK) a--;
    while (z < SPAN - 1 && s[z + 1] == R_BLACK) z++;
    *length = z - a + 1;
    *start = a;
}

static int straight_four(const uint8_t *s, int q) {
    int length, start;
    row(s, CENTRE, &length, &start);
    if (length != 4 || !(start <= q && q < start + 4)) return 0;
    int end = start + 3;
    return s[start - 1] == R_EMPTY && s[end + 1] == R_EMPTY && s[start - 2] != R_BLACK &&
           s[end + 2] != R_BLACK;
}

static void line_facts(uint8_t *s, Facts *f) {
    int length, start;
    memset(f, 0, sizeof *f);
    row(s, CENTRE, &length, &start);
    if (length >= 5) {
        f->five = length == 5;
        f->overline = length > 5;
        return;
    }
    uint32_t sets[SPAN];
    int nsets = 0;
    for (int q = 1; q < SPAN - 1; q++) {
        if (s[q] != R_EMPTY) continue;
        s[q] = R_BLACK;
        row(s, q, &length, &start);
        if (length == 5 && start <= CENTRE && CENTRE < start + 5) {
            uint32_t m = 0;
            for (int i = start; i < start + 5; i++)
                if (i != q) m |= 1u << i;
            int seen = 0;
            for (int j = 0; j < nsets; j++)
                if (sets[j] == m) seen = 1;
            if (!seen) sets[nsets++] = m;
        }
        s[q] = R_EMPTY;
    }
    if (nsets) {
        f->fours = nsets;
        return;
    }
    for (int q = CENTRE - 3; q <= CENTRE + 3; q++) {
        if (s[q] != R_EMPTY) continue;
        s[q] = R_BLACK;
        row(s, q, &length, &start);
        if (length != 5 && straight_four(s, q)) f->points[f->npoints++] = q - CENTRE;
        s[q] = R_EMPTY;
    }
}

static void read_line(const Board *b, int c, int d, uint8_t *s) {
    for (int i = -5; i <= 5; i++) {
        int v = b->cell[c + i * DIR[d]];
        s[i + CENTRE] = v == BLACK ? R_BLACK : v == EMPTY ? R_EMPTY : R_OTHER;
    }
}

static int foul_at(Board *b, int c, int depth);

/* may Black play q to make a three a straight four?  Not when that stone also makes a
 * five, nor when it is a foul */
static int playable(Board *b, int q, int depth) {
    uint8_t s[SPAN];
    b->cell[q] = BLACK;
    int five = 0;
    for (int d = 0; d < 4 && !five; d++) {
        read_line(b, q, d, s);
        int length, start;
        row(s, CENTRE, &length, &start);
        five = length == 5;
    }
    b->cell[q] = EMPTY;
    if (five) return 0;
    return foul_at(b, q, depth + 1) == 0;
}

static int foul_at(Board *b, int c, int depth) {
    /* a foul needs two directions with two black stones within five cells, or one with
     * four: most points are answered by counting */
    int counts[4], busy = 0, most = 0;
    for (int d = 0; d < 4; d++) {
        int n = 0;
        for (int i = -5; i <= 5; i++)
            if (i && b->cell[c + i * DIR[d]] == BLACK) n++;
        counts[d] = n;
        if (n >= 2) busy++;
        if (n > most) most = n;
    }
    if (most < 4 && busy < 2) return 0;
    if (depth > 16) return 0;  /* cannot happen on a real board; a guard against a loop */
    b->cell[c] = BLACK;
    Facts facts[4];
    int have[4] = {0};
    int result = -1;
    for (int d = 0; d < 4; d++) {
        if (counts[d] < 2) continue;
        uint8_t s[SPAN];
        read_line(b, c, d, s);
        line_facts(s, &facts[d]);
        have[d] = 1;
    }
    for (int d = 0; d < 4; d++)
        if (have[d] && facts[d].five) result = 0;
    if (result < 0)
        for (int d = 0; d < 4; d++)
            if (have[d] && facts[d].overline) result = 1;
    if (result < 0) {
        int fours = 0;
        for (int d = 0; d < 4; d++)
            if (have[d]) fours += facts[d].fours;
        if (fours >= 2) result = 2;
    }
    if (result < 0) {
        int maybe[4], nm = 0;
        for (int d = 0; d < 4; d++)
            if (have[d] && !facts[d].fours && facts[d].npoints) maybe[nm++] = d;
        result = 0;
        if (nm >= 2) {
            int threes = 0;
            for (int left = 0; left < nm; left++) {
                int d = maybe[left];
                int real = 0;
                for (int j = 0; j < facts[d].npoints && !real; j++)
                    real = playable(b, c + facts[d].points[j] * DIR[d], depth);
                if (real && ++threes == 2) {
                    result = 3;
                    break;
                }
                if (threes + nm - left - 1 < 2) break;
            }
        }
    }
    b->cell[c] = EMPTY;
    return result;
}

int renju_foul(Board *b, int c) {
    if (b->cell[c] != EMPTY) return 0;
    return foul_at(b, c, 0);
}
