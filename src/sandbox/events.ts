/**
 * Sandbox events go through the one pipeline: a clock move publishes its replay into `events`
 * (world 'sandbox', the account's own), with one webhook delivery per matching sandbox
 * registration of the account, in one transaction. GET /v1/test/events reads them back.
 */
import { type PublishDeps, publishEvents } from '../events/outbox.ts';
import type { ReplayEvent } from './simulate.ts';

/** How GET /v1/test/events and simulate-time name an event's kind (coarser than `events.kind`). */
export type SandboxKind = 'confirm' | 'whale' | 'alert';
export const SANDBOX_KINDS: readonly SandboxKind[] = ['confirm', 'whale', 'alert'];
/** The `events` kinds a whales reset forgets. */
export const WHALE_KINDS = ['whale_trade', 'whale_liquidation'] as const;

export interface SandboxEvent {
  seq: number;
  t: number;
  event: string;
  kind: SandboxKind;
  symbol: string;
  direction: string | null;
  payload: Record<string, unknown>;
}

export function sandboxKind(kind: string): SandboxKind {
  if (kind === 'confirmation') return 'confirm';
  if ((WHALE_KINDS as readonly string[]).includes(kind)) return 'whale';
  return 'alert';
}

export function sandboxEventOf(e: {
  seq: number;
  t: number;
  name: string;
  kind: string;
  symbol: string;
  direction: string | null;
  body: Record<string, unknown>;
}): SandboxEvent {
  return {
    seq: e.seq,
    t: e.t,
    event: e.name,
    kind: sandboxKind(e.kind),
    symbol: e.symbol,
    direction: e.direction,
    payload: e.body,
  };
}

/** Publishes a clock move's replay to the account, in replay order; answers them as listed. */
export async function publishReplay(
  deps: PublishDeps,
  accountId: string,
  events: readonly ReplayEvent[],
): Promise<SandboxEvent[]> {
  const { events: stored } = await publishEvents(
    deps,
    events.map((e) => ({
      world: 'sandbox' as const,
      accountId,
      t: e.t,
      name: e.event,
      kind: e.kind,
      symbol: e.symbol,
      direction: e.direction,
      body: e.payload,
    })),
  );
  return stored.map((e) =>
    sandboxEventOf({
      seq: e.seq,
      t: e.t,
      name: e.name,
      kind: e.kind,
      symbol: e.symbol,
      direction: e.direction,
      body: e.body,
    }),
  );
}
