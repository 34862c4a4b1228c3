/**
 * Folds the calls one request makes in the same tick into one database read. A cross-symbol
 * route (the screener, the heatmap) asks the view once per symbol; answered one by one that is
 * hundreds of sequential queries, each paying its parse and plan, so the cost grew with the
 * plan's catalogue. Batched, a request costs a few queries whatever the symbol count.
 */

/** One batched answer per key: the value, or the error that key alone fails with. */
export type Settled<V> = { ok: true; value: V } | { ok: false; error: unknown };

/**
 * Calls with the same `group` made before the current job ends are answered by one `load` of
 * their distinct keys. `load` returns one Settled per key, in key order; if it throws, every
 * call of the batch fails with that error.
 */
export function tickBatcher<K, V>(
  keyOf: (key: K) => string,
  load: (group: string, keys: K[]) => Promise<Array<Settled<V>>>,
): (group: string, key: K) => Promise<V> {
  const pending = new Map<string, Map<string, { key: K; waiters: Array<(s: Settled<V>) => void> }>>();

  const flush = async (group: string) => {
    const batch = pending.get(group)!;
    pending.delete(group);
    const entries = [...batch.values()];
    let answers: Array<Settled<V>>;
    try {
      answers = await load(
        group,
        entries.map((e) => e.key),
      );
    } catch (error) {
      answers = entries.map(() => ({ ok: false, error }));
    }
    entries.forEach((e, i) => {
      for (const w of e.waiters) w(answers[i]!);
    });
  };

  return (group, key) =>
    new Promise<V>((resolve, reject) => {
      let batch = pending.get(group);
      if (!batch) {
        batch = new Map();
        pending.set(group, batch);
        queueMicrotask(() => void flush(group));
      }
      const id = keyOf(key);
      const entry = batch.get(id) ?? { key, waiters: [] };
      batch.set(id, entry);
      entry.waiters.push((s) => (s.ok ? resolve(s.value) : reject(s.error)));
    });
}
