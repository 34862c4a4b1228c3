/** `msig confirm BTC long`: should this trade be taken now (or, in the sandbox, at --at)? */
import type { Command } from 'commander';
import type { Action, Composite, Side } from '../lib/api.ts';
import { apiOf, oneOf, type UserOpts, userCommand } from '../lib/command.ts';
import { type Colour, colourOn, out, paint } from '../lib/output.ts';

const ACTION_COLOUR: Record<Action, Colour> = { CONFIRM: 'green', REDUCE: 'yellow', SKIP: 'red' };
const sub = (v: number | null) => (v === null ? 'n/a' : `${v >= 0 ? '+' : ''}${v.toFixed(2)}`);

export function confirmText(c: Composite, colour: boolean): string {
  const head = `${c.symbol} ${c.direction}: ${paint(colour, ACTION_COLOUR[c.action], c.action)} (${c.confidence} confidence)`;
  const lines = [
    head,
    `  composite ${sub(c.composite)}  size x${c.size_mult}  whales ${sub(c.whale_score)}  derivatives ${sub(c.deriv_score)}  on-chain ${sub(c.onchain_score)}`,
    ...c.reasons.map((r) => `  - ${r}`),
    ...c.missing.map((m) => `  missing ${m.component}${m.venue ? ` (${m.venue})` : ''}: ${m.reason}`),
    `  as of ${c.as_of}`,
  ];
  return lines.join('\n');
}

export function confirmCommand(program: Command): void {
  userCommand(program, 'confirm', 'score a proposed trade: CONFIRM, REDUCE or SKIP, with the reasons')
    .argument('<symbol>', 'BTC, ETH… (sandbox keys: TEST_BTC…)')
    .argument('<side>', 'long | short', oneOf(['long', 'short'] as const))
    .option('--at <time>', 'sandbox keys: answer as of this earlier instant (ISO 8601 or Unix ms)')
    .action(async (symbol: string, side: Side, o: UserOpts & { at?: string }) => {
      const c = await apiOf(o).confirm(symbol, side, o.at);
      out(o.json, c, () => confirmText(c, colourOn()));
    });
}
