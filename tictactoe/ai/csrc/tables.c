/* Line patterns, cell classes and combinations, as tables (built once per process).
 *
 * A line key holds the ten cells around a cell in one direction, two bits each (0 empty,
 * 1 Black, 2 White, 3 off the board); slots 0..4 are offsets -5..-1, slots 5..9 offsets
 * +1..+5.  A side's pattern in a line is what that side would have there by playing the
 * cell, under the line rule of that side; the definitions are those of
 * tictactoe/ai/rule_patterns.py (``level``), which tests/ai compare with these tables for
 * every key. */
#include "core.h"

#include <stdlib.h>

const int DIR[4] = {1, STRIDE, STRIDE + 1, 1 - STRIDE};   /* (1,0) (0,1) (1,1) (1,-1) */
uint8_t CLASS_TABLE[2][NCODE];
uint16_t COMBO_OF[NCODE];
static uint16_t INFO[2][NCODE];   /* [black_renju] code -> combination | class << 10 */
const int POW11[4] = {1, NPAT, NPAT * NPAT, NPAT * NPAT * NPAT};
uint8_t COMBO_PATS[NCOMBO][4];
uint64_t ZOBRIST[2][NCELLS];

enum { S_EMPTY = 0, S_OWN = 1, S_BLOCKED = 2 };
#define SEG 11
#define MID 5

static uint8_t *memo[NLINERULES];            /* normalised key -> level + 1 (0: unknown) */
static int initialised;

static void row_of(const uint8_t *s, int at, int *start, int *end) {
    int a = at, z = at;
    while (a > 0 && s[a - 1] == S_OWN) a--;
    while (z < SEG - 1 && s[z + 1] == S_OWN) z++;
    *start = a;
    *end = z;
}

static int blocked_at(const uint8_t *s, int i) { return i < 0 || i >= SEG || s[i] == S_BLOCKED; }

static int wins(const uint8_t *s, int start, int end, int rule) {
    int length = end - start + 1;
    if (length < 5) return 0;
    if (rule == LR_FREE) return 1;
    if (rule == LR_CARO) return length > 5 || !(blocked_at(s, start - 1) && blocked_at(s, end + 1));
    return length == 5;
}

static void normalise(uint8_t *s) {
    for (int i = MID + 2; i < SEG; i++)
        if (s[i - 1] == S_BLOCKED) s[i] = S_BLOCKED;
    for (int i = MID - 2; i >= 0; i--)
        if (s[i + 1] == S_BLOCKED) s[i] = S_BLOCKED;
}

static uint32_t encode(const uint8_t *s) {
    uint32_t k = 0;
    int slot = 0;
    for (int i = 0; i < SEG; i++) {
        if (i == MID) continue;
        k |= (uint32_t)s[i] << (2 * slot++);
    }
    return k;
}

/* the empty cells where one more own stone makes a winning row through the middle, and
 * how many distinct fours they complete */
static int five_points(const uint8_t *s, int rule, int *points, int *fours) {
    int n = 0, nd = 0;
    uint32_t masks[SEG];
    for (int e = 0; e < SEG; e++) {
        if (s[e] != S_EMPTY) continue;
        uint8_t after[SEG];
        memcpy(after, s, SEG);
        after[e] = S_OWN;
        int a, z;
        row_of(after, MID, &a, &z);
        if (a <= e && e <= z && wins(after, a, z, rule)) {
            points[n++] = e;
            uint32_t m = 0;
            for (int i = a; i <= z; i++)
                if (i != e) m |= 1u << i;
            int seen = 0;
            for (int j = 0; j < nd; j++)
                if (masks[j] == m) seen = 1;
            if (!seen) masks[nd++] = m;
        }
    }
    *fours = nd;
    return n;
}

/* can one stone of the other side leave none of the points winning? */
static int stoppable(const uint8_t *s, int rule, const int *points, int n) {
    if (rule != LR_CARO) return n < 2;
    for (int d = 0; d < SEG; d++) {
        if (s[d] != S_EMPTY) continue;
        uint8_t blk[SEG];
        memcpy(blk, s, SEG);
        blk[d] = S_BLOCKED;
        int alive = 0;
        for (int j = 0; j < n && !alive; j++) {
            int p = points[j];
            if (p == d) continue;
            uint8_t after[SEG];
            memcpy(after, blk, SEG);
            after[p] = S_OWN;
            int a, z;
            row_of(after, MID, &a, &z);
            if (wins(after, a, z, rule)) alive = 1;
        }
        if (!alive) return 1;
    }
    return 0;
}

static int down(int p) {
    switch (p) {
    case F4: return F3;
    case B4: return B3;
    case F3: return F2;
    case B3: return B2;
    case F2: return F1;
    case B2: return B1;
    default: return DEAD;
    }
}

static int level(const uint8_t *s, int rule) {
    uint32_t k = encode(s);
    uint8_t *m = memo[rule];
    if (m[k]) return m[k] - 1;
    int result;
    int a, z;
    row_of(s, MID, &a, &z);
    if (wins(s, a, z, rule)) {
        result = F5;
    } else if (z - a + 1 > 5) {
        result = rule == LR_BLACK ? FOUL : DEAD;
    } else {
        int open = 0;
        for (int st = MID - 4; st <= MID && !open; st++) {
            int free = 1;
            for (int i = st; i < st + 5; i++)
                if (s[i] == S_BLOCKED) free = 0;
            open = free;
        }
        if (!open) {
            result = DEAD;
        } else {
            int points[SEG], fours;
            int n = five_points(s, rule, points, &fours);
            if (n) {
                if (rule == LR_BLACK && fours >= 2) result = FOUL;
                else result = stoppable(s, rule, points, n) ? B4 : F4;
            } else {
                int best = DEAD;
                for (int e = 0; e < SEG; e++) {
                    if (s[e] != S_EMPTY) continue;
                    uint8_t after[SEG];
                    memcpy(after, s, SEG);
                    after[e] = S_OWN;
                    normalise(after);
                    int below = down(level(after, rule));
                    if (below > best) {
                        best = below;
                        if (best == F3) break;
                    }
                }
                result = best;
            }
        }
    }
    m[k] = (uint8_t)(result + 1);
    return result;
}

static void segment_of(uint32_t key, int own, uint8_t *s) {
    int slot = 0;
    for (int i = 0; i < SEG; i++) {
        if (i == MID) {
            s[i] = S_OWN;
            continue;
        }
        int v = (key >> (2 * slot++)) & 3;
        s[i] = v == 0 ? S_EMPTY : v == own ? S_OWN : S_BLOCKED;
    }
    normalise(s);
}

int line_level_of(int rule, int own, uint32_t key) {
    uint8_t s[SEG];
    if (!memo[rule]) memo[rule] = calloc(NKEYS, 1);
    segment_of(key, own, s);
    return level(s, rule);
}

/* The key of a line whose cells (offsets -5..-1, +1..+5, outermost first on each side)
 * hold only walls beyond the first wall: every half line that can occur. */
static int halves(uint32_t *left, uint32_t *right) {
    int n = 0;
    for (int walls = 0; walls <= 5; walls++) {
        int free = 5 - walls, count = 1;
        for (int i = 0; i < free; i++) count *= 3;
        for (int combo = 0; combo < count; combo++) {
            int v[5], x = combo;
            for (int i = 0; i < 5; i++) {
                if (i < walls) v[i] = 3;
                else {
                    v[i] = x % 3;
                    x /= 3;
                }
            }
            /* v[0] is the outermost cell; left: slot 0 is offset -5 (outermost) */
            uint32_t l = 0, r = 0;
            for (int i = 0; i < 5; i++) {
                l |= (uint32_t)v[i] << (2 * i);
                r |= (uint32_t)v[i] << (2 * (9 - i));
            }
            left[n] = l;
            right[n] = r;
            n++;
        }
    }
    return n;
}

static uint8_t entry(int rule_black, int rule_white, uint32_t key) {
    uint8_t s[SEG];
    segment_of(key, BLACK, s);
    int b = level(s, rule_black);
    segment_of(key, WHITE, s);
    int w = level(s, rule_white);
    return (uint8_t)(b | w << 4);
}

static const int LINE_RULE[NVARIANTS][2] = {
    {LR_FREE, LR_FREE}, {LR_EXACT, LR_EXACT}, {LR_BLACK, LR_FREE}, {LR_CARO, LR_CARO}};

/* A variant's line table.  Freestyle reads four cells a side (a 16-bit key: 64 KB, kept
 * in the processor's cache); the other rules read five (the cell beyond a five decides),
 * from a table of every key that can occur. */
static void build_line_table(RuleTables *rt, int variant) {
    int rb = LINE_RULE[variant][0], rw = LINE_RULE[variant][1];
    if (!memo[rb]) memo[rb] = calloc(NKEYS, 1);
    if (!memo[rw]) memo[rw] = calloc(NKEYS, 1);
    if (variant == V_FREESTYLE) {
        uint8_t *t = malloc(1u << 16);
        for (uint32_t k = 0; k < (1u << 16); k++) t[k] = entry(rb, rw, k << 2);
        rt->line = t;
        rt->shift = 2;
        rt->mask = 0xFFFF;
        return;
    }
    uint8_t *t = calloc(NKEYS, 1);
    static uint32_t left[400], right[400];
    int n = halves(left, right);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            uint32_t key = left[i] | right[j];
            t[key] = entry(rb, rw, key);
        }
    rt->line = t;
    rt->shift = 0;
    rt->mask = NKEYS - 1;
}

/* -- cells ------------------------------------------------------------------------------- */

static int cell_class(const int *n) {
    if (n[F5]) return C_FIVE;
    if (n[F4] || n[B4] >= 2) return C_FLEX4;
    if (n[B4]) {
        if (n[F3]) return C_FOUR_THREE;
        if (n[B3] || n[F2]) return C_FOUR_PLUS;
        return C_FOUR;
    }
    if (n[F3] >= 2) return C_THREE_THREE;
    if (n[F3]) return (n[B3] || n[F2]) ? C_THREE_PLUS : C_THREE;
    if (n[B3] >= 2 || (n[B3] && n[F2])) return C_BLOCK3_PLUS;
    if (n[F2] >= 2) return C_TWO_TWO;
    if (n[B3]) return C_BLOCK3;
    if (n[F2]) return C_TWO;
    return C_NONE;
}

static int black_class(const int *n) {
    if (!n[F5] && (n[FOUL] || n[F4] + n[B4] >= 2 || n[F3] >= 2)) return C_FORBIDDEN;
    int m[NPAT];
    memcpy(m, n, sizeof m);
    m[DEAD] += m[FOUL];
    m[FOUL] = 0;
    return cell_class(m);
}

const int8_t GROUP_OF[NCLASS] = {
    -1, -1, -1, -1, -1,                 /* NONE TWO BLOCK3 TWO_TWO BLOCK3_PLUS */
    G_THREE, G_THREE, G_THREE,          /* THREE THREE_PLUS THREE_THREE */
    G_FOUR, G_FOUR, G_FOUR,             /* FOUR FOUR_PLUS FOUR_THREE */
    G_FLEX4, G_FIVE, -1};               /* FLEX4 FIVE FORBIDDEN */

static uint64_t splitmix(uint64_t *x) {
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

void core_init(void) {
    if (initialised) return;
    int index = 0;
    for (int a = 0; a < NPAT; a++)
        for (int b = a; b < NPAT; b++)
            for (int c = b; c < NPAT; c++)
                for (int d = c; d < NPAT; d++) {
                    COMBO_PATS[index][0] = (uint8_t)a;
                    COMBO_PATS[index][1] = (uint8_t)b;
                    COMBO_PATS[index][2] = (uint8_t)c;
                    COMBO_PATS[index][3] = (uint8_t)d;
                    index++;
                }
    for (int code = 0; code < NCODE; code++) {
        int p[4] = {code % NPAT, code / NPAT % NPAT, code / (NPAT * NPAT) % NPAT,
                    code / (NPAT * NPAT * NPAT)};
        int n[NPAT] = {0};
        for (int i = 0; i < 4; i++) n[p[i]]++;
        int m[NPAT];
        memcpy(m, n, sizeof m);
        m[DEAD] += m[FOUL];
        m[FOUL] = 0;
        CLASS_TABLE[0][code] = (uint8_t)cell_class(m);
        CLASS_TABLE[1][code] = (uint8_t)black_class(n);
        /* the combination: the patterns sorted */
        for (int i = 1; i < 4; i++)
            for (int j = i; j > 0 && p[j - 1] > p[j]; j--) {
                int t = p[j];
                p[j] = p[j - 1];
                p[j - 1] = t;
            }
        int lo = 0, hi = NCOMBO - 1;   /* COMBO_PATS is in lexicographic order */
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            const uint8_t *q = COMBO_PATS[mid];
            int cmp = 0;
            for (int i = 0; i < 4 && !cmp; i++) cmp = (int)q[i] - p[i];
            if (cmp < 0) lo = mid + 1;
            else hi = mid;
        }
        COMBO_OF[code] = (uint16_t)lo;
        INFO[0][code] = (uint16_t)(lo | CLASS_TABLE[0][code] << 10);
        INFO[1][code] = (uint16_t)(lo | CLASS_TABLE[1][code] << 10);
    }
    uint64_t seed = 0x5EED5C0DEull;
    for (int s = 0; s < 2; s++)
        for (int c = 0; c < NCELLS; c++) ZOBRIST[s][c] = splitmix(&seed);
    initialised = 1;
}

static RuleTables RULES[NVARIANTS];
static int rules_ready[NVARIANTS];

int rules_built(int variant) { return rules_ready[variant]; }

const RuleTables *rule_tables(int variant) {
    if (rules_ready[variant]) return &RULES[variant];
    RuleTables *rt = &RULES[variant];
    rt->variant = variant;
    build_line_table(rt, variant);
    rt->black_renju = variant == V_RENJU;
    rt->info[0] = INFO[rt->black_renju];
    rt->info[1] = INFO[0];
    rules_ready[variant] = 1;
    return rt;
}
