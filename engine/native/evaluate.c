/* The one-by-one evaluation compiled: the stopping and securing programme of
 * engine/evaluate.py (Tables._one_by_one_all), column by column. Included by fronts.c
 * (one extension module). A column is one (plan, damage state) a car can start; for
 * it the programme runs backwards from its last die over (hazards so far h, dice
 * secured n, seconds held s), the operations of the NumPy batch in the same order.
 */

#define MAXH 16 /* hazards (limit + most shown on one die) */
#define MAXN 8  /* dice secured + 1 */
#define MAXS 64 /* seconds held + 1 */

typedef struct {
    const double *stop, *loss; /* (S1, columns): stop / loss-of-control bases */
    Py_ssize_t width_stop, width_loss, S1, N, limit, D;
    double big;
} Bases;

/* A base (s) read once n dice were secured: s - T(n) left, BIG where s < T(n). */
static void secured(const Bases *b, const double *base, Py_ssize_t width, Py_ssize_t col,
                    double out[MAXN][MAXS]) {
    for (Py_ssize_t n = 0; n <= b->N; n++) {
        Py_ssize_t tri = n * (n + 1) / 2;
        for (Py_ssize_t s = 0; s < b->S1; s++)
            out[n][s] = s >= tri ? base[(s - tri) * width + col] : b->big;
    }
}

static double lesser(double a, double b) { return b < a ? b : a; } /* np.minimum(a, b) */

/* one_by_one(stop, loss, S1, N, limit, D, big, plan_first, step_m, step_end, step_lost,
 *            out_first, out_p, out_kind, out_j, col_plan, col_d, col_len, col_spent, out)
 * out: (plans, S1, D), written at every column's (plan, :, d). Outcome kinds: 0 the turn
 * goes on with j more hazards, 1 loss of control, 2 the turn ends (quick start). */
static PyObject *one_by_one(PyObject *self, PyObject *args) {
    PyObject *o[15];
    Bases b;
    if (!PyArg_ParseTuple(args, "OOnnnndOOOOOOOOOOOOO", &o[0], &o[1], &b.S1, &b.N, &b.limit,
                          &b.D, &b.big, &o[2], &o[3], &o[4], &o[5], &o[6], &o[7], &o[8],
                          &o[9], &o[10], &o[11], &o[12], &o[13], &o[14]))
        return NULL;
    Buf a[15];
    memset(a, 0, sizeof a);
    for (int i = 0; i < 15; i++)
        if (take(o[i], &a[i], i == 14, 8) < 0) { drop(a, 15); return NULL; }
    if (b.N + 1 > MAXN || b.S1 > MAXS || b.limit + 8 > MAXH) {
        drop(a, 15);
        PyErr_SetString(PyExc_ValueError, "pacenote native: tables too large");
        return NULL;
    }
    b.stop = F64(a[0]);
    b.loss = F64(a[1]);
    b.width_stop = b.S1 ? a[0].view.len / 8 / b.S1 : 0;
    b.width_loss = b.S1 ? a[1].view.len / 8 / b.S1 : 0;
    const int64_t *plan_first = I64(a[2]), *step_m = I64(a[3]), *step_end = I64(a[4]),
                  *step_lost = I64(a[5]), *out_first = I64(a[6]), *out_kind = I64(a[8]),
                  *out_j = I64(a[9]), *col_plan = I64(a[10]), *col_d = I64(a[11]),
                  *col_len = I64(a[12]), *col_spent = I64(a[13]);
    const double *out_p = F64(a[7]);
    double *result = F64(a[14]);
    Py_ssize_t cols = a[10].view.len / 8, S1 = b.S1, N = b.N, limit = b.limit, D = b.D;
    static double ext[MAXH][MAXN][MAXS], value[MAXH][MAXN][MAXS];
    static double here[MAXN][MAXS], before[MAXN][MAXS], lost[MAXN][MAXS];
    static double safe[MAXN][MAXS], spent_here[MAXN][MAXS];
    for (Py_ssize_t c = 0; c < cols; c++) {
        Py_ssize_t p = col_plan[c], d = col_d[c], len = col_len[c], spent = col_spent[c];
        Py_ssize_t first = plan_first[p];
        int started = 0, have_safe = 0;
        /* before die i only h < hs[i] hazards and n < ns[i] secured dice can have been
         * reached: only those states are computed (the others are never read) */
        Py_ssize_t hs[64], ns[64], h_at = 0, n_at = 0;
        if (len > 64) {
            drop(a, 15);
            PyErr_SetString(PyExc_ValueError, "pacenote native: plan too long");
            return NULL;
        }
        for (Py_ssize_t i = 0; i < len; i++) {
            Py_ssize_t g = first + i, reach = 0;
            hs[i] = h_at + 1;
            ns[i] = n_at + 1;
            for (int64_t k = out_first[g]; k < out_first[g + 1]; k++)
                if (out_kind[k] == 0 && out_j[k] > reach) reach = out_j[k];
            h_at = h_at + reach < limit - 1 ? h_at + reach : limit - 1;
            n_at = n_at + step_m[g] < N ? n_at + step_m[g] : N;
        }
        secured(&b, b.stop, b.width_stop, (first + len - 1) * D + d, here);
        for (Py_ssize_t i = len - 1; i >= 0; i--) {
            Py_ssize_t g = first + i;
            if (spent >= 0) { /* holding the SISU token: the best stop from here on, spent */
                secured(&b, b.stop, b.width_stop, g * D + spent, spent_here);
                for (Py_ssize_t n = 0; n <= N; n++)
                    for (Py_ssize_t s = 0; s < S1; s++)
                        safe[n][s] = (!have_safe || step_end[g])
                            ? spent_here[n][s] : lesser(spent_here[n][s], safe[n][s]);
                have_safe = 1;
            }
            Py_ssize_t reach = 0;
            for (int64_t k = out_first[g]; k < out_first[g + 1]; k++)
                if (out_kind[k] == 0 && out_j[k] > reach) reach = out_j[k];
            if (limit + reach > MAXH) {
                drop(a, 15);
                PyErr_SetString(PyExc_ValueError, "pacenote native: too many hazards");
                return NULL;
            }
            /* ext[h]: the rest of the turn with h hazards after this die (>= limit: lost) */
            for (Py_ssize_t h = 0; h < limit; h++)
                for (Py_ssize_t n = 0; n <= N; n++)
                    for (Py_ssize_t s = 0; s < S1; s++)
                        ext[h][n][s] = (!started || step_end[g]) ? here[n][s] : value[h][n][s];
            if (step_lost[g] >= 0) {
                if (spent >= 0) memcpy(lost, safe, sizeof lost);
                else secured(&b, b.loss, b.width_loss, step_lost[g] * D + d, lost);
                for (Py_ssize_t h = limit; h < limit + reach; h++) memcpy(ext[h], lost, sizeof lost);
            }
            Py_ssize_t H = hs[i], K = ns[i];
            for (int64_t k = out_first[g]; k < out_first[g + 1]; k++) {
                double pr = out_p[k];
                int64_t kind = out_kind[k], j = out_j[k];
                for (Py_ssize_t h = 0; h < H; h++)
                    for (Py_ssize_t n = 0; n < K; n++)
                        for (Py_ssize_t s = 0; s < S1; s++) {
                            double src = kind == 0 ? ext[h + j][n][s]
                                : kind == 1 ? lost[n][s] : here[n][s];
                            value[h][n][s] = k == out_first[g] ? pr * src
                                : value[h][n][s] + pr * src;
                        }
            }
            Py_ssize_t m = step_m[g];
            if (m) /* securing this die (m dice with its brake dice) after n: T(n+m) - T(n) */
                for (Py_ssize_t h = 0; h < H; h++)
                    for (Py_ssize_t n = 0; n < K && n + m <= N; n++) {
                        double cost = (double)((n + m) * (n + m + 1) / 2 - n * (n + 1) / 2);
                        for (Py_ssize_t s = 0; s < S1; s++)
                            value[h][n][s] = lesser(value[h][n][s], cost + ext[h][n + m][s]);
                    }
            if (i > 0) { /* or stop before this die */
                secured(&b, b.stop, b.width_stop, (g - 1) * D + d, before);
                for (Py_ssize_t h = 0; h < H; h++)
                    for (Py_ssize_t n = 0; n < K; n++)
                        for (Py_ssize_t s = 0; s < S1; s++)
                            value[h][n][s] = lesser(value[h][n][s], before[n][s]);
                memcpy(here, before, sizeof here);
            }
            started = 1;
        }
        for (Py_ssize_t s = 0; s < S1; s++) result[(p * S1 + s) * D + d] = value[0][0][s];
    }
    drop(a, 15);
    Py_RETURN_NONE;
}

/* flat_out(stop, loss, S1, limit, D, big, plan_first, plan_len, step_loss, step_secs,
 *          out_first, held_spent, out_p, out_kind, out_j, col_plan, col_d, col_len, out)
 * Flat-out plans (engine/evaluate.py, Tables._flat_out_all): per plan a scalar pass along
 * its dice (the chance the turn is alive, of the limit reached on each die, of a quick
 * start's stop, the seconds earned), then per column (plan, damage state d laying
 * col_len dice) the value over seconds held: alive * stop + the losses so far, the
 * quick-start and SISU terms, read ``secs`` tokens richer (capped) less ``secs``.
 * held_spent[d]: the state d is in once its SISU token is spent, -1 if it holds none. */
static PyObject *flat_out(PyObject *self, PyObject *args) {
    PyObject *o[15];
    Bases b;
    if (!PyArg_ParseTuple(args, "OOnnndOOOOOOOOOOOOO", &o[0], &o[1], &b.S1, &b.limit, &b.D,
                          &b.big, &o[2], &o[3], &o[4], &o[5], &o[6], &o[7], &o[8], &o[9],
                          &o[10], &o[11], &o[12], &o[13], &o[14]))
        return NULL;
    Buf a[15];
    memset(a, 0, sizeof a);
    for (int i = 0; i < 15; i++)
        if (take(o[i], &a[i], i == 14, 8) < 0) { drop(a, 15); return NULL; }
    if (b.S1 > MAXS || b.limit > MAXH) {
        drop(a, 15);
        PyErr_SetString(PyExc_ValueError, "pacenote native: tables too large");
        return NULL;
    }
    Py_ssize_t S1 = b.S1, limit = b.limit, D = b.D;
    Py_ssize_t ws = S1 ? a[0].view.len / 8 / S1 : 0, wl = S1 ? a[1].view.len / 8 / S1 : 0;
    const double *stop = F64(a[0]), *loss = F64(a[1]), *out_p = F64(a[8]);
    const int64_t *plan_first = I64(a[2]), *plan_len = I64(a[3]), *step_loss = I64(a[4]),
                  *step_secs = I64(a[5]), *out_first = I64(a[6]), *out_kind = I64(a[9]),
                  *out_j = I64(a[10]), *col_plan = I64(a[11]), *col_d = I64(a[12]),
                  *col_len = I64(a[13]);
    double *result = F64(a[14]);
    const int64_t *held_spent = I64(a[7]);
    Py_ssize_t cols = a[11].view.len / 8, c = 0, plans = a[2].view.len / 8;
    double alive[MAXH], nxt[MAXH], sums[65], quick[65], failed[65], fail[65], lost[MAXS];
    int64_t secs[65];
    for (Py_ssize_t p = 0; p < plans && c < cols; p++) {
        Py_ssize_t first = plan_first[p], len = plan_len[p];
        if (len > 64) {
            drop(a, 15);
            PyErr_SetString(PyExc_ValueError, "pacenote native: plan too long");
            return NULL;
        }
        double q = 0.0, fl = 0.0;
        int64_t sec = 0;
        alive[0] = 1.0;
        for (Py_ssize_t h = 1; h < limit; h++) alive[h] = 0.0;
        for (Py_ssize_t n = 0; n < len; n++) { /* the scalar pass: after die n + 1 */
            Py_ssize_t g = first + n;
            double f = 0.0;
            int64_t k0 = out_first[g], k1 = out_first[g + 1];
            if (k1 - k0 == 2 && out_kind[k0] == 0 && out_j[k0] == 0 && out_kind[k0 + 1] == 0
                && out_j[k0 + 1] == 1) { /* the usual die, unrolled as in the NumPy path */
                double p0 = out_p[k0], p1 = out_p[k0 + 1];
                nxt[0] = alive[0] * p0;
                for (Py_ssize_t h = 0; h + 1 < limit; h++)
                    nxt[h + 1] = alive[h] * p1 + alive[h + 1] * p0;
                f = alive[limit - 1] * p1;
            } else {
                for (Py_ssize_t h = 0; h < limit; h++) nxt[h] = 0.0;
                for (Py_ssize_t h = 0; h < limit; h++) {
                    double al = alive[h];
                    if (al == 0.0) continue;
                    for (int64_t k = k0; k < k1; k++) {
                        if (out_kind[k] == 0) {
                            if (h + out_j[k] >= limit) f += al * out_p[k];
                            else nxt[h + out_j[k]] += al * out_p[k];
                        } else if (out_kind[k] == 1) {
                            f += al * out_p[k];
                        } else {
                            q += al * out_p[k];
                        }
                    }
                }
            }
            double total = 0.0;
            for (Py_ssize_t h = 0; h < limit; h++) {
                alive[h] = nxt[h];
                total += nxt[h];
            }
            sec += step_secs[g];
            if (f != 0.0) fl += f;
            fail[n] = f;
            sums[n] = total;
            quick[n] = q;
            failed[n] = fl;
            secs[n] = sec;
        }
        for (; c < cols && col_plan[c] == p; c++) {
            Py_ssize_t d = col_d[c], L = col_len[c], spent = held_spent[d], any = 0;
            for (Py_ssize_t n = 0; n < L; n++) {
                if (fail[n] == 0.0) continue;
                if (step_loss[first + n] < 0) {
                    drop(a, 15);
                    PyErr_SetString(PyExc_ValueError, "pacenote native: a loss without its array");
                    return NULL;
                }
                const double *l = loss + step_loss[first + n] * D + d;
                for (Py_ssize_t s = 0; s < S1; s++)
                    lost[s] = any ? lost[s] + fail[n] * l[s * wl] : l[s * wl] * fail[n];
                any = 1;
            }
            if (!any)
                for (Py_ssize_t s = 0; s < S1; s++) lost[s] = 0.0;
            Py_ssize_t g = first + L - 1;
            double al = sums[L - 1], qu = quick[L - 1], fa = failed[L - 1];
            double paid = (double)secs[L - 1];
            for (Py_ssize_t s = 0; s < S1; s++) {
                Py_ssize_t t = s + secs[L - 1] < S1 - 1 ? s + secs[L - 1] : S1 - 1;
                double v = al * stop[t * ws + g * D + d] + lost[t];
                if (qu != 0.0) v = v + qu * stop[t * ws + first * D + d];
                if (spent >= 0) v += fa * stop[t * ws + g * D + spent] - lost[t];
                result[(p * S1 + s) * D + d] = v - paid;
            }
        }
    }
    drop(a, 15);
    Py_RETURN_NONE;
}
