/* The planner's level solve and the one-by-one evaluation compiled:
 * pacenote.engine._native (engine/native.py loads it; evaluate.c is included below).
 *
 * Two functions here, the arithmetic of engine/fronts.py's BatchedFronts._expand and the sort
 * and greedy Pareto filter of BatchedFronts._solve, operation for operation in the same
 * order (built with -ffp-contract=off: no fused multiply-add), so that every vector and
 * every choice is the NumPy path's to the last bit (tests/test_native_kernels.py).
 *
 * Arrays come in through the buffer protocol (NumPy arrays, C order, float64 / int64):
 * no NumPy header is needed to build it. The caller (engine/fronts.py) checks shapes
 * and allocates the outputs.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    Py_buffer view;
    int held;
} Buf;

static int take(PyObject *obj, Buf *b, int writable, Py_ssize_t itemsize) {
    int flags = PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(obj, &b->view, flags) < 0) return -1;
    b->held = 1;
    if (b->view.itemsize != itemsize) {
        PyErr_SetString(PyExc_TypeError, "pacenote native: wrong item size");
        return -1;
    }
    return 0;
}

static void drop(Buf *bufs, int n) {
    for (int i = 0; i < n; i++)
        if (bufs[i].held) PyBuffer_Release(&bufs[i].view);
}

#define F64(b) ((double *)(b).view.buf)
#define I64(b) ((int64_t *)(b).view.buf)

/* expand(vals, width, limit, secs, offset, count, tids, children, cap, one_by_one, table,
 *        split_of, p_lost, p_end, coef, index, terms, sv, out_vec, out_secs, out_move,
 *        out_row) -> candidates written
 * Every candidate through moves, one per kept row of the move's child node. */
static PyObject *expand(PyObject *self, PyObject *args) {
    PyObject *o[20];
    Py_ssize_t width, limit, one_by_one, terms;
    double sv;
    if (!PyArg_ParseTuple(args, "OnnOOOOOOnOOOOOOndOOOO", &o[0], &width, &limit, &o[1],
                          &o[2], &o[3], &o[4], &o[5], &o[6], &one_by_one, &o[7], &o[8],
                          &o[9], &o[10], &o[11], &o[12], &terms, &sv, &o[13], &o[14],
                          &o[15], &o[16]))
        return NULL;
    Buf b[17];
    memset(b, 0, sizeof b);
    static const Py_ssize_t size[17] = {8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8};
    static const int out[17] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1};
    for (int i = 0; i < 17; i++)
        if (take(o[i], &b[i], out[i], size[i]) < 0) { drop(b, 17); return NULL; }
    const double *vals = F64(b[0]), *secs = F64(b[1]), *cap = F64(b[6]), *table = F64(b[7]);
    const int64_t *offset = I64(b[2]), *count = I64(b[3]), *tids = I64(b[4]),
                  *children = I64(b[5]), *split_of = I64(b[8]), *index = I64(b[12]);
    const double *p_lost = F64(b[9]), *p_end = F64(b[10]), *coef = F64(b[11]);
    double *ovec = F64(b[13]), *osecs = F64(b[14]);
    int64_t *omove = I64(b[15]), *orow = I64(b[16]);
    Py_ssize_t moves = b[4].view.len / 8, room = b[14].view.len / 8, c = 0;
    for (Py_ssize_t m = 0; m < moves; m++) {
        int64_t t = tids[m], node = children[m], first = offset[node], n = count[node];
        const double *tr = table + 4 * t;
        double extra = tr[0], lost = tr[1], end = tr[2], sec = tr[3];
        int64_t split = split_of[t];
        int flat = m >= one_by_one;
        double base = extra - (flat ? sec * sv : 0.0), mcap = cap[m];
        const double *pl = p_lost + split * limit, *pe = p_end + split * limit;
        const double *cf = coef + split * terms * limit;
        const int64_t *ix = index + split * terms * limit;
        for (int64_t r = first; r < first + n; r++, c++) {
            if (c >= room) {
                drop(b, 17);
                PyErr_SetString(PyExc_ValueError, "pacenote native: output too small");
                return NULL;
            }
            double csec = secs[r], paid = csec * sv;
            double lost_h = flat ? lost - paid : lost, end_h = flat ? end - paid : end;
            const double *row = vals + r * width;
            double *v = ovec + c * limit;
            for (Py_ssize_t h = 0; h < limit; h++) {
                double total = base + pl[h] * lost_h;
                total = total + pe[h] * end_h;
                for (Py_ssize_t k = 0; k < terms; k++)
                    total += cf[k * limit + h] * row[ix[k * limit + h]];
                v[h] = total < mcap ? total : mcap;
            }
            osecs[c] = csec + sec;
            omove[c] = m;
            orow[c] = r;
        }
    }
    drop(b, 17);
    return PyLong_FromSsize_t(c);
}

/* The candidates of one node being sorted: by vector, lexicographic, ties by index; the
 * node's "end the turn here" candidate is index -1 (it comes first among equals). */
static const double *sort_vecs, *sort_stop;
static Py_ssize_t sort_limit;

static const double *vector_of(Py_ssize_t i) {
    return i < 0 ? sort_stop : sort_vecs + i * sort_limit;
}

static int by_vector(const void *a, const void *b) {
    Py_ssize_t i = *(const Py_ssize_t *)a, j = *(const Py_ssize_t *)b;
    const double *x = vector_of(i), *y = vector_of(j);
    for (Py_ssize_t h = 0; h < sort_limit; h++) {
        if (x[h] < y[h]) return -1;
        if (x[h] > y[h]) return 1;
    }
    return (i > j) - (i < j);
}

static int dominated(const double *kept, const double *v, Py_ssize_t limit) {
    for (Py_ssize_t h = 0; h < limit; h++)
        if (!(kept[h] <= v[h])) return 0;
    return 1;
}

/* select(vecs, limit, stop, starts, keep, chosen, sizes) -> rows chosen
 * Node j's candidates: "end the turn here" (the vector stop[j], ..., stop[j]) and the
 * rows starts[j]..starts[j+1] of vecs. Per node its Pareto-best ``keep`` in sorted order
 * go into ``chosen`` (-1: end here, else a row of vecs), and how many into sizes[j]. */
static PyObject *select_front(PyObject *self, PyObject *args) {
    PyObject *o[5];
    Py_ssize_t limit, keep;
    if (!PyArg_ParseTuple(args, "OnOOnOO", &o[0], &limit, &o[1], &o[2], &keep, &o[3], &o[4]))
        return NULL;
    Buf b[5];
    memset(b, 0, sizeof b);
    static const int out[5] = {0, 0, 0, 1, 1};
    for (int i = 0; i < 5; i++)
        if (take(o[i], &b[i], out[i], 8) < 0) { drop(b, 5); return NULL; }
    const double *vecs = F64(b[0]), *stop = F64(b[1]);
    const int64_t *starts = I64(b[2]);
    int64_t *chosen = I64(b[3]), *sizes = I64(b[4]);
    Py_ssize_t nodes = b[1].view.len / 8, widest = 0, at = 0;
    Py_ssize_t room = b[3].view.len / 8;
    for (Py_ssize_t j = 0; j < nodes; j++)
        if (starts[j + 1] - starts[j] > widest) widest = starts[j + 1] - starts[j];
    Py_ssize_t *order = PyMem_Malloc((widest + 1) * sizeof(Py_ssize_t));
    double *here = PyMem_Malloc((limit + 1) * sizeof(double));
    if (!order || !here || room < nodes * keep) {
        PyMem_Free(order);
        PyMem_Free(here);
        drop(b, 5);
        if (room < nodes * keep) {
            PyErr_SetString(PyExc_ValueError, "pacenote native: output too small");
            return NULL;
        }
        return PyErr_NoMemory();
    }
    sort_vecs = vecs;
    sort_stop = here;
    sort_limit = limit;
    for (Py_ssize_t j = 0; j < nodes; j++) {
        Py_ssize_t n = starts[j + 1] - starts[j] + 1, got = 0;
        for (Py_ssize_t h = 0; h < limit; h++) here[h] = stop[j];
        order[0] = -1;
        for (Py_ssize_t i = 1; i < n; i++) order[i] = starts[j] + i - 1;
        qsort(order, n, sizeof(Py_ssize_t), by_vector);
        int64_t *mine = chosen + at;
        for (Py_ssize_t i = 0; i < n && got < keep; i++) {
            const double *v = vector_of(order[i]);
            int skip = 0;
            for (Py_ssize_t k = 0; k < got && !skip; k++)
                skip = dominated(vector_of(mine[k]), v, limit);
            if (!skip) mine[got++] = order[i];
        }
        sizes[j] = got;
        at += got;
    }
    PyMem_Free(order);
    PyMem_Free(here);
    drop(b, 5);
    return PyLong_FromSsize_t(at);
}

#include "evaluate.c" /* the one-by-one evaluation: the same module */
#include "relays.c"   /* the turn tables' re-lay search: the same module */

static PyMethodDef methods[] = {
    {"expand", expand, METH_VARARGS, "Every candidate through moves (engine/fronts.py)."},
    {"select", select_front, METH_VARARGS, "Each node's Pareto-best candidates, sorted."},
    {"one_by_one", one_by_one, METH_VARARGS, "One-by-one plans evaluated (engine/evaluate.py)."},
    {"flat_out", flat_out, METH_VARARGS, "Flat-out plans evaluated (engine/evaluate.py)."},
    {"relay_state", relay_state, METH_NOARGS, "A new memo for relay_search."},
    {"relay_search", relay_search, METH_VARARGS, "The re-lay search (engine/relays.py)."},
    {"relay_clear", relay_clear, METH_VARARGS, "Forget the searches of a memo."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_native", "The planner's level solve and the one-by-one evaluation, compiled.", -1, methods,
};

PyMODINIT_FUNC PyInit__native(void) { return PyModule_Create(&module); }
