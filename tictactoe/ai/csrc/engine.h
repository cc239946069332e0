/* The searches' state: the board, the tables kept between searches, the limits. */
#ifndef TTT_ENGINE_H
#define TTT_ENGINE_H

#include "core.h"

typedef struct {
    uint64_t key;
    int32_t value;
    int16_t move;
    int8_t depth;
    uint8_t bound;      /* EXACT, LOWER, UPPER */
} TTEntry;

enum { B_EXACT = 1, B_LOWER = 2, B_UPPER = 3 };

/* The parts of the search that a match can switch off one by one (the ablation table of
 * docs/measurements.md); all on by default. */
typedef struct {
    int futility;       /* cut quiet moves near the horizon when the eval is far below alpha */
    int move_count;     /* late quiet moves near the horizon are not searched */
    int lmr;            /* late quiet moves searched shallower first (by their order rank) */
    int null_move;      /* the opponent moves twice: a cut when beta still holds */
    int vcf_leaf;       /* a win by fours looked for at the horizon */
    int threat_ext;     /* an answer to a three costs no depth (a few plies) */
    int root_vct;       /* wins by threes looked for before the search, for both sides */
    int safety;         /* the move played: the opponent has no win by threes after it */
    int aspiration;     /* each iteration starts with a window around the last value */
    int early_stop;     /* no new iteration past 60% of a time budget (nodes: always) */
    int threats_first;  /* a quiet node's moves that make a three or more before its killers */
    int leaf_fours;     /* at the horizon the side to move may make fours (each block forced) */
    int order_reductions; /* a late quiet move reduced by how far its order score falls below the best */
} Options;

typedef struct {
    double time_limit;  /* seconds (0: none) */
    int64_t max_nodes;  /* 0: none */
    int max_depth;      /* 0: none */
    int all_values;     /* every root move gets its own full-window value */
} Limits;

#define MAXROOT MAXMOVES

typedef struct {
    int best;                   /* a cell (board index) */
    int value, depth, proven;   /* proven: 0 no, 1 forced, 2 by fours, 3 by threes */
    int64_t nodes;
    int nroot;
    int16_t root[MAXROOT];
    int32_t values[MAXROOT];
    int pvlen;
    int16_t pv[MAXPLY];
    int stopped, lost, danger, safety_changed, seldepth;
} Result;

typedef int (*PollFn)(void *ctx);                         /* nonzero: stop */
typedef void (*ReportFn)(void *ctx, const Result *r);

typedef struct Engine {
    Board b;
    Weights wt;
    Options opt;
    TTEntry *tt;
    uint64_t ttmask;
    uint64_t *fail;             /* threat failure cache: key ^ plies */
    uint64_t failmask;
    int32_t history[2][NCELLS];
    int16_t killers[MAXPLY][2];
    /* the current search */
    int64_t nodes, max_nodes, next_poll;
    double deadline, started;
    int stop;
    int cancelled;              /* the caller asked to stop (not a phase's end) */
    double limit_time;          /* the whole search's: seconds and nodes (0: none) */
    int64_t limit_nodes;
    int cpu_clock;              /* time the search by its thread's CPU time (matches on a busy machine) */
    int root_side;
    int extend_until;
    int seldepth;
    PollFn poll;
    ReportFn report;
    void *ctx;
    int64_t stat[8];            /* counters for the profile (debug) */
    int16_t pvt[MAXPLY][MAXPLY];
    int pvl[MAXPLY];
    int null_at[MAXPLY];
} Engine;

void engine_init(Engine *e, int w, int h, int variant, const int32_t *weights);
void engine_free(Engine *e);
void engine_clear(Engine *e);
double engine_now(void);
double engine_clock(const Engine *e);
void engine_begin(Engine *e, double time_limit, int64_t max_nodes);
int engine_stopped(Engine *e);

/* threats.c: plies to the win (0: none found); the line is written to `line` */
int vcf(Engine *e, int a, int max_plies, int16_t *line);
int vcf_any(Engine *e, int a, int max_plies, int16_t *line);
int vct(Engine *e, int a, int max_plies, int complete, int16_t *line);
int flex4_real(Engine *e, int a, int c);
int threat_moves(Engine *e, int a, int complete, int16_t *out);
int threat_from(Engine *e, int a, int c, int max_plies, int fours_only, int complete,
                int16_t *line);

/* search.c */
void engine_search(Engine *e, int side, const Limits *lim, Result *r);

#endif
