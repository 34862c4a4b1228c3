/**
 * A headline's tone, −1 (bearish) … +1 (bullish), from two short word lists. A heuristic, not a
 * language model: it counts market verbs ("surges", "plunges") and event words ("hack",
 * "approval"), reads a negator up to two words before a word as flipping it ("not approved"),
 * and knows nothing of irony or context. Score = (positive − negative) / (positive + negative +
 * 1), rounded to two decimals: one word gives ±0.5, three in one direction ±0.75, a mix
 * cancels, and no word gives 0.
 */

const POSITIVE = new Set(
  (
    'surge surges surged soar soars soared rally rallies rallied jump jumps jumped gain gains gained ' +
    'rise rises rising climb climbs climbed rebound rebounds rebounded bullish inflow inflows ' +
    'approve approves approved approval adoption adopts upgrade upgrades upgraded breakout boost ' +
    'boosts boosted recover recovers recovery outperform outperforms record-high all-time-high'
  ).split(' '),
);

const NEGATIVE = new Set(
  (
    'crash crashes crashed plunge plunges plunged drop drops dropped fall falls fell slump slumps ' +
    'slumped tumble tumbles tumbled sink sinks sank decline declines declined selloff sell-off ' +
    'bearish outflow outflows hack hacks hacked hackers drain drains drained exploit exploited lawsuit sues sued ban bans banned ' +
    'fraud scam stolen theft bankrupt bankruptcy liquidation liquidations liquidated reject rejects ' +
    'rejected rejection delay delays delayed probe investigation dump dumps dumped collapse ' +
    'collapses collapsed warning warns fears delist delists delisted downgrade downgrades downgraded'
  ).split(' '),
);

const NEGATORS = new Set(['not', 'no', 'never', 'without', "isn't", "won't", "doesn't", "didn't", 'fails', 'failed']);

export function scoreSentiment(text: string): number {
  const words = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/all[\s-]time[\s-]highs?/g, 'all-time-high')
    .replace(/record[\s-]highs?/g, 'record-high')
    .match(/[\p{L}\p{N}'-]+/gu);
  if (!words) return 0;
  let positive = 0;
  let negative = 0;
  words.forEach((word, i) => {
    const tone = POSITIVE.has(word) ? 1 : NEGATIVE.has(word) ? -1 : 0;
    if (tone === 0) return;
    const negated = NEGATORS.has(words[i - 1] ?? '') || NEGATORS.has(words[i - 2] ?? '');
    if (tone > 0 !== negated) positive++;
    else negative++;
  });
  return Math.round(((positive - negative) / (positive + negative + 1)) * 100) / 100 + 0;
}
