/**
 * The answers of recent alerts, so the same alert sent again within the window is answered with
 * the same bytes and no second evaluation. An alert still being evaluated is joined, not run
 * twice; a failed evaluation is forgotten, so the platform's next try is evaluated afresh.
 *
 * Per process: an alert repeated to another instance is evaluated there once more, which costs
 * a computation and gives the same kind of answer (documented).
 */

/** How long an answer is replayed, measured on the app's clock from the first evaluation. */
export const DUPLICATE_WINDOW_MS = 60_000;

interface Entry {
  answer: Promise<string>;
  expiresAt: number;
}

export class RecentAnswers {
  private readonly entries = new Map<string, Entry>();
  private nextSweepMs = 0;

  constructor(
    private readonly windowMs = DUPLICATE_WINDOW_MS,
    /** Beyond this many live entries the oldest are dropped (memory stays bounded). */
    private readonly maxEntries = 100_000,
  ) {}

  /** The answer for `key`: computed now, or the one given within the window (`replayed`). */
  async answer(
    key: string,
    nowMs: number,
    compute: () => Promise<string>,
  ): Promise<{ body: string; replayed: boolean }> {
    this.sweep(nowMs);
    const known = this.entries.get(key);
    if (known && known.expiresAt > nowMs) return { body: await known.answer, replayed: true };
    const answer = compute();
    const entry = { answer, expiresAt: nowMs + this.windowMs };
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
    answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return { body: await answer, replayed: false };
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops expired entries at most once a second (entries are in insertion order, so oldest first). */
  private sweep(nowMs: number): void {
    if (nowMs < this.nextSweepMs) return;
    this.nextSweepMs = nowMs + 1_000;
    for (const [key, e] of this.entries) {
      if (e.expiresAt > nowMs) break;
      this.entries.delete(key);
    }
  }
}
