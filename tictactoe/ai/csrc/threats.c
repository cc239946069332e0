/* Threat-space search: wins by continuous fours (VCF) and by fours and open threes (VCT),
 * for an attacker `a` as if it were to move.  Both are proofs: every defence is tried.
 *
 * After a four the defender's replies are the cells that stop it (board_stops: the one
 * point; under caro also a blocked end; never a point forbidden to renju's Black).  After
 * a three (a move after which the attacker has an open-four point, class FLEX4) they are
 * every cell that leaves the attacker no such point (board_defences) and every move that
 * makes a four of the defender's own: any other move lets the attacker make the open four,
 * which nothing but a five stops, and the defender has none.  A defender's four must be
 * blocked, and the block must keep a threat standing.  The distance is the longest
 * defence's; both searches deepen two plies at a time, so the first win found is the
 * quickest.  Failures are cached by position, attacker and plies left. */
#include "engine.h"

#define SALT_VCF 0x9E3779B97F4A7C15ull
#define SALT_VCT 0xC2B2AE3D27D4EB4Full
#define SALT_ALL 0x165667B19E3779F9ull

static int tick(Engine *e) {
    e->nodes++;
    if (e->nodes >= e->next_poll) return engine_stopped(e);
    return e->stop;
}

static uint64_t fail_key(Engine *e, uint64_t salt, int a) {
    return e->b.hash ^ salt ^ (a ? 0xA5A5A5A5A5A5A5A5ull : 0);
}

static int failed(Engine *e, uint64_t key, int plies) {
    uint64_t v = e->fail[key & e->failmask];
    return (v & ~0xFFull) == (key & ~0xFFull) && (int)(v & 0xFF) >= plies;
}

static void remember(Engine *e, uint64_t key, int plies) {
    if (e->stop) return;   /* a search cut short proved nothing */
    e->fail[key & e->failmask] = (key & ~0xFFull) | (uint64_t)(plies > 255 ? 255 : plies);
}

static int legal(Engine *e, int c, int side) { return board_legal(&e->b, c, side); }

/* Does `a` playing c (a FLEX4 cell) really win: two winning cells no one stone stops? */
int flex4_real(Engine *e, int a, int c) {
    Board *b = &e->b;
    if (!legal(e, c, a)) return 0;
    board_move(b, c, a);
    CellSet *f = &b->group[a][G_FIVE];
    int16_t stops[64];
    int ok = f->n >= 1 && b->group[1 - a][G_FIVE].n == 0 &&
             board_stops(b, a, f->items, f->n, stops) == 0;
    board_undo(b);
    return ok;
}

static int copy_set(const CellSet *s, int16_t *out) {
    memcpy(out, s->items, s->n * sizeof *out);
    return s->n;
}

/* When nothing stops a threat: the defender's move shown in the line, the first of
 * `cells` it may play (the point it would most like to take), else its first legal cell. */
static int natural_reply(Engine *e, int d, const int16_t *cells, int n) {
    Board *b = &e->b;
    for (int i = 0; i < n; i++)
        if (legal(e, cells[i], d)) return cells[i];
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++)
            if (legal(e, cell_at(x, y), d)) return cell_at(x, y);
    return -1;
}

/* -- VCF ------------------------------------------------------------------------------ */

static int vcf_rec(Engine *e, int a, int plies, int16_t *line);

/* play the four c of `a` and every stop; the distance, or 0 */
static int try_four(Engine *e, int a, int c, int plies, int16_t *line) {
    Board *b = &e->b;
    int d = 1 - a;
    if (!legal(e, c, a)) return 0;
    board_move(b, c, a);
    int result = 0;
    CellSet *f = &b->group[a][G_FIVE];
    if (f->n && !b->group[d][G_FIVE].n) {
        int16_t stops[64];
        int n = board_stops(b, a, f->items, f->n, stops);
        if (!n) {   /* two fives, or a block Black may not play: any reply loses */
            int r = natural_reply(e, d, f->items, f->n);
            if (r >= 0) {
                stops[0] = (int16_t)r;
                n = 1;
            }
        }
        int worst = 0;
        int16_t sub[MAXPLY], best[MAXPLY];
        for (int i = 0; i < n; i++) {
            board_move(b, stops[i], d);
            int r = vcf_rec(e, a, plies - 2, sub);
            board_undo(b);
            if (!r) {
                worst = 0;
                break;
            }
            if (r > worst) {
                worst = r;
                best[0] = stops[i];
                memcpy(best + 1, sub, r * sizeof *sub);
            }
        }
        if (worst) {
            line[0] = (int16_t)c;
            memcpy(line + 1, best, (worst + 1) * sizeof *best);
            result = worst + 2;
        }
    }
    board_undo(b);
    return result;
}

static int vcf_rec(Engine *e, int a, int plies, int16_t *line) {
    Board *b = &e->b;
    int d = 1 - a;
    if (tick(e)) return 0;
    if (b->group[a][G_FIVE].n) {
        line[0] = b->group[a][G_FIVE].items[0];
        return 1;
    }
    if (plies < 3) return 0;
    uint64_t key = fail_key(e, SALT_VCF, a);
    if (failed(e, key, plies)) return 0;
    int16_t moves[MAXMOVES];
    int n = 0;
    CellSet *theirs = &b->group[d][G_FIVE];
    if (theirs->n) {
        /* the defender's four must be stopped, by a move that is itself a four */
        int16_t stops[64];
        int ns = board_stops(b, d, theirs->items, theirs->n, stops);
        for (int i = 0; i < ns; i++) {
            int cl = b->cls[stops[i]][a];
            if (cl >= C_FOUR && cl <= C_FLEX4) moves[n++] = stops[i];
        }
    } else {
        n = copy_set(&b->group[a][G_FLEX4], moves);
        n += copy_set(&b->group[a][G_FOUR], moves + n);
    }
    for (int i = 0; i < n; i++) {
        int r = try_four(e, a, moves[i], plies, line);
        if (r) return r;
        if (e->stop) return 0;
    }
    remember(e, key, plies);
    return 0;
}

/* any win by fours within max_plies, not the quickest (the search's leaves) */
int vcf_any(Engine *e, int a, int max_plies, int16_t *line) { return vcf_rec(e, a, max_plies, line); }

int vcf(Engine *e, int a, int max_plies, int16_t *line) {
    for (int plies = 1; plies <= max_plies; plies += 2) {
        int r = vcf_rec(e, a, plies, line);
        if (r || e->stop) return r;
        /* a position with no four at all needs no deeper look */
        if (!e->b.group[a][G_FOUR].n && !e->b.group[a][G_FLEX4].n && !e->b.group[a][G_FIVE].n)
            return 0;
    }
    return 0;
}

/* -- VCT ------------------------------------------------------------------------------ */

static int vct_rec(Engine *e, int a, int plies, int complete, int16_t *line);

/* The cells `a` may play that make a four or an open-four point: fours first, then threes
 * ordered by the fitted move order.  complete: also the cells that make a closed three
 * (one may leave a point of two fours), so that a move left out is proven to start no
 * win by threes. */
int threat_moves(Engine *e, int a, int complete, int16_t *out) {
    Board *b = &e->b;
    int n = copy_set(&b->group[a][G_FIVE], out);
    n += copy_set(&b->group[a][G_FLEX4], out + n);
    n += copy_set(&b->group[a][G_FOUR], out + n);
    int start = n;
    n += copy_set(&b->group[a][G_THREE], out + n);
    if (complete) {
        for (int y = 0; y < b->h; y++)
            for (int x = 0; x < b->w; x++) {
                int c = cell_at(x, y);
                int cl = b->cls[c][a];
                if (b->cell[c] == EMPTY && (cl == C_BLOCK3 || cl == C_BLOCK3_PLUS)) out[n++] = (int16_t)c;
            }
    }
    /* threes by their worth to both sides (insertion sort: a few dozen at most) */
    int32_t score[MAXMOVES];
    for (int i = start; i < n; i++) {
        int c = out[i];
        score[i] = e->wt.own[a][b->combo[c][a]] + e->wt.opp[a][b->combo[c][1 - a]];
    }
    for (int i = start + 1; i < n; i++)
        for (int j = i; j > start && (score[j - 1] < score[j] ||
                                      (score[j - 1] == score[j] && out[j - 1] > out[j])); j--) {
            int32_t t = score[j];
            score[j] = score[j - 1];
            score[j - 1] = t;
            int16_t m = out[j];
            out[j] = out[j - 1];
            out[j - 1] = m;
        }
    return n;
}

/* the defender's replies to a threat `a` just made (a four: its stops; a three: the cells
 * that leave no open-four point and the defender's own fours); -1: it made no threat */
static int replies_to(Engine *e, int a, int16_t *out) {
    Board *b = &e->b;
    int d = 1 - a;
    CellSet *f = &b->group[a][G_FIVE];
    if (f->n) return board_stops(b, a, f->items, f->n, out);
    CellSet *flex = &b->group[a][G_FLEX4];
    if (!flex->n) return -1;
    /* the points must be real: an open four that wins (renju: one Black may play) */
    int16_t points[MAXMOVES];
    int np = 0;
    for (int i = 0; i < flex->n; i++)
        if (flex4_real(e, a, flex->items[i])) points[np++] = flex->items[i];
    if (!np) return -1;
    int16_t cells[MAXMOVES];
    int n = board_defences(b, a, points, np, C_FLEX4, cells);
    int m = 0;
    for (int i = 0; i < n; i++)
        if (legal(e, cells[i], d)) out[m++] = cells[i];
    /* the defender's own fours (a five it has not: it had to be stopped first) */
    for (int g = G_FLEX4; g <= G_FOUR; g++) {
        CellSet *s = &b->group[d][g];
        for (int i = 0; i < s->n; i++) {
            int c = s->items[i];
            int seen = 0;
            for (int j = 0; j < m && !seen; j++) seen = out[j] == c;
            if (!seen && legal(e, c, d)) out[m++] = (int16_t)c;
        }
    }
    return m;
}

static int try_threat(Engine *e, int a, int c, int plies, int complete, int16_t *line) {
    Board *b = &e->b;
    int d = 1 - a;
    if (!legal(e, c, a)) return 0;
    board_move(b, c, a);
    int result = 0;
    if (!b->group[d][G_FIVE].n) {
        int16_t replies[MAXMOVES];
        int n = replies_to(e, a, replies);
        if (n == 0) {   /* nothing stops it: the defender's natural try, which loses */
            CellSet *f = b->group[a][G_FIVE].n ? &b->group[a][G_FIVE] : &b->group[a][G_FLEX4];
            int r = natural_reply(e, d, f->items, f->n);
            if (r >= 0) {
                replies[0] = (int16_t)r;
                n = 1;
            }
        }
        if (n > 0) {
            int worst = 0;
            int16_t sub[MAXPLY], best[MAXPLY];
            for (int i = 0; i < n; i++) {
                board_move(b, replies[i], d);
                int r = vct_rec(e, a, plies - 2, complete, sub);
                board_undo(b);
                if (!r) {
                    worst = 0;
                    break;
                }
                if (r > worst) {
                    worst = r;
                    best[0] = replies[i];
                    memcpy(best + 1, sub, r * sizeof *sub);
                }
            }
            if (worst) {
                line[0] = (int16_t)c;
                memcpy(line + 1, best, (worst + 1) * sizeof *best);
                result = worst + 2;
            }
        }
    }
    board_undo(b);
    return result;
}

static int vct_rec(Engine *e, int a, int plies, int complete, int16_t *line) {
    Board *b = &e->b;
    int d = 1 - a;
    if (tick(e)) return 0;
    if (b->group[a][G_FIVE].n) {
        line[0] = b->group[a][G_FIVE].items[0];
        return 1;
    }
    if (plies < 3) return 0;
    CellSet *theirs = &b->group[d][G_FIVE];
    if (theirs->n) {
        /* the defender's four: stopped by a move that keeps a threat standing */
        int16_t stops[64];
        int ns = board_stops(b, d, theirs->items, theirs->n, stops);
        for (int i = 0; i < ns; i++) {
            int r = try_threat(e, a, stops[i], plies, complete, line);
            if (r || e->stop) return r;
        }
        return 0;
    }
    int r = vcf_rec(e, a, plies, line);
    if (r || e->stop) return r;
    if (plies < 5) return 0;
    uint64_t key = fail_key(e, complete ? SALT_ALL : SALT_VCT, a);
    if (failed(e, key, plies)) return 0;
    int16_t moves[MAXMOVES];
    int n = threat_moves(e, a, complete, moves);
    for (int i = 0; i < n; i++) {
        int cl = b->cls[moves[i]][a];
        if (cl >= C_FOUR && cl <= C_FLEX4) continue;   /* the VCF tried the fours */
        r = try_threat(e, a, moves[i], plies, complete, line);
        if (r || e->stop) return r;
    }
    /* a four that is not a VCF may still lead into threes */
    for (int i = 0; i < n; i++) {
        int cl = b->cls[moves[i]][a];
        if (!(cl >= C_FOUR && cl <= C_FLEX4)) continue;
        r = try_threat(e, a, moves[i], plies, complete, line);
        if (r || e->stop) return r;
    }
    remember(e, key, plies);
    return 0;
}

int vct(Engine *e, int a, int max_plies, int complete, int16_t *line) {
    for (int plies = 1; plies <= max_plies; plies += 2) {
        int r = vct_rec(e, a, plies, complete, line);
        if (r || e->stop) return r;
    }
    return 0;
}

/* the quickest win by threats (or by fours only) that starts with `a` playing c */
int threat_from(Engine *e, int a, int c, int max_plies, int fours_only, int complete,
                int16_t *line) {
    Board *b = &e->b;
    if (b->cell[c] != EMPTY || !legal(e, c, a)) return 0;
    if (b->cls[c][a] == C_FIVE) {
        line[0] = (int16_t)c;
        return 1;
    }
    for (int plies = 3; plies <= max_plies; plies += 2) {
        int r = fours_only ? try_four(e, a, c, plies, line)
                           : try_threat(e, a, c, plies, complete, line);
        if (r || e->stop) return r;
    }
    return 0;
}
