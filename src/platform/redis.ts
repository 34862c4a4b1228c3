/**
 * The Redis client for shared fast state. Commands fail at once while the connection is down
 * (no offline queue), so callers fall back (the rate limiter to per-instance counting) instead
 * of stalling requests behind a dead server.
 */
import { Redis } from 'ioredis';

export function connectRedis(url: string, onError: (err: Error) => void = () => {}): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on('error', onError);
  return redis;
}

/** Waits until the connection is ready, or gives up after `ms` (the caller then runs on its fallbacks). */
export async function redisReady(redis: Redis, ms = 3_000): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), ms);
    const onReady = () => finish(true);
    function finish(ok: boolean) {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ok);
    }
    redis.once('ready', onReady);
  });
}
