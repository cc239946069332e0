/* tictactoe.ai._core: the compiled core as a Python type (see tictactoe/ai/core.py, its
 * only user).  Cells are the game's indices (y * width + x); the searches release the GIL
 * and take it back only to ask `poll()` (when `flag_raised()` says a flag was set, else every
 * POLL_S) and to `report()` each completed depth; while the window paints (`step_aside`)
 * they wait, without the GIL. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdlib.h>
#include <time.h>

#include "engine.h"

typedef struct {
    PyObject_HEAD
    Engine *e;
    int busy;
} CoreObject;

static int to_cell(CoreObject *self, Py_ssize_t index) {
    Board *b = &self->e->b;
    if (index < 0 || index >= (Py_ssize_t)b->w * b->h) return -1;
    return cell_at((int)(index % b->w), (int)(index / b->w));
}

static long to_index(CoreObject *self, int c) {
    if (c < 0) return -1;
    Board *b = &self->e->b;
    return (long)cell_y(c) * b->w + cell_x(c);
}

static int enter(CoreObject *self) {
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "the core is searching in another thread");
        return 0;
    }
    self->busy = 1;
    return 1;
}

/* The tables every board reads, built once per process (the classes at import, each rule's
 * line tables on its first board): by one thread at a time, and without the GIL. */
static PyThread_type_lock tables_lock;

static int build_tables(int variant) {   /* 1: built now, 0: they were */
    PyThread_acquire_lock(tables_lock, WAIT_LOCK);
    int built = !rules_built(variant);
    rule_tables(variant);
    PyThread_release_lock(tables_lock);
    return built;
}

static int Core_init(CoreObject *self, PyObject *args, PyObject *kw) {
    static char *names[] = {"width", "height", "variant", "weights", NULL};
    int w, h, variant;
    Py_buffer weights;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "iiiy*", names, &w, &h, &variant, &weights))
        return -1;
    if (w < 1 || h < 1 || w > MAXS || h > MAXS || variant < 0 || variant >= NVARIANTS) {
        PyBuffer_Release(&weights);
        PyErr_SetString(PyExc_ValueError, "board up to 20x20 and a variant 0..3");
        return -1;
    }
    if (weights.len != (Py_ssize_t)sizeof(Weights)) {
        PyBuffer_Release(&weights);
        PyErr_Format(PyExc_ValueError, "weights: %zd bytes, not %zd", weights.len,
                     (Py_ssize_t)sizeof(Weights));
        return -1;
    }
    if (!enter(self)) {
        PyBuffer_Release(&weights);
        return -1;
    }
    if (self->e) {
        engine_free(self->e);
        free(self->e);
    }
    Engine *e = self->e = malloc(sizeof(Engine));
    if (!e) {
        self->busy = 0;
        PyBuffer_Release(&weights);
        PyErr_NoMemory();
        return -1;
    }
    /* A rule's line tables are built on its first board (30-40 ms) and the transposition
     * table (16 MB) is cleared: without the GIL, so that the window's thread runs meanwhile
     * (the first search of a process starts here, on a search thread). */
    Py_BEGIN_ALLOW_THREADS;
    build_tables(variant);
    engine_init(e, w, h, variant, (const int32_t *)weights.buf);
    if (e->tt && e->fail) engine_clear(e);
    Py_END_ALLOW_THREADS;
    self->busy = 0;
    PyBuffer_Release(&weights);
    if (!e->tt || !e->fail) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static void Core_dealloc(CoreObject *self) {
    if (self->e) {
        engine_free(self->e);
        free(self->e);
    }
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *Core_play(CoreObject *self, PyObject *args) {
    Py_ssize_t index;
    int side;
    if (!PyArg_ParseTuple(args, "ni", &index, &side)) return NULL;
    int c = to_cell(self, index);
    if (c < 0 || (side != 0 && side != 1)) return PyErr_Format(PyExc_ValueError, "no cell %zd", index);
    if (self->e->b.cell[c] != EMPTY) return PyErr_Format(PyExc_ValueError, "cell %zd is taken", index);
    if (!enter(self)) return NULL;
    board_move(&self->e->b, c, side);
    self->busy = 0;
    Py_RETURN_NONE;
}

static PyObject *Core_undo(CoreObject *self, PyObject *unused) {
    if (!self->e->b.nhist) return PyErr_Format(PyExc_ValueError, "no move to take back");
    if (!enter(self)) return NULL;
    board_undo(&self->e->b);
    self->busy = 0;
    Py_RETURN_NONE;
}

static PyObject *Core_clear(CoreObject *self, PyObject *unused) {
    if (!enter(self)) return NULL;
    Engine *e = self->e;
    Py_BEGIN_ALLOW_THREADS;   /* 16 MB of transposition table: some 10 ms */
    engine_clear(e);
    Py_END_ALLOW_THREADS;
    self->busy = 0;
    Py_RETURN_NONE;
}

static PyObject *Core_patterns(CoreObject *self, PyObject *args) {
    Py_ssize_t index;
    if (!PyArg_ParseTuple(args, "n", &index)) return NULL;
    int c = to_cell(self, index);
    if (c < 0) return PyErr_Format(PyExc_ValueError, "no cell %zd", index);
    const uint8_t *p = self->e->b.ent[c];
    return Py_BuildValue("((iiii)(iiii))", p[0] & 15, p[1] & 15, p[2] & 15, p[3] & 15, p[0] >> 4,
                         p[1] >> 4, p[2] >> 4, p[3] >> 4);
}

static PyObject *Core_classes(CoreObject *self, PyObject *args) {
    Py_ssize_t index;
    if (!PyArg_ParseTuple(args, "n", &index)) return NULL;
    int c = to_cell(self, index);
    if (c < 0) return PyErr_Format(PyExc_ValueError, "no cell %zd", index);
    return Py_BuildValue("(ii)", self->e->b.cls[c][0], self->e->b.cls[c][1]);
}

static PyObject *Core_evaluate(CoreObject *self, PyObject *args) {
    int side;
    if (!PyArg_ParseTuple(args, "i", &side)) return NULL;
    return PyLong_FromLong(board_eval(&self->e->b, side & 1));
}

static PyObject *Core_static(CoreObject *self, PyObject *args) {
    int side;
    if (!PyArg_ParseTuple(args, "i", &side)) return NULL;
    return PyLong_FromLong(board_static(&self->e->b, side & 1));
}

static PyObject *Core_foul(CoreObject *self, PyObject *args) {
    Py_ssize_t index;
    if (!PyArg_ParseTuple(args, "n", &index)) return NULL;
    int c = to_cell(self, index);
    if (c < 0) return PyErr_Format(PyExc_ValueError, "no cell %zd", index);
    if (!enter(self)) return NULL;
    int f = renju_foul(&self->e->b, c);
    self->busy = 0;
    return PyLong_FromLong(f);
}

static PyObject *Core_legal(CoreObject *self, PyObject *args) {
    Py_ssize_t index;
    int side;
    if (!PyArg_ParseTuple(args, "ni", &index, &side)) return NULL;
    int c = to_cell(self, index);
    if (c < 0) return PyErr_Format(PyExc_ValueError, "no cell %zd", index);
    if (!enter(self)) return NULL;
    int ok = board_legal(&self->e->b, c, side & 1);
    self->busy = 0;
    return PyBool_FromLong(ok);
}

/* -- the searches ----------------------------------------------------------------------- */

typedef struct {
    CoreObject *self;
    PyThreadState *ts;
    PyObject *poll, *report;
    double next;      /* poll() unasked from then on */
    int64_t heard;    /* `attention` when poll() was last asked */
    int error;
} Ctx;

static PyObject *result_dict(CoreObject *self, const Result *r);

/* How often a search asks `poll()` unasked, taking the GIL for it.  Each time it may have
 * to wait for the window's thread to give the GIL up, and once it has it, a search thread
 * that the machine's other work takes its core from holds it until it gets one back (4-12 ms
 * on a loaded 2-core machine, the window's thread waiting: docs/measurements.md, target 7):
 * the fewer the better.  A flag announced with `flag_raised()` (the worker's cancel and
 * hurry) is asked at the next look, within some 1024 nodes; POLL_S is the latest that any
 * other flag (a caller's own event, a deadline in Python) is seen. */
#define POLL_S 0.05
/* While the window paints (`step_aside`), a look waits in naps of ASIDE_NAP_S, at most
 * ASIDE_MAX_S in all, without the GIL: asking `poll()` then would take the GIL from the
 * painting thread, and in Python a search could only step aside after taking it. */
#define ASIDE_NAP_S 0.001   /* as the Python step-aside naps (players.worker.STEP_ASIDE_POLL_S) */
#define ASIDE_MAX_S 0.25

static int64_t aside_until_ns;   /* engine_now()'s clock, in ns; read and written atomically */
static int64_t attention;        /* bumped by flag_raised(); read and written atomically */

static int aside(double now) {
    return now * 1e9 < (double)__atomic_load_n(&aside_until_ns, __ATOMIC_RELAXED);
}

static double wait_aside(double now) {
    double give_up = now + ASIDE_MAX_S;
    while (now < give_up && aside(now)) {
        struct timespec nap = {0, (long)(ASIDE_NAP_S * 1e9)};
        nanosleep(&nap, NULL);
        now = engine_now();
    }
    return now;
}

static int poll_cb(void *p) {
    Ctx *x = p;
    if (!x->poll || x->error) return x->error;
    double now = engine_now();
    if (aside(now)) now = wait_aside(now);
    int64_t heard = __atomic_load_n(&attention, __ATOMIC_ACQUIRE);
    if (now < x->next && heard == x->heard) return 0;
    x->next = now + POLL_S;
    x->heard = heard;
    PyEval_RestoreThread(x->ts);
    int stop = 0;
    PyObject *r = PyObject_CallNoArgs(x->poll);
    if (!r) {
        x->error = 1;
        stop = 1;
    } else {
        stop = PyObject_IsTrue(r) == 1;
        Py_DECREF(r);
    }
    x->ts = PyEval_SaveThread();
    return stop;
}

static void report_cb(void *p, const Result *res) {
    Ctx *x = p;
    if (!x->report || x->error) return;
    PyEval_RestoreThread(x->ts);
    PyObject *d = result_dict(x->self, res);
    if (!d) {
        x->error = 1;
    } else {
        PyObject *r = PyObject_CallOneArg(x->report, d);
        Py_DECREF(d);
        if (!r) x->error = 1;
        else Py_DECREF(r);
    }
    x->ts = PyEval_SaveThread();
    if (x->error) x->self->e->stop = x->self->e->cancelled = 1;
}

static PyObject *cells_list(CoreObject *self, const int16_t *cells, int n) {
    PyObject *list = PyList_New(n);
    if (!list) return NULL;
    for (int i = 0; i < n; i++) PyList_SET_ITEM(list, i, PyLong_FromLong(to_index(self, cells[i])));
    return list;
}

static PyObject *result_dict(CoreObject *self, const Result *r) {
    PyObject *moves = cells_list(self, r->root, r->nroot);
    PyObject *values = PyList_New(r->nroot);
    PyObject *pv = cells_list(self, r->pv, r->pvlen);
    if (!moves || !values || !pv) {
        Py_XDECREF(moves);
        Py_XDECREF(values);
        Py_XDECREF(pv);
        return NULL;
    }
    for (int i = 0; i < r->nroot; i++) PyList_SET_ITEM(values, i, PyLong_FromLong(r->values[i]));
    return Py_BuildValue("{s:l,s:i,s:i,s:i,s:L,s:N,s:N,s:N,s:i,s:i,s:i,s:i,s:i}", "best",
                         to_index(self, r->best), "value", r->value, "depth", r->depth, "proven",
                         r->proven, "nodes", (long long)r->nodes, "moves", moves, "values", values,
                         "pv", pv, "stopped", r->stopped, "lost", r->lost, "danger", r->danger,
                         "safety", r->safety_changed, "seldepth", r->seldepth);
}

static int begin(CoreObject *self, Ctx *x, PyObject *poll, PyObject *report) {
    if (!enter(self)) return 0;
    x->self = self;
    x->poll = poll == Py_None ? NULL : poll;
    x->report = report == Py_None ? NULL : report;
    x->next = 0;
    x->heard = __atomic_load_n(&attention, __ATOMIC_ACQUIRE);
    x->error = 0;
    self->e->poll = poll_cb;
    self->e->report = report_cb;
    self->e->ctx = x;
    return 1;
}

static PyObject *end(CoreObject *self, Ctx *x, PyObject *value) {
    self->e->poll = NULL;
    self->e->report = NULL;
    self->e->ctx = NULL;
    self->busy = 0;
    if (x->error) {
        Py_XDECREF(value);
        return NULL;
    }
    return value;
}

static PyObject *line_result(CoreObject *self, int plies, const int16_t *line) {
    if (!plies) Py_RETURN_NONE;
    return cells_list(self, line, plies);
}

/* vcf(side, max_plies, nodes, poll=None) / vct(side, max_plies, nodes, complete, poll=None):
 * the line of the quickest win (cells; -1 where any reply loses) or None */
static PyObject *Core_vcf(CoreObject *self, PyObject *args) {
    int side, max_plies;
    long long nodes;
    PyObject *poll = Py_None;
    if (!PyArg_ParseTuple(args, "iiL|O", &side, &max_plies, &nodes, &poll)) return NULL;
    Ctx x;
    if (!begin(self, &x, poll, Py_None)) return NULL;
    int16_t line[MAXPLY];
    engine_begin(self->e, 0, nodes);
    int plies;
    Py_BEGIN_ALLOW_THREADS;
    x.ts = _save;
    plies = vcf(self->e, side & 1, max_plies < MAXPLY - 2 ? max_plies : MAXPLY - 2, line);
    _save = x.ts;
    Py_END_ALLOW_THREADS;
    PyObject *out = self->e->stop && !plies ? (Py_INCREF(Py_False), Py_False)
                                           : line_result(self, plies, line);
    return end(self, &x, out);
}

static PyObject *Core_vct(CoreObject *self, PyObject *args) {
    int side, max_plies, complete;
    long long nodes;
    PyObject *poll = Py_None;
    if (!PyArg_ParseTuple(args, "iiLp|O", &side, &max_plies, &nodes, &complete, &poll)) return NULL;
    Ctx x;
    if (!begin(self, &x, poll, Py_None)) return NULL;
    int16_t line[MAXPLY];
    engine_begin(self->e, 0, nodes);
    int plies;
    Py_BEGIN_ALLOW_THREADS;
    x.ts = _save;
    plies = vct(self->e, side & 1, max_plies < MAXPLY - 2 ? max_plies : MAXPLY - 2, complete, line);
    _save = x.ts;
    Py_END_ALLOW_THREADS;
    PyObject *out = self->e->stop && !plies ? (Py_INCREF(Py_False), Py_False)
                                           : line_result(self, plies, line);
    return end(self, &x, out);
}

/* threat_from(side, cell, max_plies, nodes, fours_only, complete, poll=None): the line of the
 * quickest win that starts with `side` playing `cell`, None, or False (the nodes ran out) */
static PyObject *Core_threat_from(CoreObject *self, PyObject *args) {
    int side, max_plies, fours_only, complete;
    Py_ssize_t index;
    long long nodes;
    PyObject *poll = Py_None;
    if (!PyArg_ParseTuple(args, "iniLpp|O", &side, &index, &max_plies, &nodes, &fours_only,
                          &complete, &poll))
        return NULL;
    int c = to_cell(self, index);
    if (c < 0) return PyErr_Format(PyExc_ValueError, "no cell %zd", index);
    Ctx x;
    if (!begin(self, &x, poll, Py_None)) return NULL;
    int16_t line[MAXPLY];
    engine_begin(self->e, 0, nodes);
    int plies;
    Py_BEGIN_ALLOW_THREADS;
    x.ts = _save;
    plies = threat_from(self->e, side & 1, c, max_plies < MAXPLY - 2 ? max_plies : MAXPLY - 2,
                        fours_only, complete, line);
    _save = x.ts;
    Py_END_ALLOW_THREADS;
    PyObject *out = self->e->stop && !plies ? (Py_INCREF(Py_False), Py_False)
                                           : line_result(self, plies, line);
    return end(self, &x, out);
}

/* threat_moves(side, complete): the cells vct tries first for `side` */
static PyObject *Core_threat_moves(CoreObject *self, PyObject *args) {
    int side, complete;
    if (!PyArg_ParseTuple(args, "ip", &side, &complete)) return NULL;
    if (!enter(self)) return NULL;
    int16_t out[MAXMOVES];
    int n = threat_moves(self->e, side & 1, complete, out);
    self->busy = 0;
    return cells_list(self, out, n);
}

static PyObject *Core_search(CoreObject *self, PyObject *args, PyObject *kw) {
    static char *names[] = {"side", "time", "nodes", "depth", "all_values", "poll", "report",
                            "cpu_clock", NULL};
    int side, depth = 0, all_values = 0, cpu_clock = 0;
    double seconds = 0;
    long long nodes = 0;
    PyObject *poll = Py_None, *report = Py_None;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "i|dLipOOp", names, &side, &seconds, &nodes, &depth,
                                     &all_values, &poll, &report, &cpu_clock))
        return NULL;
    Ctx x;
    if (!begin(self, &x, poll, report)) return NULL;
    Limits lim = {seconds, nodes, depth, all_values};
    self->e->cpu_clock = cpu_clock;
    Result *r = malloc(sizeof(Result));
    if (!r) {
        end(self, &x, NULL);
        return PyErr_NoMemory();
    }
    Py_BEGIN_ALLOW_THREADS;
    x.ts = _save;
    engine_search(self->e, side & 1, &lim, r);
    _save = x.ts;
    Py_END_ALLOW_THREADS;
    PyObject *d = x.error ? NULL : result_dict(self, r);
    free(r);
    return end(self, &x, d);
}

static PyObject *Core_set_options(CoreObject *self, PyObject *args, PyObject *kw) {
    static char *names[] = {"futility", "move_count", "lmr", "null_move", "vcf_leaf",
                            "threat_ext", "root_vct", "safety", "aspiration", "early_stop",
                            "threats_first", "leaf_fours", "order_reductions", NULL};
    Options *o = &self->e->opt;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|ppppppppppppp", names, &o->futility, &o->move_count,
                                     &o->lmr, &o->null_move, &o->vcf_leaf, &o->threat_ext,
                                     &o->root_vct, &o->safety, &o->aspiration,
                                     &o->early_stop, &o->threats_first, &o->leaf_fours,
                                     &o->order_reductions))
        return NULL;
    Py_RETURN_NONE;
}

/* features(side): what the fit reads of the position, for `side` to move: per empty cell
 * (in cell order) its index, its combination for `side` and for the other side, whether it
 * is near a stone (a move candidate) and its class for `side` (bytes of int16 each), and the
 * threats on the board (a tuple of 0/1, weights.THREATS' order) */
static PyObject *Core_features(CoreObject *self, PyObject *args) {
    int side;
    if (!PyArg_ParseTuple(args, "i", &side)) return NULL;
    side &= 1;
    Board *b = &self->e->b;
    int16_t cells[MAXS * MAXS], mine[MAXS * MAXS], theirs[MAXS * MAXS], near[MAXS * MAXS],
        cls[MAXS * MAXS];
    int n = 0;
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            int c = cell_at(x, y);
            if (b->cell[c] != EMPTY) continue;
            cells[n] = (int16_t)(y * b->w + x);
            mine[n] = (int16_t)b->combo[c][side];
            theirs[n] = (int16_t)b->combo[c][1 - side];
            near[n] = (int16_t)(b->near[c] > 0);
            cls[n] = (int16_t)b->cls[c][side];
            n++;
        }
    int t[NTHREAT];
    board_threat_features(b, side, t);
    PyObject *threats = PyTuple_New(NTHREAT);
    if (!threats) return NULL;
    for (int i = 0; i < NTHREAT; i++) PyTuple_SET_ITEM(threats, i, PyLong_FromLong(t[i]));
    size_t size = n * sizeof(int16_t);
    return Py_BuildValue("(y#y#y#y#y#N)", (const char *)cells, (Py_ssize_t)size, (const char *)mine,
                         (Py_ssize_t)size, (const char *)theirs, (Py_ssize_t)size,
                         (const char *)near, (Py_ssize_t)size, (const char *)cls, (Py_ssize_t)size,
                         threats);
}

static PyObject *Core_stones(CoreObject *self, void *unused) {
    return PyLong_FromLong(self->e->b.stones);
}

static PyMethodDef Core_methods[] = {
    {"play", (PyCFunction)Core_play, METH_VARARGS, "play(index, side): a stone (0 Black/X, 1 White/O)"},
    {"undo", (PyCFunction)Core_undo, METH_NOARGS, "take the last stone back"},
    {"clear", (PyCFunction)Core_clear, METH_NOARGS, "forget the tables kept between searches"},
    {"patterns", (PyCFunction)Core_patterns, METH_VARARGS, "the cell's line patterns per side"},
    {"classes", (PyCFunction)Core_classes, METH_VARARGS, "the cell's class per side"},
    {"evaluate", (PyCFunction)Core_evaluate, METH_VARARGS, "the static value for the side to move"},
    {"foul", (PyCFunction)Core_foul, METH_VARARGS, "renju: 0, or why Black may not play there (1-3)"},
    {"legal", (PyCFunction)Core_legal, METH_VARARGS, "may the side play the empty cell?"},
    {"vcf", (PyCFunction)Core_vcf, METH_VARARGS, "the quickest win by fours"},
    {"vct", (PyCFunction)Core_vct, METH_VARARGS, "the quickest win by fours and threes"},
    {"threat_moves", (PyCFunction)Core_threat_moves, METH_VARARGS, "the cells a VCT tries"},
    {"threat_from", (PyCFunction)Core_threat_from, METH_VARARGS, "the quickest win from a move"},
    {"features", (PyCFunction)Core_features, METH_VARARGS, "what the fit reads of the position"},
    {"static", (PyCFunction)Core_static, METH_VARARGS, "the static value with the threats"},
    {"search", (PyCFunction)(void (*)(void))Core_search, METH_VARARGS | METH_KEYWORDS, "search"},
    {"set_options", (PyCFunction)(void (*)(void))Core_set_options, METH_VARARGS | METH_KEYWORDS,
     "switch parts of the search on or off"},
    {NULL}};

static PyGetSetDef Core_getset[] = {{"stones", (getter)Core_stones, NULL, "stones on the board", NULL},
                                    {NULL}};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "tictactoe.ai._core.Core",
    .tp_basicsize = sizeof(CoreObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
    .tp_getset = Core_getset,
    .tp_doc = "the compiled core's board and searches",
};

static PyObject *mod_line_level(PyObject *m, PyObject *args) {
    int rule, own;
    unsigned long key;
    if (!PyArg_ParseTuple(args, "iik", &rule, &own, &key)) return NULL;
    if (rule < 0 || rule >= NLINERULES || (own != 1 && own != 2) || key >= NKEYS)
        return PyErr_Format(PyExc_ValueError, "bad arguments");
    int level;
    Py_BEGIN_ALLOW_THREADS;   /* its memo is the one the line tables are built from */
    PyThread_acquire_lock(tables_lock, WAIT_LOCK);
    level = line_level_of(rule, own, (uint32_t)key);
    PyThread_release_lock(tables_lock);
    Py_END_ALLOW_THREADS;
    return PyLong_FromLong(level);
}

static PyObject *mod_prepare(PyObject *m, PyObject *args) {
    int variant;
    if (!PyArg_ParseTuple(args, "i", &variant)) return NULL;
    if (variant < 0 || variant >= NVARIANTS) return PyErr_Format(PyExc_ValueError, "no variant %d", variant);
    int built;
    Py_BEGIN_ALLOW_THREADS;
    built = build_tables(variant);
    Py_END_ALLOW_THREADS;
    return PyBool_FromLong(built);
}

/* step_aside(seconds): the window paints for at most this long from now (0: it is done);
 * every search waits it out at its next look, without the GIL (wait_aside).  Any thread. */
static PyObject *mod_step_aside(PyObject *m, PyObject *args) {
    double seconds;
    if (!PyArg_ParseTuple(args, "d", &seconds)) return NULL;
    if (!(seconds >= 0 && seconds <= ASIDE_MAX_S))
        return PyErr_Format(PyExc_ValueError, "step_aside: from 0 to %d ms", (int)(ASIDE_MAX_S * 1000));
    int64_t until = seconds > 0 ? (int64_t)((engine_now() + seconds) * 1e9) : 0;
    __atomic_store_n(&aside_until_ns, until, __ATOMIC_RELAXED);
    Py_RETURN_NONE;
}

/* flag_raised(): a flag some search polls was just set (the worker's cancel or hurry): every
 * running search asks its poll() at its next look instead of within POLL_S.  Any thread. */
static PyObject *mod_flag_raised(PyObject *m, PyObject *unused) {
    __atomic_add_fetch(&attention, 1, __ATOMIC_RELEASE);
    Py_RETURN_NONE;
}

static PyObject *mod_tables(PyObject *m, PyObject *unused) {
    PyObject *classes = PyBytes_FromStringAndSize((const char *)CLASS_TABLE, sizeof CLASS_TABLE);
    PyObject *combos = PyBytes_FromStringAndSize((const char *)COMBO_OF, sizeof COMBO_OF);
    return Py_BuildValue("(NN)", classes, combos);
}

static PyMethodDef module_methods[] = {
    {"line_level", mod_line_level, METH_VARARGS, "line_level(rule, own, key): a line's pattern"},
    {"prepare", mod_prepare, METH_VARARGS, "prepare(variant): build a rule's line tables now; False if they were built"},
    {"tables", mod_tables, METH_NOARGS, "the class table (2 x 11**4 bytes) and combination index"},
    {"flag_raised", mod_flag_raised, METH_NOARGS, "flag_raised(): a polled flag was set: every search asks its poll() now"},
    {"step_aside", mod_step_aside, METH_VARARGS, "step_aside(seconds): the searches' polls wait while the window paints"},
    {NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_core", "the compiled engine core",
                                    -1, module_methods};

PyMODINIT_FUNC PyInit__core(void) {
    if (PyType_Ready(&CoreType) < 0) return NULL;
    tables_lock = PyThread_allocate_lock();
    if (!tables_lock) return PyErr_NoMemory();
    core_init();   /* the cell classes and combinations: about a millisecond */
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&CoreType);
    PyModule_AddObject(m, "Core", (PyObject *)&CoreType);
    PyModule_AddIntConstant(m, "NCOMBO", NCOMBO);
    PyModule_AddIntConstant(m, "WEIGHTS_BYTES", (long)sizeof(Weights));
    return m;
}
