/* A search's limits: the clock (the wall's or the searching thread's CPU time), the budget
 * of time and nodes a search begins with, and the poll every search and threat search makes
 * (engine.h).  Apart from the searches, so that the threat searches (threats.c) and the
 * principal-variation search (search.c) both read it and neither needs the other's file. */
#include "engine.h"

#include <time.h>

double engine_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

double engine_clock(const Engine *e) {
    if (!e->cpu_clock) return engine_now();
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

void engine_begin(Engine *e, double time_limit, int64_t max_nodes) {
    e->started = engine_clock(e);
    e->deadline = time_limit > 0 ? e->started + time_limit : 0;
    e->max_nodes = max_nodes;
    e->nodes = 0;
    e->next_poll = max_nodes > 0 && max_nodes < 1024 ? max_nodes : 1024;
    e->stop = 0;
    e->cancelled = 0;
    e->limit_time = time_limit;
    e->limit_nodes = max_nodes;
}

int engine_stopped(Engine *e) {
    /* the clock and the cancel are read every 1024 nodes; a node budget is met exactly */
    int64_t left = e->max_nodes ? e->max_nodes - e->nodes : 1024;
    e->next_poll = e->nodes + (left > 0 && left < 1024 ? left : 1024);
    if (e->stop) return 1;
    if (e->max_nodes && e->nodes >= e->max_nodes) e->stop = 1;
    else if (e->deadline && engine_clock(e) >= e->deadline) e->stop = 1;
    else if (e->poll && e->poll(e->ctx)) e->stop = e->cancelled = 1;
    return e->stop;
}
