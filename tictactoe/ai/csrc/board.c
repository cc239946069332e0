/* The board: stones, line keys, each empty cell's patterns, class and combination per
 * side, the evaluation's sums and the sets of threat cells, all kept move by move. */
#include "core.h"



static void set_add(CellSet *s, int c) {
    s->where[c] = (int16_t)s->n;
    s->items[s->n++] = (int16_t)c;
}

static void set_remove(CellSet *s, int c) {
    int i = s->where[c];
    int last = s->items[--s->n];
    s->items[i] = (int16_t)last;
    s->where[last] = (int16_t)i;
    s->where[c] = -1;
}

/* side s's combination and class of the empty cell c are now those of `code` */
static inline void set_code(Board *b, int c, int s, int code) {
    int info = b->rt->info[s][code];
    b->code[c][s] = (uint16_t)code;
    int combo = info & 1023, cls = info >> 10;
    int oc = b->combo[c][s];
    if (combo != oc) {
        b->combo[c][s] = (uint16_t)combo;
        b->sum_move[s] += b->wt->move[s][combo] - b->wt->move[s][oc];
        b->sum_wait[s] += b->wt->wait[s][combo] - b->wt->wait[s][oc];
    }
    int ocl = b->cls[c][s];
    if (cls != ocl) {
        b->cls[c][s] = (uint8_t)cls;
        b->ncls[s][ocl]--;
        b->ncls[s][cls]++;
        int og = group_of_class(ocl), g = group_of_class(cls);
        if (og != g) {
            if (og >= 0) set_remove(&b->group[s][og], c);
            if (g >= 0) set_add(&b->group[s][g], c);
        }
    }
}

/* count the empty cell c in (its values and its class's set) */
static void enter(Board *b, int c) {
    const RuleTables *rt = b->rt;
    int code[2] = {0, 0};
    for (int d = 0; d < 4; d++) {
        int v = line_entry(rt, b->key[c][d]);
        b->ent[c][d] = (uint8_t)v;
        code[0] += (v & 15) * POW11[d];
        code[1] += (v >> 4) * POW11[d];
    }
    for (int s = 0; s < 2; s++) {
        int info = rt->info[s][code[s]];
        int combo = info & 1023, cls = info >> 10;
        b->code[c][s] = (uint16_t)code[s];
        b->cls[c][s] = (uint8_t)cls;
        b->ncls[s][cls]++;
        b->combo[c][s] = (uint16_t)combo;
        b->sum_move[s] += b->wt->move[s][combo];
        b->sum_wait[s] += b->wt->wait[s][combo];
        int g = group_of_class(cls);
        if (g >= 0) set_add(&b->group[s][g], c);
    }
}

static void leave(Board *b, int c) {
    for (int s = 0; s < 2; s++) {
        b->ncls[s][b->cls[c][s]]--;
        int combo = b->combo[c][s];
        b->sum_move[s] -= b->wt->move[s][combo];
        b->sum_wait[s] -= b->wt->wait[s][combo];
        int g = group_of_class(b->cls[c][s]);
        if (g >= 0) set_remove(&b->group[s][g], c);
    }
}

/* the empty cell q's line d changed: read its entry again */
static inline void refresh(Board *b, int q, int d) {
    int v = line_entry(b->rt, b->key[q][d]);
    int ov = b->ent[q][d];
    if (v == ov) return;
    b->ent[q][d] = (uint8_t)v;
    int db = (v & 15) - (ov & 15), dw = (v >> 4) - (ov >> 4);
    if (db) set_code(b, q, 0, b->code[q][0] + db * POW11[d]);
    if (dw) set_code(b, q, 1, b->code[q][1] + dw * POW11[d]);
}

void board_init(Board *b, int w, int h, int variant, const Weights *wt) {
    core_init();
    memset(b, 0, sizeof *b);
    b->w = w;
    b->h = h;
    b->variant = variant;
    b->rt = rule_tables(variant);
    b->wt = wt;
    for (int c = 0; c < NCELLS; c++) b->cell[c] = WALL;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) b->cell[cell_at(x, y)] = EMPTY;
    for (int s = 0; s < 2; s++)
        for (int g = 0; g < NGROUPS; g++)
            for (int c = 0; c < NCELLS; c++) b->group[s][g].where[c] = -1;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int c = cell_at(x, y);
            for (int d = 0; d < 4; d++) {
                uint32_t k = 0;
                for (int i = -5; i <= 5; i++)
                    if (i) k |= (uint32_t)b->cell[c + i * DIR[d]] << board_slot_shift(i);
                b->key[c][d] = k;
            }
            enter(b, c);
        }
    b->xmin = b->ymin = MAXS;
    b->xmax = b->ymax = -1;
}

/* a stone of value v (1 Black, 2 White) comes (sign +1) or goes (-1) at c: the keys of
 * the empty cells along its four lines change, and their entries are read again.  An
 * occupied cell's key is left as it is: stones come and go last in, first out, so every
 * change made while it is occupied is undone before it is emptied again.  Freestyle reads
 * four cells a side, the other rules five. */
static void add_along(Board *b, int c, int v, int sign) {
    int reach = b->rt->shift ? 4 : 5;
    for (int d = 0; d < 4; d++) {
        int step = DIR[d];
        for (int i = -reach; i <= reach; i++) {
            if (!i) continue;
            int q = c + i * step;
            if (b->cell[q] != EMPTY) continue;
            /* c sits at offset -i from q */
            uint32_t unit = (uint32_t)v << board_slot_shift(-i);
            if (sign > 0) b->key[q][d] += unit;
            else b->key[q][d] -= unit;
            refresh(b, q, d);
        }
    }
}

void board_move(Board *b, int c, int side) {
    leave(b, c);
    b->cell[c] = (uint8_t)(side + 1);
    b->hash ^= ZOBRIST[side][c];
    b->stones++;
    Undo *u = &b->hist[b->nhist++];
    u->cell = c;
    u->side = side;
    u->xmin = (int8_t)b->xmin;
    u->xmax = (int8_t)b->xmax;
    u->ymin = (int8_t)b->ymin;
    u->ymax = (int8_t)b->ymax;
    int x = cell_x(c), y = cell_y(c);
    if (x < b->xmin) b->xmin = x;
    if (x > b->xmax) b->xmax = x;
    if (y < b->ymin) b->ymin = y;
    if (y > b->ymax) b->ymax = y;
    for (int dy = -2; dy <= 2; dy++)
        for (int dx = -2; dx <= 2; dx++) b->near[c + dy * STRIDE + dx]++;
    add_along(b, c, side + 1, +1);
}

void board_undo(Board *b) {
    Undo *u = &b->hist[--b->nhist];
    int c = u->cell, side = u->side;
    b->cell[c] = EMPTY;
    add_along(b, c, side + 1, -1);
    for (int dy = -2; dy <= 2; dy++)
        for (int dx = -2; dx <= 2; dx++) b->near[c + dy * STRIDE + dx]--;
    b->hash ^= ZOBRIST[side][c];
    b->stones--;
    b->xmin = u->xmin;
    b->xmax = u->xmax;
    b->ymin = u->ymin;
    b->ymax = u->ymax;
    enter(b, c);
}

int board_eval(const Board *b, int side) {
    int v = b->sum_move[side] - b->sum_wait[1 - side];
    if (v > EVAL_LIMIT) return EVAL_LIMIT;
    if (v < -EVAL_LIMIT) return -EVAL_LIMIT;
    return v;
}

void board_threat_features(const Board *b, int side, int *t) {
    const int16_t *m = b->ncls[side], *o = b->ncls[1 - side];
    t[T_OWN_FOUR_THREE] = m[C_FOUR_THREE] > 0;
    t[T_OWN_THREE_THREE] = m[C_THREE_THREE] > 0;
    t[T_OWN_THREE] = m[C_THREE] + m[C_THREE_PLUS] > 0;
    t[T_OWN_FOUR] = m[C_FOUR] + m[C_FOUR_PLUS] > 0;
    t[T_OPP_FLEX4] = o[C_FLEX4] > 0;
    t[T_OPP_FOUR_THREE] = o[C_FOUR_THREE] > 0;
    t[T_OPP_THREE_THREE] = o[C_THREE_THREE] > 0;
    t[T_OPP_THREE] = o[C_THREE] + o[C_THREE_PLUS] > 0;
    t[T_OPP_FOUR] = o[C_FOUR] + o[C_FOUR_PLUS] > 0;
}

/* The static value for the side to move: the cells' sum, and what the threats on the
 * board are worth to the side that moves first. */
int board_static(const Board *b, int side) {
    int t[NTHREAT];
    board_threat_features(b, side, t);
    int v = b->sum_move[side] - b->sum_wait[1 - side];
    const int32_t *w = b->wt->threat[side];
    for (int i = 0; i < NTHREAT; i++)
        if (t[i]) v += w[i];
    if (v > EVAL_LIMIT) return EVAL_LIMIT;
    if (v < -EVAL_LIMIT) return -EVAL_LIMIT;
    return v;
}

/* the class the empty cell p would have for side with one more stone of value v on its
 * line d at the given key shift (the board is not changed) */
int board_class_with(const Board *b, int p, int side, int d, int shift, int v) {
    int e = line_entry(b->rt, b->key[p][d] + ((uint32_t)v << shift));
    int now = pattern_of(b->ent[p], side, d);
    int then = side ? e >> 4 : e & 15;
    int code = b->code[p][side] + (then - now) * POW11[d];
    return b->rt->info[side][code] >> 10;
}

int board_is_five(const Board *b, int c, int side) { return b->cls[c][side] == C_FIVE; }

/* Cells where the other side, by playing, brings every one of points (cells of side's
 * class `below` or higher) under class `below`; written to out (sorted), the count
 * returned.  A point is stopped by taking it or by a stone on one of its lines. */
int board_defences(const Board *b, int side, const int16_t *points, int n, int below, int16_t *out) {
    static const int none = 0;
    (void)none;
    uint8_t mark[NCELLS];
    int count = 0;
    int16_t cand[MAXS * MAXS];
    int v = (1 - side) + 1;
    for (int j = 0; j < n; j++) {
        int p = points[j];
        int16_t stop[48];
        int ns = 0;
        stop[ns++] = (int16_t)p;
        for (int d = 0; d < 4; d++)
            for (int i = -5; i <= 5; i++) {
                if (!i) continue;
                int q = p + i * DIR[d];
                if (b->cell[q] != EMPTY) continue;
                /* q sits at offset i from p */
                if (board_class_with(b, p, side, d, board_slot_shift(i), v) < below)
                    stop[ns++] = (int16_t)q;
            }
        if (j == 0) {
            memset(mark, 0, sizeof mark);
            for (int i = 0; i < ns; i++)
                if (!mark[stop[i]]) {
                    mark[stop[i]] = 1;
                    cand[count++] = stop[i];
                }
        } else {
            uint8_t here[NCELLS];
            memset(here, 0, sizeof here);
            for (int i = 0; i < ns; i++) here[stop[i]] = 1;
            int kept = 0;
            for (int i = 0; i < count; i++)
                if (here[cand[i]]) cand[kept++] = cand[i];
            count = kept;
        }
        if (!count) return 0;
    }
    /* sorted, so that the answer does not depend on the order of the points */
    for (int i = 1; i < count; i++)
        for (int j = i; j > 0 && cand[j - 1] > cand[j]; j--) {
            int16_t t = cand[j];
            cand[j] = cand[j - 1];
            cand[j - 1] = t;
        }
    memcpy(out, cand, count * sizeof *out);
    return count;
}

int board_legal(Board *b, int c, int side) {
    if (b->cell[c] != EMPTY) return 0;
    if (side == 1 || !b->rt->black_renju) return 1;
    if (b->cls[c][0] == C_FIVE) return 1;
    return renju_foul(b, c) == 0;
}

/* The other side's moves after which none of points (cells where side makes a winning
 * row) wins: the point itself when there is one (two cannot be stopped), under caro any
 * cell that blocks the row's last open end; never a point forbidden to Black. */
int board_stops(Board *b, int side, const int16_t *points, int n, int16_t *out) {
    int count;
    if (b->variant == V_CARO) {
        count = board_defences(b, side, points, n, C_FIVE, out);
    } else if (n == 1) {
        out[0] = points[0];
        count = 1;
    } else {
        return 0;
    }
    if (b->rt->black_renju && side == 1) {
        int kept = 0;
        for (int i = 0; i < count; i++)
            if (board_legal(b, out[i], 0)) out[kept++] = out[i];
        count = kept;
    }
    return count;
}
