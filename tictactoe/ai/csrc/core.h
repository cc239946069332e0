/* The compiled core of the large-board engine (five in a row, boards up to 20x20, every
 * rule): the board with its line patterns kept move by move, the evaluation read from the
 * fitted tables, renju's forbidden points, the threat searches (wins by fours and by
 * threes, proven) and the principal-variation search.  The Python engine
 * (tictactoe/ai/large.py and its modules) is the reference: the same line patterns, cell
 * classes and evaluation, cross-checked by tests/ai.  See docs/engine.md. */
#ifndef TTT_CORE_H
#define TTT_CORE_H

#include <stdint.h>
#include <string.h>

#define MAXS 20                 /* the largest side */
#define PAD 5                   /* wall cells around the board: a line reads 5 a side */
#define STRIDE 32               /* >= MAXS + 2 * PAD */
#define NROWS (MAXS + 2 * PAD)
#define NCELLS (STRIDE * NROWS)
#define KEYBITS 20              /* 10 cells of a line, two bits each */
#define NKEYS (1u << KEYBITS)
#define MAXMOVES 400
#define MAXPLY 128

enum { EMPTY = 0, BLACK = 1, WHITE = 2, WALL = 3 };

/* line patterns, weakest first (tictactoe/ai/patterns.py, rule_patterns.py) */
enum { DEAD, B1, F1, B2, F2, B3, F3, B4, F4, F5, FOUL, NPAT };

/* cell classes (tictactoe/ai/patterns.py) */
enum {
    C_NONE, C_TWO, C_BLOCK3, C_TWO_TWO, C_BLOCK3_PLUS, C_THREE, C_THREE_PLUS, C_THREE_THREE,
    C_FOUR, C_FOUR_PLUS, C_FOUR_THREE, C_FLEX4, C_FIVE, C_FORBIDDEN, NCLASS
};

/* how a line's rows win for one side (rule_patterns.LineRule) */
enum { LR_FREE, LR_EXACT, LR_CARO, LR_BLACK, NLINERULES };

/* the variants (tictactoe/variants.py) */
enum { V_FREESTYLE, V_STANDARD, V_RENJU, V_CARO, NVARIANTS };

/* groups of cells kept per side (by class) */
enum { G_FIVE, G_FLEX4, G_FOUR, G_THREE, NGROUPS };

#define NCOMBO 1001             /* unordered 4-tuples of the 11 patterns */
#define NCODE (NPAT * NPAT * NPAT * NPAT)

/* the threats on the board that the static value weighs, for the side to move (own) and
 * the other side: is there a cell of these classes? */
enum {
    T_OWN_FOUR_THREE, T_OWN_THREE_THREE, T_OWN_THREE, T_OWN_FOUR,
    T_OPP_FLEX4, T_OPP_FOUR_THREE, T_OPP_THREE_THREE, T_OPP_THREE, T_OPP_FOUR, NTHREAT
};

#define WIN 1000000
#define HEURISTIC_LIMIT (WIN - 1000)
#define EVAL_LIMIT (HEURISTIC_LIMIT / 2)
#define INF (WIN + 1)

typedef struct {
    int16_t items[MAXS * MAXS];
    int16_t where[NCELLS];      /* index in items, or -1 */
    int n;
} CellSet;

/* What a rule's board reads: the line tables of Black and White, and which class table
 * each side uses (renju's Black has its own). */
typedef struct {
    int variant;
    const uint8_t *line;        /* (key >> shift) & mask -> Black's pattern | White's << 4 */
    int shift;
    uint32_t mask;
    int black_renju;            /* side 0 is renju's Black */
    const uint16_t *info[2];    /* [side] code -> combination | class << 10 */
} RuleTables;

static inline int line_entry(const RuleTables *rt, uint32_t key) {
    return rt->line[(key >> rt->shift) & rt->mask];
}

/* The fitted evaluation and move-order tables (per side: renju's Black and White differ;
 * the other rules give both sides the same). */
typedef struct {
    int32_t move[2][NCOMBO];    /* a cell's value for its side, that side to move */
    int32_t wait[2][NCOMBO];    /* a cell's value for its side, the other side to move */
    int32_t own[2][NCOMBO];     /* move order: a cell's worth to its side, playing it */
    int32_t opp[2][NCOMBO];     /* move order: its worth to the other side, taking it */
    int32_t threat[2][NTHREAT]; /* per side to move: what the threats on the board are worth */
} Weights;

typedef struct {
    int cell, side;
    int8_t xmin, xmax, ymin, ymax;   /* the bounding box before the move */
} Undo;

typedef struct Board {
    int w, h, variant;
    const RuleTables *rt;
    const Weights *wt;
    uint8_t cell[NCELLS];
    uint32_t key[NCELLS][4];
    uint8_t ent[NCELLS][4];     /* the line table's entry: Black's pattern | White's << 4 */
    uint16_t code[NCELLS][2];   /* the four patterns as one number, per side */
    uint8_t cls[NCELLS][2];
    uint16_t combo[NCELLS][2];
    uint8_t near[NCELLS];       /* stones within Chebyshev distance 2 */
    int32_t sum_move[2], sum_wait[2];
    int16_t ncls[2][NCLASS];    /* empty cells of each class, per side */
    CellSet group[2][NGROUPS];
    uint64_t hash;
    int stones;
    int xmin, xmax, ymin, ymax; /* the stones' bounding box (board coordinates) */
    Undo hist[MAXS * MAXS + 8];
    int nhist;
} Board;

/* tables.c */
extern const int DIR[4];
extern uint8_t CLASS_TABLE[2][NCODE];   /* [black_renju] ordered code -> class */
extern uint16_t COMBO_OF[NCODE];        /* ordered code -> combo index */
extern uint8_t COMBO_PATS[NCOMBO][4];   /* combo index -> its patterns, ascending */
extern uint64_t ZOBRIST[2][NCELLS];
void core_init(void);
const RuleTables *rule_tables(int variant);
int rules_built(int variant);
extern const int8_t GROUP_OF[NCLASS];
static inline int group_of_class(int cls) { return GROUP_OF[cls]; }
int line_level_of(int rule, int own, uint32_t key);     /* for the tests */

extern const int POW11[4];
static inline int pattern_of(const uint8_t *ent, int side, int d) {
    return side ? ent[d] >> 4 : ent[d] & 15;
}

/* board.c */
static inline int cell_at(int x, int y) { return (y + PAD) * STRIDE + (x + PAD); }
static inline int cell_x(int c) { return c % STRIDE - PAD; }
static inline int cell_y(int c) { return c / STRIDE - PAD; }
void board_init(Board *b, int w, int h, int variant, const Weights *wt);
void board_move(Board *b, int c, int side);
void board_undo(Board *b);
int board_eval(const Board *b, int side);
int board_static(const Board *b, int side);
void board_threat_features(const Board *b, int side, int *out);
int board_class_with(const Board *b, int p, int side, int d, int slot_shift, int v);
int board_is_five(const Board *b, int c, int side);
/* offset i (-5..5, not 0) -> its bit shift in a key */
static inline int board_slot_shift(int i) { return 2 * (i < 0 ? i + 5 : i + 4); }
int board_stops(Board *b, int side, const int16_t *points, int npoints, int16_t *out);
int board_defences(const Board *b, int side, const int16_t *points, int n, int below,
                   int16_t *out);
int board_legal(Board *b, int c, int side);

/* renju.c */
int renju_foul(Board *b, int c);   /* 0, or 1 overline, 2 double four, 3 double three */

#endif
