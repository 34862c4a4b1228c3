/**
 * The v2 confirmation: one object with the fields of both v1 shapes (SPEC "Confirmation result"),
 * under the clearer names docs/migration-v1-v2.md lists, and no `status`. The route adds `meta`.
 * Pure; the field schemas are the v1 ones where a field only changed its name.
 */
import { Type } from 'typebox';
import { type Confirmation, missingOf } from './render.ts';
import { CompositeConfirmation, SimpleConfirmation } from './schemas.ts';

const simple = SimpleConfirmation.properties;
const composite = CompositeConfirmation.properties;

export const V2ConfirmationFields = {
  symbol: simple.symbol,
  direction: simple.direction,
  confirmation: simple.confirmation,
  score: simple.score,
  composite: composite.composite,
  confidence: composite.confidence,
  action: composite.action,
  size_multiplier: composite.size_mult,
  derivatives_score: composite.deriv_score,
  onchain_score: composite.onchain_score,
  whales_score: composite.whale_score,
  whales: Type.Union(
    [
      Type.Object({
        net_flow_24h_usd: Type.Number({ description: 'Whale buying minus selling over 24 h, USD' }),
        long_short_ratio: Type.Number({ description: 'Whales long / whales short (head count)' }),
        long_count: Type.Integer({ minimum: 0, description: 'Whales holding a long' }),
        short_count: Type.Integer({ minimum: 0, description: 'Whales holding a short' }),
      }),
      Type.Null(),
    ],
    { description: 'Whale positioning (v1 smart_money); null when whale data was left out (see missing)' },
  ),
  derivatives: Type.Object({
    funding_rate: simple.derivatives.properties.funding_rate,
    open_interest_change_24h: simple.derivatives.properties.oi_change_24h,
  }),
  reasons: composite.reasons,
  figures: composite.figures,
  missing: composite.missing,
};

/** The v2 fields of a scored confirmation, in schema order. */
export function v2Shape(c: Confirmation) {
  const s = c.score;
  const { smart_money: sm, derivatives: d } = c.summary;
  return {
    symbol: c.symbol,
    direction: c.direction,
    confirmation: s.confirmation,
    score: s.score,
    composite: s.composite,
    confidence: s.confidence,
    action: s.action,
    size_multiplier: s.size_mult,
    derivatives_score: s.deriv_score,
    onchain_score: s.onchain_score,
    whales_score: s.whale_score,
    whales: sm && {
      net_flow_24h_usd: sm.net_flow_usd,
      long_short_ratio: sm.long_short_ratio,
      long_count: sm.whales_long,
      short_count: sm.whales_short,
    },
    derivatives: { funding_rate: d.funding_rate, open_interest_change_24h: d.oi_change_24h },
    reasons: [...s.reasons],
    figures: { ...s.figures },
    missing: missingOf(c),
  };
}
