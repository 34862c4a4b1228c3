/**
 * ETF flows adapter: one GET of the configured address (ETF_FLOWS_URL is the whole document's
 * address, so the request path is empty), read as JSON or CSV (parse.ts), into daily net flows
 * per asset with the per-fund split. The Upstream client returns the body only, without its
 * Content-Type, so `auto` decides by the body's first character.
 */
import type { Upstream } from '../upstream/types.ts';
import { UpstreamError } from '../upstream/types.ts';
import { EtfFlowsDocumentError, type EtfFlowsFormat, parseEtfFlows } from './parse.ts';
import type { FlowsParse } from './rows.ts';

export type { EtfFlowsFormat } from './parse.ts';
export type { FlowsParse } from './rows.ts';

export async function fetchEtfFlows(up: Upstream, format: EtfFlowsFormat, now: number): Promise<FlowsParse> {
  const body = await up.text({ path: '', label: 'etf-flows' });
  let parsed: FlowsParse;
  try {
    parsed = parseEtfFlows(body, format, now);
  } catch (err) {
    if (err instanceof EtfFlowsDocumentError) throw new UpstreamError(up.name, 'malformed', err.message);
    throw err;
  }
  // Rows, none of them usable: the document has drifted, and an empty success would hide it.
  if (parsed.days.length === 0 && parsed.skipped > 0) {
    throw new UpstreamError(up.name, 'malformed', `every row refused (${describeProblems(parsed)})`);
  }
  return parsed;
}

/** "bad date: 2, bad amount: 1", for logs and errors. */
export function describeProblems(parsed: FlowsParse): string {
  return Object.entries(parsed.problems)
    .map(([problem, count]) => `${problem}: ${count}`)
    .join(', ');
}
