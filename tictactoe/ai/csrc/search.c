/* The principal-variation search (see docs/engine.md, "The compiled core").
 *
 * Before the search: the forced moves (a five, the opponent's five blocked, an open four),
 * a win by fours, a win by threes (proven), and the opponent's win by threes as if it
 * moved twice, against which only the moves that break it are searched.  Then iterative
 * deepening with aspiration windows, a transposition table kept between the moves of a
 * game, killers and history, and the parts the ablation table measures (engine.h's
 * Options).  Last, the safety check: the move played leaves the opponent no win by
 * threes, else the next best is tried. */
#include "engine.h"

#include <math.h>
#include <stdlib.h>

#define NOMOVE (-1)
/* the plies of the opponent's win by threes the safety check looks for after a move: at 13,
 * Hard let wins of 13-17 plies through on 9x9 (docs/measurements.md, "edition 11") */
#define SAFETY_PLIES 17

void engine_init(Engine *e, int w, int h, int variant, const int32_t *weights) {
    memset(e, 0, sizeof *e);
    memcpy(&e->wt, weights, sizeof e->wt);
    board_init(&e->b, w, h, variant, &e->wt);
    e->ttmask = (1u << 20) - 1;
    e->tt = calloc(e->ttmask + 1, sizeof *e->tt);
    e->failmask = (1u << 18) - 1;
    e->fail = calloc(e->failmask + 1, sizeof *e->fail);
    Options all = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    e->opt = all;
}

void engine_free(Engine *e) {
    free(e->tt);
    free(e->fail);
    e->tt = NULL;
    e->fail = NULL;
}

void engine_clear(Engine *e) {
    memset(e->tt, 0, (e->ttmask + 1) * sizeof *e->tt);
    memset(e->fail, 0, (e->failmask + 1) * sizeof *e->fail);
    memset(e->history, 0, sizeof e->history);
    memset(e->killers, 0xFF, sizeof e->killers);
}

static inline int tick(Engine *e) {
    e->nodes++;
    if (e->nodes >= e->next_poll) return engine_stopped(e);
    return e->stop;
}

static inline int is_mate(int v) { return v > HEURISTIC_LIMIT || v < -HEURISTIC_LIMIT; }

static int to_tt(int v, int ply) {
    if (v > HEURISTIC_LIMIT) return v + ply;
    if (v < -HEURISTIC_LIMIT) return v - ply;
    return v;
}

static int from_tt(int v, int ply) {
    if (v > HEURISTIC_LIMIT) return v - ply;
    if (v < -HEURISTIC_LIMIT) return v + ply;
    return v;
}

static TTEntry *tt_probe(Engine *e, uint64_t key) {
    TTEntry *t = &e->tt[key & e->ttmask];
    return t->key == key ? t : NULL;
}

static void tt_store(Engine *e, uint64_t key, int depth, int v, int bound, int move, int ply) {
    TTEntry *t = &e->tt[key & e->ttmask];
    if (t->key == key && t->depth > depth && bound != B_EXACT) return;
    t->key = key;
    t->value = to_tt(v, ply);
    t->depth = (int8_t)(depth > 127 ? 127 : depth);
    t->bound = (uint8_t)bound;
    t->move = (int16_t)move;
}

static uint64_t node_key(Engine *e, int side) {
    return e->b.hash ^ (side ? 0x7F4A7C159E3779B9ull : 0x3C6EF372FE94F82Bull);
}

/* the opponent's real open-four points (it threatens an open four or two fours next) */
static int threat_points(Engine *e, int o, int16_t *out) {
    CellSet *f = &e->b.group[o][G_FLEX4];
    int n = 0;
    for (int i = 0; i < f->n; i++)
        if (flex4_real(e, o, f->items[i])) out[n++] = f->items[i];
    return n;
}

static inline int order_score(Engine *e, int side, int c) {
    const Board *b = &e->b;
    return e->wt.own[side][b->combo[c][side]] + e->wt.opp[side][b->combo[c][1 - side]];
}

static void sort_moves(int16_t *moves, int32_t *score, int n) {
    for (int i = 1; i < n; i++) {
        int16_t m = moves[i];
        int32_t s = score[i];
        int j = i;
        while (j > 0 && (score[j - 1] < s || (score[j - 1] == s && moves[j - 1] > m))) {
            moves[j] = moves[j - 1];
            score[j] = score[j - 1];
            j--;
        }
        moves[j] = m;
        score[j] = s;
    }
}

/* The moves of `side` at a node, with their order scores (not sorted: the caller picks
 * them best first).  When the opponent threatens an open four (`points`, its real open-four
 * points), the cells that stop every such point and our own fours; otherwise the empty
 * cells near the stones.  The score: the fitted move order, the table's move first, then
 * (where nothing is to be stopped) the moves that make a three or more, the killers, and the
 * history.  A later move that refutes the first is most often such a threat (the
 * measurements: 56-61% A/B under every rule). */
static int gen_moves(Engine *e, int side, int ply, int ttmove, int exact_legal,
                     const int16_t *points, int np, int16_t *moves, int32_t *score) {
    Board *b = &e->b;
    int n = 0;
    if (np) {
        int16_t cells[MAXMOVES];
        int nc = board_defences(b, 1 - side, points, np, C_FLEX4, cells);
        for (int i = 0; i < nc; i++)
            if (board_legal(b, cells[i], side)) moves[n++] = cells[i];
        for (int g = G_FLEX4; g <= G_FOUR; g++) {
            CellSet *s = &b->group[side][g];
            for (int i = 0; i < s->n; i++) {
                int c = s->items[i], seen = 0;
                for (int j = 0; j < n && !seen; j++) seen = moves[j] == c;
                if (!seen && board_legal(b, c, side)) moves[n++] = (int16_t)c;
            }
        }
    } else if (b->stones == 0) {
        moves[n++] = (int16_t)cell_at(b->w / 2, b->h / 2);
    } else {
        int x0 = b->xmin - 2 < 0 ? 0 : b->xmin - 2, x1 = b->xmax + 2 >= b->w ? b->w - 1 : b->xmax + 2;
        int y0 = b->ymin - 2 < 0 ? 0 : b->ymin - 2, y1 = b->ymax + 2 >= b->h ? b->h - 1 : b->ymax + 2;
        int black_renju = side == 0 && b->rt->black_renju;
        for (int y = y0; y <= y1; y++)
            for (int x = x0; x <= x1; x++) {
                int c = cell_at(x, y);
                if (b->cell[c] != EMPTY || !b->near[c]) continue;
                if (black_renju && b->cls[c][0] == C_FORBIDDEN) {
                    /* over-forbidden only by the recursion of RIF 9.3: asked exactly at the root */
                    if (!exact_legal || !board_legal(b, c, 0)) continue;
                }
                moves[n++] = (int16_t)c;
            }
    }
    const int16_t *killer = ply < MAXPLY ? e->killers[ply] : NULL;
    int threats_first = e->opt.threats_first && !np;
    for (int i = 0; i < n; i++) {
        int c = moves[i];
        int sc = order_score(e, side, c) + e->history[side][c] / 64;
        int cl = b->cls[c][side];
        if (threats_first && cl >= C_THREE && cl != C_FORBIDDEN) sc += 1 << 21;
        if (c == ttmove) sc += 1 << 28;
        else if (killer && (c == killer[0] || c == killer[1])) sc += 1 << 20;
        score[i] = sc;
    }
    return n;
}

/* move the best-scored of moves[i..n) to i (ties: the lower cell) */
static inline void pick(int16_t *moves, int32_t *score, int i, int n) {
    int best = i;
    for (int j = i + 1; j < n; j++)
        if (score[j] > score[best] || (score[j] == score[best] && moves[j] < moves[best])) best = j;
    if (best != i) {
        int16_t m = moves[i];
        moves[i] = moves[best];
        moves[best] = m;
        int32_t t = score[i];
        score[i] = score[best];
        score[best] = t;
    }
}

static void update_pv(Engine *e, int ply, int move) {
    e->pvt[ply][0] = (int16_t)move;
    int n = e->pvl[ply + 1];
    if (n > MAXPLY - 2 - ply) n = MAXPLY - 2 - ply;
    memcpy(&e->pvt[ply][1], e->pvt[ply + 1], n * sizeof(int16_t));
    e->pvl[ply] = n + 1;
}

/* The value of a leaf for `side` to move: its static value alone.  (Blended half and half
 * with minus its parent's, as it once was, the search scored 40-47% in freestyle and under
 * standard: docs/measurements.md, the ablation.) */
static int leaf(Engine *e, int side) {
    return board_static(&e->b, side);
}

/* the fours the horizon's side to move may make in a row (`leaf_fours`; at 4 it played
 * no better against Rapfi than without, docs/measurements.md) */
#define LEAF_FOURS 2

/* The horizon with `leaf_fours`: the side to move takes its static value or makes a four;
 * the other side's block is forced (free), and after it the same choice again, up to
 * `fours` fours.  A win by fours this short, or a four-three, is seen as the win it is. */
static int leaf_fours(Engine *e, int side, int alpha, int beta, int ply, int fours) {
    Board *b = &e->b;
    int o = 1 - side;
    e->pvl[ply] = 0;
    if (tick(e)) return 0;
    if (ply > e->seldepth) e->seldepth = ply;
    if (b->group[side][G_FIVE].n) return WIN - ply - 1;
    CellSet *theirs = &b->group[o][G_FIVE];
    if (theirs->n) {
        int16_t stops[64];
        int n = board_stops(b, o, theirs->items, theirs->n, stops);
        if (!n) return -(WIN - ply - 2);
        int best = -INF;
        for (int i = 0; i < n && best < beta; i++) {
            board_move(b, stops[i], side);
            int v = -leaf_fours(e, o, -beta, -(alpha > best ? alpha : best), ply + 1, fours);
            board_undo(b);
            if (e->stop) return 0;
            if (v > best) best = v;
        }
        return best;
    }
    CellSet *flex = &b->group[side][G_FLEX4];
    for (int i = 0; i < flex->n; i++)
        if (flex4_real(e, side, flex->items[i])) return WIN - ply - 3;
    int best = board_static(b, side);
    if (best >= beta || fours <= 0 || ply >= MAXPLY - 8) return best;
    /* the group changes as stones are played: its cells now */
    int16_t cells[MAXMOVES];
    CellSet *g = &b->group[side][G_FOUR];
    int n = g->n < MAXMOVES ? g->n : MAXMOVES;
    memcpy(cells, g->items, n * sizeof *cells);
    for (int i = 0; i < n && best < beta; i++) {
        if (!board_legal(b, cells[i], side)) continue;
        board_move(b, cells[i], side);
        int v = -leaf_fours(e, o, -beta, -(alpha > best ? alpha : best), ply + 1, fours - 1);
        board_undo(b);
        if (e->stop) return 0;
        if (v > best) best = v;
    }
    return best;
}

static int qsearch(Engine *e, int side, int alpha, int beta, int ply) {
    Board *b = &e->b;
    int o = 1 - side;
    e->stat[1]++;
    e->pvl[ply] = 0;
    if (ply > e->seldepth) e->seldepth = ply;
    if (b->group[side][G_FIVE].n) return WIN - ply - 1;
    if (e->opt.vcf_leaf && (b->group[side][G_FOUR].n || b->group[side][G_FLEX4].n) &&
        !b->group[o][G_FIVE].n) {
        int16_t line[MAXPLY];
        int64_t before = e->nodes;
        int r = vcf_any(e, side, 25, line);
        e->stat[2] += e->nodes - before;
        if (e->stop) return 0;
        if (r) return WIN - ply - r;
    }
    if (e->opt.leaf_fours) return leaf_fours(e, side, alpha, beta, ply, LEAF_FOURS);
    return leaf(e, side);
}

/* the opponent's four-three points (a four and an open three at once: it wins in five
 * plies unless stopped), when one move stops them all: those moves, and our fours */
static int four_three_points(Engine *e, int o, int16_t *out) {
    CellSet *f = &e->b.group[o][G_FOUR];
    int n = 0;
    for (int i = 0; i < f->n; i++)
        if (e->b.cls[f->items[i]][o] == C_FOUR_THREE && board_legal(&e->b, f->items[i], o))
            out[n++] = f->items[i];
    return n;
}

/* quiet moves searched at each ply (1, 2, ...: the last repeats), and at most these with
 * 1 and 2 plies left */
static const int WIDTHS[] = {24, 16, 12, 10, 9, 8, 7};
static const int LATE_WIDTHS[] = {0, 6, 10};
#define REVERSE_FUTILITY 150   /* per ply left: a node this far above beta is cut */
#define ORDER_STEP 128         /* order_reductions: the order score's fall worth a ply */

static int pvs(Engine *e, int side, int depth, int alpha, int beta, int ply, int pvnode) {
    Board *b = &e->b;
    int o = 1 - side;
    e->pvl[ply] = 0;
    if (tick(e)) return 0;
    e->stat[0]++;
    if (ply > e->seldepth) e->seldepth = ply;
    if (ply >= MAXPLY - 8) return leaf(e, side);
    /* mate distance */
    if (WIN - ply - 1 < beta) {
        beta = WIN - ply - 1;
        if (alpha >= beta) return beta;
    }
    if (-(WIN - ply) > alpha) {
        alpha = -(WIN - ply);
        if (alpha >= beta) return alpha;
    }
    if (b->group[side][G_FIVE].n) return WIN - ply - 1;
    CellSet *theirs = &b->group[o][G_FIVE];
    if (theirs->n) {
        /* the opponent's four: its stops are the only moves, free of depth */
        int16_t stops[64];
        int n = board_stops(b, o, theirs->items, theirs->n, stops);
        if (!n) return -(WIN - ply - 2);
        int best = -INF;
        for (int i = 0; i < n; i++) {
            board_move(b, stops[i], side);
            int v = -pvs(e, o, depth, -beta, -alpha, ply + 1, pvnode);
            board_undo(b);
            if (e->stop) return 0;
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    update_pv(e, ply, stops[i]);
                    if (v >= beta) break;
                }
            }
        }
        return best;
    }
    CellSet *flex = &b->group[side][G_FLEX4];
    for (int i = 0; i < flex->n; i++)
        if (flex4_real(e, side, flex->items[i])) return WIN - ply - 3;
    if (b->stones == b->w * b->h) return 0;
    int16_t points[MAXMOVES];
    int np = threat_points(e, o, points);
    int fourthree = 0;
    if (!np) {
        /* the opponent's four-three: answered like an open four's point, when one move
         * stops them all */
        int16_t ft[MAXMOVES], cells[MAXMOVES];
        int nft = four_three_points(e, o, ft);
        if (nft && board_defences(b, o, ft, nft, C_FOUR_THREE, cells) > 0) {
            memcpy(points, ft, nft * sizeof *ft);
            np = nft;
            fourthree = 1;
        }
    }
    int defending = np > 0;
    int free_ply = defending && e->opt.threat_ext && ply < e->extend_until;
    if (depth <= 0) {
        if (!free_ply) return qsearch(e, side, alpha, beta, ply);
        depth = 1;
    }
    int ev = board_static(b, side);
    uint64_t key = node_key(e, side);
    TTEntry *t = tt_probe(e, key);
    int ttmove = NOMOVE;
    if (t) {
        ttmove = t->move;
        int v = from_tt(t->value, ply);
        if (!pvnode && t->depth >= depth) {
            if (t->bound == B_EXACT) return v;
            if (t->bound == B_LOWER && v >= beta) return v;
            if (t->bound == B_UPPER && v <= alpha) return v;
        }
    }
    int quiet_node = !pvnode && !defending && !is_mate(beta) && !b->group[o][G_FLEX4].n &&
                     !b->ncls[o][C_FOUR_THREE];
    if (quiet_node) {
        if (e->opt.futility && depth <= 2 && ev - REVERSE_FUTILITY * depth >= beta) return ev;
        /* null move: the opponent moves twice; Gomoku has no zugzwang */
        if (e->opt.null_move && depth >= 3 && ev >= beta && !e->null_at[ply > 0 ? ply - 1 : 0] &&
            !b->ncls[o][C_THREE_THREE]) {
            int r = 2 + depth / 6;
            e->null_at[ply] = 1;
            b->hash ^= 0x2545F4914F6CDD1Dull;
            int v = -pvs(e, o, depth - 1 - r, -beta, -beta + 1, ply + 1, 0);
            b->hash ^= 0x2545F4914F6CDD1Dull;
            e->null_at[ply] = 0;
            if (e->stop) return 0;
            if (v >= beta && v < HEURISTIC_LIMIT) return v;
        }
    }
    int16_t moves[MAXMOVES];
    int32_t score[MAXMOVES];
    int n;
    if (fourthree) {
        int16_t cells[MAXMOVES];
        int nc = board_defences(b, o, points, np, C_FOUR_THREE, cells);
        n = 0;
        for (int i = 0; i < nc; i++)
            if (board_legal(b, cells[i], side)) moves[n++] = cells[i];
        for (int g = G_FLEX4; g <= G_FOUR; g++) {
            CellSet *st = &b->group[side][g];
            for (int i = 0; i < st->n; i++) {
                int c = st->items[i], seen = 0;
                for (int j = 0; j < n && !seen; j++) seen = moves[j] == c;
                if (!seen && board_legal(b, c, side)) moves[n++] = (int16_t)c;
            }
        }
        for (int i = 0; i < n; i++) {
            score[i] = order_score(e, side, moves[i]);
            if (moves[i] == ttmove) score[i] += 1 << 28;
        }
    } else {
        n = gen_moves(e, side, ply, ttmove, 0, points, np, moves, score);
    }
    if (!n) return -(WIN - ply - 4);   /* the open four comes and nothing stops it */
    int width = MAXMOVES;
    if (e->opt.move_count && !defending) {
        width = WIDTHS[ply - 1 < 6 ? (ply > 0 ? ply - 1 : 0) : 6];
        if (depth < 3 && LATE_WIDTHS[depth] < width) width = LATE_WIDTHS[depth];
    }
    int best = -INF, bestmove = NOMOVE, searched = 0, old_alpha = alpha, widened = defending;
    /* widened: 1 every move is searched (defending), 2 the pruned ones after all lost */
    int top_order = 0;   /* the node's best order score (order_reductions) */
    if (e->opt.order_reductions)
        for (int i = 0; i < n; i++) {
            int os = order_score(e, side, moves[i]);
            if (i == 0 || os > top_order) top_order = os;
        }
    for (int i = 0; i < n; i++) {
        pick(moves, score, i, n);
        int c = moves[i];
        int cl = b->cls[c][side];
        int threat = cl >= C_THREE && cl != C_FORBIDDEN;
        int quiet = !threat && !defending;
        if (quiet && i >= width) {
            if (!widened) continue;       /* pruned: searched only when widened */
        } else if (widened == 2) {
            continue;                      /* searched before the widening */
        }
        int newdepth = free_ply ? depth : depth - 1;
        board_move(b, c, side);
        e->null_at[ply] = 0;
        int v;
        if (!searched) {
            v = -pvs(e, o, newdepth, -beta, -alpha, ply + 1, pvnode);
        } else {
            int r = 0;
            if (e->opt.lmr && quiet && depth >= 3 && i >= 3) r = i < 8 ? 1 : 2;
            if (e->opt.order_reductions && quiet && depth >= 3) {
                /* a ply for every ORDER_STEP its order score falls below the best, at most
                 * three, never to below the horizon */
                int by = (top_order - order_score(e, side, c)) / ORDER_STEP;
                if (by > 3) by = 3;
                if (by > r) r = by;
                if (r > newdepth - 1) r = newdepth - 1 > 0 ? newdepth - 1 : 0;
            }
            v = -pvs(e, o, newdepth - r, -alpha - 1, -alpha, ply + 1, 0);
            if (v > alpha && r && !e->stop) v = -pvs(e, o, newdepth, -alpha - 1, -alpha, ply + 1, 0);
            if (v > alpha && v < beta && !e->stop) v = -pvs(e, o, newdepth, -beta, -alpha, ply + 1, pvnode);
        }
        board_undo(b);
        if (e->stop) return 0;
        searched++;
        if (v > best) {
            best = v;
            bestmove = c;
            if (v > alpha) {
                alpha = v;
                update_pv(e, ply, c);
                if (v >= beta) {
                    if (cl < C_FOUR) {
                        if (e->killers[ply][0] != c) {
                            e->killers[ply][1] = e->killers[ply][0];
                            e->killers[ply][0] = (int16_t)c;
                        }
                    }
                    e->history[side][c] += depth * depth * 16;
                    if (e->history[side][c] > 1 << 24) {
                        for (int s2 = 0; s2 < 2; s2++)
                            for (int q = 0; q < NCELLS; q++) e->history[s2][q] /= 2;
                    }
                    break;
                }
            }
        }
        if (i == n - 1 && best < -HEURISTIC_LIMIT && !widened && width < n) {
            /* every move kept loses by force: a loss is claimed only once every candidate
             * has been tried */
            widened = 2;
            i = width - 1;
        }
    }
    if (!searched) return leaf(e, side);
    int bound = best >= beta ? B_LOWER : best > old_alpha ? B_EXACT : B_UPPER;
    tt_store(e, key, depth, best, bound, bestmove, ply);
    return best;
}

/* -- the root ------------------------------------------------------------------------------ */

/* The search's limits narrowed to the point `share` of the way through its budget (the
 * phases before the search each end at such a point). */
static void phase(Engine *e, double share) {
    e->deadline = e->limit_time > 0 ? e->started + e->limit_time * share : 0;
    e->max_nodes = e->limit_nodes > 0 ? (int64_t)(e->limit_nodes * share) : 0;
    if (e->limit_nodes > 0 && e->max_nodes < 1) e->max_nodes = 1;
    e->next_poll = e->nodes;   /* read the new limits at the next node */
    if (!e->cancelled) e->stop = 0;
}

/* a phase ended: is the whole search over? */
static int over(Engine *e) {
    if (e->cancelled) return 1;
    if (e->limit_nodes > 0 && e->nodes >= e->limit_nodes) return 1;
    if (e->limit_time > 0 && engine_clock(e) >= e->started + e->limit_time) return 1;
    return 0;
}

static void finish(Engine *e, Result *r) {
    r->nodes = e->nodes;
    r->seldepth = e->seldepth;
    r->stopped = e->stop;
}

static void answer_one(Result *r, int c, int value, int depth, int proven) {
    r->best = c;
    r->nroot = 1;
    r->root[0] = (int16_t)c;
    r->values[0] = value;
    r->value = value;
    r->depth = depth;
    r->proven = proven;
}

static void answer_line(Result *r, const int16_t *line, int plies, int proven) {
    answer_one(r, line[0], WIN - plies, plies, proven);
    r->pvlen = plies < MAXPLY ? plies : MAXPLY;
    memcpy(r->pv, line, r->pvlen * sizeof *line);
}

/* the opponent's win by threats as if it moved now (after our move c, and the block of c
 * when c is a four): the plies of its line, or 0 */
static int danger_after(Engine *e, int side, int c, int plies) {
    Board *b = &e->b;
    int o = 1 - side;
    board_move(b, c, side);
    int block = -1;
    CellSet *f = &b->group[side][G_FIVE];
    if (f->n == 1) {
        block = f->items[0];
        if (!board_legal(b, block, o)) block = -1;
    }
    int r = 0;
    if (f->n && block < 0) {
        r = 0;   /* c wins, or its five cannot be stopped */
    } else {
        if (block >= 0) board_move(b, block, o);
        int16_t line[MAXPLY];
        if (b->group[side][G_FIVE].n == 0) r = vct(e, o, plies, 0, line);
        if (block >= 0) board_undo(b);
    }
    board_undo(b);
    return r;
}

/* The move of a lost position, where no move stops all the opponent's threats: the first
 * of its threat cells `cells` that is legal, else any legal cell (a move is always given;
 * NOMOVE only when no cell is legal). */
static int block_anyway(Board *b, int side, const int16_t *cells, int n) {
    for (int i = 0; i < n; i++)
        if (board_legal(b, cells[i], side)) return cells[i];
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++)
            if (board_legal(b, cell_at(x, y), side)) return cell_at(x, y);
    return NOMOVE;
}

static void sort_root(int16_t *moves, int32_t *values, int n) { sort_moves(moves, values, n); }

static void report(Engine *e, Result *r) {
    if (e->report) e->report(e->ctx, r);
}

void engine_search(Engine *e, int side, const Limits *lim, Result *r) {
    Board *b = &e->b;
    int o = 1 - side;
    memset(r, 0, sizeof *r);
    r->best = NOMOVE;
    engine_begin(e, lim->time_limit, lim->max_nodes);
    e->seldepth = 0;
    memset(e->stat, 0, sizeof e->stat);
    e->root_side = side;
    for (int i = 0; i < MAXPLY; i++) e->null_at[i] = 0;
    /* the history of earlier searches counts half */
    for (int s = 0; s < 2; s++)
        for (int q = 0; q < NCELLS; q++) e->history[s][q] /= 2;
    memset(e->killers, 0xFF, sizeof e->killers);

    /* 1. the moves with no choice */
    if (b->stones == 0) {
        answer_one(r, cell_at(b->w / 2, b->h / 2), 0, 0, 0);
        finish(e, r);
        return;
    }
    if (b->group[side][G_FIVE].n) {
        int16_t line[1] = {b->group[side][G_FIVE].items[0]};
        answer_line(r, line, 1, 1);
        finish(e, r);
        return;
    }
    CellSet *theirs = &b->group[o][G_FIVE];
    if (theirs->n) {
        int16_t stops[64];
        int n = board_stops(b, o, theirs->items, theirs->n, stops);
        if (!n) {
            r->lost = 1;
            answer_one(r, block_anyway(b, side, theirs->items, theirs->n), -(WIN - 2), 1, 1);
            finish(e, r);
            return;
        }
        r->nroot = n;
        for (int i = 0; i < n; i++) {
            board_move(b, stops[i], side);
            r->root[i] = stops[i];
            r->values[i] = -board_static(b, o);
            board_undo(b);
        }
        sort_root(r->root, r->values, n);
        r->best = r->root[0];
        r->value = r->values[0];
        r->proven = 1;   /* forced, not a proof of the value */
        finish(e, r);
        return;
    }
    for (int i = 0; i < b->group[side][G_FLEX4].n; i++) {
        int c = b->group[side][G_FLEX4].items[i];
        if (flex4_real(e, side, c)) {
            board_move(b, c, side);
            int16_t line[3] = {(int16_t)c, b->group[side][G_FIVE].items[0],
                               b->group[side][G_FIVE].items[1 % b->group[side][G_FIVE].n]};
            board_undo(b);
            answer_line(r, line, 3, 1);
            finish(e, r);
            return;
        }
    }
    int16_t line[MAXPLY];
    /* 2. our own win by fours */
    phase(e, 0.03);
    int w = vcf(e, side, 41, line);
    if (w && !e->stop) {
        answer_line(r, line, w, 2);
        finish(e, r);
        return;
    }
    if (over(e)) goto nothing;

    /* 3. the root moves */
    int16_t moves[MAXROOT];
    int32_t values[MAXROOT];
    int16_t points[MAXMOVES];
    int np = threat_points(e, o, points);
    int n = gen_moves(e, side, 0, NOMOVE, 1, points, np, moves, values);
    sort_moves(moves, values, n);
    if (!n) {
        /* the opponent makes an open four next and nothing stops it (else, no threat at
         * all, no cell near the stones is legal: the answer of "nothing" below) */
        int c = np ? block_anyway(b, side, points, np) : NOMOVE;
        if (c == NOMOVE) goto nothing;
        r->lost = 1;
        answer_one(r, c, -(WIN - 4), 0, 1);
        finish(e, r);
        return;
    }

    /* 4. our win by threes; 5. the opponent's, as if it moved twice */
    if (e->opt.root_vct && !lim->all_values) {
        phase(e, 0.15);
        int64_t before = e->nodes;
        w = vct(e, side, 25, 0, line);
        e->stat[3] += e->nodes - before;
        if (w && !e->stop) {
            answer_line(r, line, w, 3);
            finish(e, r);
            return;
        }
        if (over(e)) goto nothing;
        if (n > 1) {
            phase(e, 0.22);
            int danger = vcf(e, o, 41, line);
            if (!danger && !e->stop) danger = vct(e, o, 17, 0, line);
            if (danger && !e->stop) {
                r->danger = danger;
                phase(e, 0.34);
                int kept = 0, tried = 0;
                int16_t keep[MAXROOT];
                /* the cells of its line first */
                int16_t pool[MAXROOT];
                int np = 0;
                for (int i = 0; i < danger; i++)
                    for (int j = 0; j < n; j++)
                        if (moves[j] == line[i]) {
                            int seen = 0;
                            for (int k = 0; k < np && !seen; k++) seen = pool[k] == moves[j];
                            if (!seen) pool[np++] = moves[j];
                        }
                for (int j = 0; j < n; j++) {
                    int seen = 0;
                    for (int k = 0; k < np && !seen; k++) seen = pool[k] == moves[j];
                    if (!seen) pool[np++] = moves[j];
                }
                for (tried = 0; tried < np; tried++) {
                    int d = danger_after(e, side, pool[tried], danger + 2);
                    if (e->stop) break;
                    if (!d) keep[kept++] = pool[tried];
                }
                if (over(e)) goto nothing;
                /* the moves not tried in time are kept */
                for (int j = tried; j < np; j++) keep[kept++] = pool[j];
                if (kept) {
                    int m = 0;
                    for (int j = 0; j < n; j++)
                        for (int k = 0; k < kept; k++)
                            if (keep[k] == moves[j]) {
                                moves[m++] = moves[j];
                                break;
                            }
                    n = m;
                }
            }
            if (over(e)) goto nothing;
        }
    }

    /* 6. iterative deepening */
    phase(e, lim->all_values ? 1.0 : 0.88);
    int max_depth = lim->max_depth > 0 ? lim->max_depth : MAXPLY - 16;
    /* no new iteration past this point: an iteration takes a few times the last (one cut
     * short still counts its moves that beat the last best).  A node budget keeps it always,
     * so that a level's moves stay as they were measured; a time budget only with
     * early_stop (a budget per move cannot be saved for later moves) */
    double soft = e->limit_time > 0 && e->opt.early_stop ? e->started + e->limit_time * 0.6 : 0;
    int64_t soft_nodes = e->limit_nodes > 0 ? (int64_t)(e->limit_nodes * 0.6) : 0;
    int best = moves[0], best_value = 0, done = 0;
    for (int i = 0; i < n; i++) values[i] = 0;
    int16_t best_pv[MAXPLY];
    int best_pvlen = 0;
    for (int depth = 1; depth <= max_depth; depth++) {
        if (depth > 1 && ((soft && engine_clock(e) >= soft) || (soft_nodes && e->nodes >= soft_nodes)))
            break;
        e->extend_until = depth + 4;
        int32_t current[MAXROOT];
        int delta = 60;
        int lo = -INF, hi = INF;
        if (e->opt.aspiration && depth >= 3 && !is_mate(best_value) && !lim->all_values) {
            lo = best_value - delta;
            hi = best_value + delta;
        }
        int iter_best = -1;
        int16_t iter_pv[MAXPLY];
        int iter_pvlen = 0;
        for (;;) {
            int alpha = lo;
            iter_best = -1;
            for (int i = 0; i < n; i++) {
                int c = moves[i];
                board_move(b, c, side);
                int v;
                if (lim->all_values || iter_best < 0) {
                    v = -pvs(e, o, depth - 1, -hi, -(lim->all_values ? lo : alpha), 1, 1);
                } else {
                    v = -pvs(e, o, depth - 1, -alpha - 1, -alpha, 1, 0);
                    if (v > alpha && v < hi && !e->stop) v = -pvs(e, o, depth - 1, -hi, -alpha, 1, 1);
                }
                board_undo(b);
                if (e->stop) break;
                current[i] = v;
                if (iter_best < 0 || v > alpha) {
                    if (v > alpha) alpha = v;
                    if (iter_best < 0 || v > current[iter_best]) {
                        iter_best = i;
                        iter_pv[0] = (int16_t)c;
                        iter_pvlen = 1 + e->pvl[1];
                        if (iter_pvlen > MAXPLY) iter_pvlen = MAXPLY;
                        memcpy(iter_pv + 1, e->pvt[1], (iter_pvlen - 1) * sizeof(int16_t));
                    }
                }
            }
            if (e->stop) break;
            int v = current[iter_best];
            if (v <= lo && lo > -INF) {   /* failed low: widen */
                lo = -INF;
                continue;
            }
            if (v >= hi && hi < INF) {
                hi = INF;
                continue;
            }
            break;
        }
        if (e->stop) {
            /* the previous best was searched first: a move that beat it counts */
            if (iter_best > 0 && done) {
                best = moves[iter_best];
                best_value = current[iter_best];
                memcpy(best_pv, iter_pv, iter_pvlen * sizeof(int16_t));
                best_pvlen = iter_pvlen;
            }
            break;
        }
        for (int i = 0; i < n; i++) values[i] = current[i];
        sort_root(moves, values, n);
        /* among equal values the move whose line was kept goes first: the line starts
         * with the best move */
        for (int i = 1; i < n && values[i] == values[0]; i++)
            if (moves[i] == iter_pv[0]) {
                moves[i] = moves[0];
                moves[0] = iter_pv[0];
                break;
            }
        best = moves[0];
        best_value = values[0];
        memcpy(best_pv, iter_pv, iter_pvlen * sizeof(int16_t));
        best_pvlen = iter_pvlen;
        done = depth;
        r->best = best;
        r->value = best_value;
        r->depth = depth;
        r->nroot = n;
        memcpy(r->root, moves, n * sizeof *moves);
        memcpy(r->values, values, n * sizeof *values);
        r->pvlen = best_pvlen;
        memcpy(r->pv, best_pv, best_pvlen * sizeof(int16_t));
        r->nodes = e->nodes;
        r->seldepth = e->seldepth;
        report(e, r);
        if (is_mate(best_value) && best_value > 0 && !lim->all_values) break;
        int all_proven = 1;
        for (int i = 0; i < n && all_proven; i++) all_proven = is_mate(values[i]);
        if (all_proven) break;
        if (depth >= b->w * b->h - b->stones) break;
    }
    if (!done) {
        /* not one iteration: the first move by the move order */
        for (int i = 0; i < n; i++) values[i] = 0;
        best = moves[0];
        best_value = 0;
    }
    r->best = best;
    r->value = best_value;
    r->depth = done;
    r->nroot = n;
    memcpy(r->root, moves, n * sizeof *moves);
    memcpy(r->values, values, n * sizeof *values);
    r->pvlen = best_pvlen;
    memcpy(r->pv, best_pv, best_pvlen * sizeof(int16_t));

    /* 7. the safety check */
    if (e->opt.safety && !lim->all_values && n > 1 && !(is_mate(best_value) && best_value > 0) &&
        !over(e)) {
        phase(e, 0.95);
        int choice = -1;
        for (int i = 0; i < n && i < 6; i++) {
            if (is_mate(values[i]) && values[i] < 0) break;
            int d = danger_after(e, side, moves[i], SAFETY_PLIES);
            if (e->stop) break;
            if (!d) {
                choice = i;
                break;
            }
        }
        if (choice > 0) {
            r->safety_changed = 1;
            r->best = moves[choice];
            r->value = values[choice];
            r->pvlen = 1;
            r->pv[0] = moves[choice];
            /* keep the best move first in the answer */
            int16_t m = moves[choice];
            int32_t v = values[choice];
            for (int i = choice; i > 0; i--) {
                r->root[i] = r->root[i - 1];
                r->values[i] = r->values[i - 1];
            }
            r->root[0] = m;
            r->values[0] = v;
        }
    }
    finish(e, r);
    return;

nothing:
    /* cancelled (or out of time) before the root moves were searched: the move order's
     * first legal move */
    if (r->best == NOMOVE) {
        int16_t ms[MAXROOT], pts[MAXMOVES];
        int32_t sc[MAXROOT];
        int npts = threat_points(e, o, pts);
        int nm = gen_moves(e, side, 0, NOMOVE, 1, pts, npts, ms, sc);
        sort_moves(ms, sc, nm);
        if (nm) {
            answer_one(r, ms[0], 0, 0, 0);
        } else {
            /* no move stops all the opponent's threats (the game is lost), or none near the
             * stones is legal */
            int c = block_anyway(b, side, pts, npts);
            if (c != NOMOVE) answer_one(r, c, 0, 0, 0);
        }
    }
    finish(e, r);
}
