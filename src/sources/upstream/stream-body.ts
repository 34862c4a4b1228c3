/**
 * A streamed response body handed to an adapter, watched by an idle timer: the upstream may take
 * as long as it likes in total, but not stay silent longer than `idleMs` while we wait for the
 * next chunk. The adapter's own time between chunks is not counted. Iterate it to the end, or
 * leave the loop (for-await calls return()), so the connection is released.
 */
import type { Exchange } from './exchange.ts';
import type { UpstreamError } from './types.ts';

export function watchedBody(
  body: ReadableStream<Uint8Array>,
  exchange: Exchange,
  idleMs: number,
  onFailure: (err: UpstreamError) => void,
): AsyncIterable<Uint8Array> {
  const reader = body.getReader();
  let over = false;
  const finish = (early: boolean) => {
    if (over) return;
    over = true;
    exchange.close(early);
    if (early) reader.cancel().catch(() => {});
  };

  const iterator: AsyncIterator<Uint8Array> = {
    async next() {
      if (over) return { done: true, value: undefined };
      exchange.arm(idleMs);
      try {
        const chunk = await reader.read();
        exchange.disarm();
        if (chunk.done) {
          finish(false);
          return { done: true, value: undefined };
        }
        return { done: false, value: chunk.value };
      } catch (err) {
        const failure = exchange.failure(err);
        finish(true);
        onFailure(failure);
        throw failure;
      }
    },
    async return() {
      finish(true);
      return { done: true, value: undefined };
    },
  };
  return { [Symbol.asyncIterator]: () => iterator };
}
