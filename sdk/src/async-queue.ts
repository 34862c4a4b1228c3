/**
 * A queue read as an async iterator: items pushed before they are read wait in order; ending it
 * lets readers drain what is left and then stop (or throw the error it ended with).
 */
export class AsyncQueue<T> {
  private readonly items: T[] = [];
  private ended: { error: unknown } | null = null;
  private wake: (() => void) | null = null;

  push(item: T): void {
    if (this.ended) return;
    this.items.push(item);
    this.signal();
  }

  /** No more items; readers stop after the queued ones, throwing `error` when one is given. */
  end(error?: unknown): void {
    this.ended ??= { error };
    this.signal();
  }

  async *drain(): AsyncGenerator<T, void, undefined> {
    for (;;) {
      if (this.items.length > 0) {
        yield this.items.shift()!;
        continue;
      }
      if (this.ended) {
        if (this.ended.error) throw this.ended.error;
        return;
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  private signal() {
    this.wake?.();
    this.wake = null;
  }
}
