/* The re-lay search of the turn tables compiled (engine/relays.py, Relays._search):
 * included by fronts.c into pacenote.engine._native.
 *
 * The same search as the Python method, statement for statement: from (cell, gear, pool
 * of rolled dice, hazards so far, first die) the places where the rest can lose control,
 * each with the fewest tokens drawn on the way and their cost (the first way found on a
 * tie), in the order the search finds them. Here a result is an array of places in that
 * order (the Python dict's insertion order; a place reached again keeps its position),
 * and the memo a hash table, both in C; a result becomes the Python dict the caller reads
 * only when asked for at the top (made once: the caller keys its choices by the dict's
 * identity). The next dice from a place, a pool's single dice and a step's ways to take
 * its dice still come from the Relays object (its lazily filled dicts, its methods).
 * Costs are added as the Python floats are (IEEE doubles, the same order).
 */

typedef struct {
    int32_t cell, gear, n; /* n: tokens drawn on the way */
    double cost;           /* what those tokens cost the expert */
} RPlace;

typedef struct {
    RPlace *p;
    int32_t len, cap, clean;
    PyObject *dict; /* made when asked for at the top, kept for its identity */
} RResult;

typedef struct {
    int32_t at, g, pool, h, first, result; /* result: index in results; -1 empty slot */
} RSlot;

typedef struct {
    RSlot *slots;
    size_t nslots, used;
    RResult *results;
    size_t nresults, cap;
} RState;

static void rstate_clear(RState *st) {
    for (size_t i = 0; i < st->nresults; i++) {
        free(st->results[i].p);
        Py_XDECREF(st->results[i].dict);
    }
    free(st->results);
    free(st->slots);
    memset(st, 0, sizeof *st);
}

static void rstate_free(PyObject *capsule) {
    RState *st = PyCapsule_GetPointer(capsule, "pacenote.relays");
    if (st != NULL) {
        rstate_clear(st);
        free(st);
    }
}

static size_t rhash(int32_t at, int32_t g, int32_t pool, int32_t h, int32_t first) {
    uint64_t x = (uint64_t)(uint32_t)at * 0x9E3779B97F4A7C15ULL;
    x ^= ((uint64_t)(uint32_t)pool << 20) ^ ((uint64_t)(uint32_t)h << 8)
         ^ ((uint64_t)(uint32_t)g << 1) ^ (uint64_t)first;
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ULL;
    x ^= x >> 32;
    return (size_t)x;
}

/* The slot of a key: its own, or the empty one where it goes. */
static RSlot *rfind(RState *st, int32_t at, int32_t g, int32_t pool, int32_t h, int32_t first) {
    size_t mask = st->nslots - 1, i = rhash(at, g, pool, h, first) & mask;
    for (;; i = (i + 1) & mask) {
        RSlot *s = &st->slots[i];
        if (s->result < 0 || (s->at == at && s->g == g && s->pool == pool && s->h == h
                              && s->first == first))
            return s;
    }
}

static int rgrow(RState *st) {
    size_t n = st->nslots ? st->nslots * 2 : 1024;
    RSlot *old = st->slots;
    size_t nold = st->nslots;
    st->slots = malloc(n * sizeof(RSlot));
    if (st->slots == NULL) {
        st->slots = old;
        PyErr_NoMemory();
        return -1;
    }
    for (size_t i = 0; i < n; i++) st->slots[i].result = -1;
    st->nslots = n;
    for (size_t i = 0; i < nold; i++)
        if (old[i].result >= 0)
            *rfind(st, old[i].at, old[i].g, old[i].pool, old[i].h, old[i].first) = old[i];
    free(old);
    return 0;
}

/* out[(cell, gear)] = (n, cost) when the place is new or reached with fewer tokens
 * (``replace_equal``: also on as many, as dict.update does). Returns -1 on error, else
 * whether the place was set. */
static int rkeep(RResult *out, int32_t cell, int32_t gear, int32_t n, double cost,
                 int replace_equal) {
    for (int32_t i = 0; i < out->len; i++) {
        RPlace *p = &out->p[i];
        if (p->cell == cell && p->gear == gear) {
            if (!(n < p->n) && !replace_equal) return 0;
            p->n = n;
            p->cost = cost;
            return 1;
        }
    }
    if (out->len == out->cap) {
        int32_t cap = out->cap ? out->cap * 2 : 8;
        RPlace *p = realloc(out->p, (size_t)cap * sizeof(RPlace));
        if (p == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        out->p = p;
        out->cap = cap;
    }
    out->p[out->len++] = (RPlace){cell, gear, n, cost};
    return 1;
}

typedef struct {
    RState *st;
    PyObject *relays;                       /* for _singles, _entries, _taken */
    PyObject *takes, *by_die, *steps;       /* its dicts */
    PyObject *dice_id;                      /* its list: per pool, its dice numbered */
    long limit;
} RSearch;

static int32_t rsearch(RSearch *S, int32_t at, int32_t g, int32_t pool, int32_t h, int32_t first);

/* The ways to take a move's dice from the pool (new ref): by its die, or by its step. */
static PyObject *rways(RSearch *S, PyObject *singles, PyObject *entry, long pool) {
    PyObject *want = PyTuple_GET_ITEM(entry, 2);
    if (want != Py_None) {
        PyObject *hit = PyDict_GetItemWithError(singles, want);
        if (hit == NULL && PyErr_Occurred()) return NULL;
        if (hit == NULL) return PyTuple_New(0);
        Py_INCREF(hit);
        return hit;
    }
    PyObject *sid = PyTuple_GET_ITEM(entry, 0);
    long s = PyLong_AsLong(sid);
    if (s == -1 && PyErr_Occurred()) return NULL;
    PyObject *key = PyLong_FromLong(pool << 24 | s);
    if (key == NULL) return NULL;
    PyObject *res = PyDict_GetItemWithError(S->takes, key);
    Py_DECREF(key);
    if (res != NULL) {
        Py_INCREF(res);
        return res;
    }
    if (PyErr_Occurred()) return NULL;
    return PyObject_CallMethod(S->relays, "_taken", "lOO", pool, sid, PyTuple_GET_ITEM(entry, 1));
}

/* One next die (an entry of Relays._entries) from the pool: its places into result r. */
static int rmove(RSearch *S, int32_t r, PyObject *singles, PyObject *entry, int32_t pool,
                 int32_t h) {
    PyObject *takes = rways(S, singles, entry, pool);
    if (takes == NULL) return -1;
    int loc = PyObject_IsTrue(PyTuple_GET_ITEM(entry, 3));
    int hazard_loc = PyObject_IsTrue(PyTuple_GET_ITEM(entry, 4));
    PyObject *place = PyTuple_GET_ITEM(entry, 5);
    int32_t cell = (int32_t)PyLong_AsLong(PyTuple_GET_ITEM(place, 0));
    int32_t gear = (int32_t)PyLong_AsLong(PyTuple_GET_ITEM(place, 1));
    int32_t drawn = (int32_t)PyLong_AsLong(PyTuple_GET_ITEM(entry, 6));
    double cost = PyFloat_AsDouble(PyTuple_GET_ITEM(entry, 7));
    int done = PyObject_IsTrue(PyTuple_GET_ITEM(entry, 8));
    long track = PyLong_AsLong(PyTuple_GET_ITEM(entry, 9));
    PyObject *seq = PySequence_Fast(takes, "pacenote native: takes");
    Py_DECREF(takes);
    if (seq == NULL || PyErr_Occurred()) {
        Py_XDECREF(seq);
        return -1;
    }
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    PyObject **items = PySequence_Fast_ITEMS(seq);
    int rc = 0;
    RState *st = S->st;
    if (loc) { /* a speed limit exceeded: every way to lay it loses control here */
        if (n > 0) {
            int set = rkeep(&st->results[r], cell, gear, drawn, cost, 0);
            if (set < 0) rc = -1;
            else if (set) st->results[r].clean &= !drawn;
        }
        Py_DECREF(seq);
        return rc;
    }
    for (Py_ssize_t i = 0; i < n && rc == 0; i++) {
        long rest = PyLong_AsLong(PyTuple_GET_ITEM(items[i], 0));
        long hz_main = PyLong_AsLong(PyTuple_GET_ITEM(items[i], 1));
        long taken = PyLong_AsLong(PyTuple_GET_ITEM(items[i], 2));
        if (PyErr_Occurred()) { rc = -1; break; }
        long hazards = h + taken + track;
        if (hazards >= S->limit || (hazard_loc && hz_main)) {
            int set = rkeep(&st->results[r], cell, gear, drawn, cost, 0);
            if (set < 0) rc = -1;
            else if (set) st->results[r].clean &= !drawn;
            continue;
        }
        if (rest < 0 || done) continue;
        int32_t sub = rsearch(S, cell, gear, (int32_t)rest, (int32_t)hazards, 0);
        if (sub < 0) { rc = -1; break; }
        /* results may have moved (grown): index them afresh */
        RResult *out = &st->results[r], *from = &st->results[sub];
        int merge_equal = out->clean && from->clean && !drawn; /* all (0, 0.0): update */
        for (int32_t k = 0; k < from->len && rc == 0; k++) {
            RPlace q = from->p[k];
            int set = rkeep(out, q.cell, q.gear, drawn + q.n,
                            merge_equal ? q.cost : cost + q.cost, merge_equal);
            if (set < 0) rc = -1;
            else if (set && !merge_equal) out->clean &= !(drawn + q.n);
        }
    }
    Py_DECREF(seq);
    return rc;
}

/* The next dice from (at, g) with the pool's dice (new ref), as Relays._entries. */
static PyObject *rentries(RSearch *S, int32_t at, int32_t g, int32_t pool, int32_t first) {
    PyObject *did = PyList_GetItem(S->dice_id, pool); /* borrowed */
    if (did == NULL) return NULL;
    PyObject *key = Py_BuildValue("(iiOO)", at, g, did, first ? Py_True : Py_False);
    if (key == NULL) return NULL;
    PyObject *res = PyDict_GetItemWithError(S->steps, key);
    Py_DECREF(key);
    if (res != NULL) {
        Py_INCREF(res);
        return res;
    }
    if (PyErr_Occurred()) return NULL;
    return PyObject_CallMethod(S->relays, "_entries", "iiiO", at, g, pool,
                               first ? Py_True : Py_False);
}

/* A pool's single dice (new ref), kept in by_die as Relays._search does. */
static PyObject *rsingles(RSearch *S, int32_t pool) {
    PyObject *key = PyLong_FromLong(pool);
    if (key == NULL) return NULL;
    PyObject *hit = PyDict_GetItemWithError(S->by_die, key);
    if (hit != NULL || PyErr_Occurred()) {
        Py_DECREF(key);
        Py_XINCREF(hit);
        return hit;
    }
    PyObject *res = PyObject_CallMethod(S->relays, "_singles", "O", key);
    if (res != NULL && PyDict_SetItem(S->by_die, key, res) < 0) Py_CLEAR(res);
    Py_DECREF(key);
    return res;
}

/* Relays._search: the index of the result from here, memoised; -1 on error. */
static int32_t rsearch(RSearch *S, int32_t at, int32_t g, int32_t pool, int32_t h, int32_t first) {
    RState *st = S->st;
    if ((st->used + 1) * 2 > st->nslots && rgrow(st) < 0) return -1;
    RSlot *slot = rfind(st, at, g, pool, h, first);
    if (slot->result >= 0) return slot->result;
    PyObject *singles = rsingles(S, pool);
    if (singles == NULL) return -1;
    PyObject *entries = rentries(S, at, g, pool, first);
    if (entries == NULL || !PyList_Check(entries)) {
        if (entries != NULL) PyErr_SetString(PyExc_TypeError, "pacenote native: entries");
        Py_DECREF(singles);
        Py_XDECREF(entries);
        return -1;
    }
    if (st->nresults == st->cap) {
        size_t cap = st->cap ? st->cap * 2 : 1024;
        RResult *p = realloc(st->results, cap * sizeof(RResult));
        if (p == NULL) {
            Py_DECREF(singles);
            Py_DECREF(entries);
            PyErr_NoMemory();
            return -1;
        }
        st->results = p;
        st->cap = cap;
    }
    int32_t r = (int32_t)st->nresults++;
    st->results[r] = (RResult){NULL, 0, 0, 1, NULL};
    int rc = 0;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(entries) && rc == 0; i++)
        rc = rmove(S, r, singles, PyList_GET_ITEM(entries, i), pool, h);
    Py_DECREF(singles);
    Py_DECREF(entries);
    if (rc < 0) return -1;
    /* the sub-searches may have grown the table: find the slot again */
    slot = rfind(st, at, g, pool, h, first);
    *slot = (RSlot){at, g, pool, h, first, r};
    st->used++;
    return r;
}

/* relay_state() -> a new, empty memo (a capsule) for relay_search. */
static PyObject *relay_state(PyObject *self, PyObject *args) {
    (void)self;
    (void)args;
    RState *st = calloc(1, sizeof(RState));
    if (st == NULL) return PyErr_NoMemory();
    PyObject *cap = PyCapsule_New(st, "pacenote.relays", rstate_free);
    if (cap == NULL) free(st);
    return cap;
}

/* relay_search(state, relays, takes, by_die, steps, dice_id, limit, at, g, pool, first)
 * -> the places dict of Relays._search from a pool with no hazards yet (the same dict
 * object every time the same search is asked for, until the state is cleared). */
static PyObject *relay_search(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *cap;
    RSearch S;
    int at, g, pool, first;
    if (!PyArg_ParseTuple(args, "OOO!O!O!O!liiip", &cap, &S.relays, &PyDict_Type, &S.takes,
                          &PyDict_Type, &S.by_die, &PyDict_Type, &S.steps, &PyList_Type,
                          &S.dice_id, &S.limit, &at, &g, &pool, &first))
        return NULL;
    S.st = PyCapsule_GetPointer(cap, "pacenote.relays");
    if (S.st == NULL) return NULL;
    int32_t r = rsearch(&S, at, g, pool, 0, first);
    if (r < 0) return NULL;
    RResult *res = &S.st->results[r];
    if (res->dict == NULL) {
        PyObject *d = PyDict_New();
        for (int32_t i = 0; d != NULL && i < res->len; i++) {
            RPlace q = res->p[i];
            PyObject *k = Py_BuildValue("(ii)", q.cell, q.gear);
            PyObject *v = Py_BuildValue("(id)", q.n, q.cost);
            if (k == NULL || v == NULL || PyDict_SetItem(d, k, v) < 0) Py_CLEAR(d);
            Py_XDECREF(k);
            Py_XDECREF(v);
        }
        if (d == NULL) return NULL;
        res->dict = d;
    }
    Py_INCREF(res->dict);
    return res->dict;
}

/* relay_clear(state): forget every search (the Relays object moved to another cell). */
static PyObject *relay_clear(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *cap;
    if (!PyArg_ParseTuple(args, "O", &cap)) return NULL;
    RState *st = PyCapsule_GetPointer(cap, "pacenote.relays");
    if (st == NULL) return NULL;
    rstate_clear(st);
    Py_RETURN_NONE;
}
