/**
 * Upstream stand-ins for adapter tests: a wrapper that records every request an adapter makes
 * (to check buckets and weights), an in-process Upstream that answers from a fixture route
 * without HTTP (keeping each answer's JSON text), and one that replays those texts, so parsing
 * can be timed on its own.
 */

import { type Upstream, UpstreamError, type UpstreamRequest } from '../../src/sources/upstream/types.ts';
import type { FixtureAnswer, FixtureRoute } from '../fixtures/upstreams/server.ts';

export function recordingUpstream(up: Upstream): Upstream & { calls: UpstreamRequest[] } {
  const calls: UpstreamRequest[] = [];
  return {
    name: up.name,
    baseUrl: up.baseUrl,
    calls,
    json(req) {
      calls.push(req);
      return up.json(req);
    },
    text(req) {
      calls.push(req);
      return up.text(req);
    },
    stream(req) {
      calls.push(req);
      return up.stream(req);
    },
    charge: (weight, bucket) => up.charge(weight, bucket),
  };
}

function requestKey(req: UpstreamRequest): string {
  const query = Object.entries(req.query ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${String(v)}`)
    .sort()
    .join('&');
  return `${req.path}?${query}`;
}

/** Answers from `route` in-process; `texts` keeps each answer's JSON text by request. */
export function inProcessUpstream(name: string, route: FixtureRoute): Upstream & { texts: Map<string, string> } {
  const texts = new Map<string, string>();
  return {
    name,
    baseUrl: 'memory:',
    texts,
    async json(req) {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) query.set(k, String(v));
      const answer: FixtureAnswer | null = await route(
        { method: 'GET', path: req.path, query, body: undefined },
        false,
      );
      if (!answer || (answer.status ?? 200) >= 400) throw new UpstreamError(name, 'http', `${req.path}: no answer`);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      texts.set(requestKey(req), text);
      return JSON.parse(text);
    },
    text: () => Promise.reject(new Error('not used')),
    stream: () => Promise.reject(new Error('not used')),
    charge() {},
  };
}

/** Replays recorded JSON texts: the only work left per call is JSON.parse and the adapter's own. */
export function replayUpstream(name: string, texts: Map<string, string>): Upstream {
  return {
    name,
    baseUrl: 'memory:',
    async json(req) {
      const text = texts.get(requestKey(req));
      if (text === undefined) throw new UpstreamError(name, 'http', `${requestKey(req)}: not recorded`);
      return JSON.parse(text);
    },
    text: () => Promise.reject(new Error('not used')),
    stream: () => Promise.reject(new Error('not used')),
    charge() {},
  };
}

/**
 * Client options for adapter tests about one answer: no retries, no waiting out a rate-limit
 * pause, no circuit breaker, so each fault surfaces as its own error kind.
 */
export const ONE_ATTEMPT = { retries: 0, patienceMs: 0, circuitFailureThreshold: 1_000_000 } as const;
