/**
 * The numbers of the delivery policy, in one place (docs/webhooks.md states them to receivers).
 */
import type { Database } from '../../platform/db/client.ts';
import type { JobQueue } from '../../platform/jobs.ts';

/** SPEC: up to 3 retries, about 1 s, 4 s and 16 s after each failure; 4 attempts in all. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 4_000, 16_000];

/**
 * Deliveries that failed after every retry, in a row, before a registration is disabled. Each
 * took 4 attempts over ~21 s, so 10 is a receiver down for a while, not one bad minute; any
 * acknowledged delivery resets the count.
 */
export const DISABLE_AFTER_FAILED_DELIVERIES = 10;

/**
 * A delivery job still active this long after it was fetched belongs to a worker that died
 * (killed, crashed, host lost): it is handed to another. Must exceed the 10 s send timeout plus
 * recording; kept short so a restarted worker resumes within about half a minute.
 */
export const JOB_EXPIRE_SECONDS = 30;

/** Payloads and their attempt log are kept this long (issue: "keep payloads 30 days"). */
export const RETENTION_DAYS = 30;

/** What delivery code needs from the process. */
export interface DeliveryDeps {
  database: Database;
  jobs: JobQueue;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: deliver to loopback and private addresses (tests, private deployments). */
  allowPrivateNetworks: boolean;
  now?: () => number;
}

/** A delivery job: `{deliveryId}` from publishEvents (the first attempt), or a retry/redelivery. */
export interface DeliveryJob {
  deliveryId: number;
  /** The attempt this job makes, counting every attempt the delivery ever had (default 1). */
  n?: number;
  /** Which try of the current series: 0 first, 1..3 the retries (default 0). */
  retry?: number;
}

/** Job options for every delivery job this code sends (publishEvents' get the queue's, set alike). */
export const DELIVERY_JOB_OPTIONS = {
  expireInSeconds: JOB_EXPIRE_SECONDS,
  // A job fails only when recording its outcome failed (the database); try again later.
  retryLimit: 10,
  retryDelay: 2,
  retryBackoff: true,
} as const;
