/** TypeBox schemas of the confirmation shapes, with realistic examples for the OpenAPI document. */
import { Type } from 'typebox';

/** Inputs left out of a production score; always empty in the sandbox. */
const Missing = Type.Array(
  Type.Object({
    component: Type.Enum(['whales', 'derivatives', 'onchain'], { description: 'The input left out' }),
    venue: Type.Optional(
      Type.String({ description: 'With derivatives: the one venue left out (absent: every venue)' }),
    ),
    reason: Type.String({ description: 'Why, e.g. "last point 22 min old (fresh within 15 min)"' }),
  }),
  {
    description:
      'Inputs left out of the score because their source has no fresh data; the score is blended from the rest (docs/signals.md, "Missing inputs")',
  },
);

const AsOf = Type.String({ format: 'date-time', description: 'The instant the snapshot describes (ISO 8601 UTC)' });
const Direction = Type.Enum(['long', 'short'], { description: 'The side the caller proposes' });

export const SimpleConfirmation = Type.Object(
  {
    status: Type.Literal('ok'),
    symbol: Type.String({ description: 'Canonical symbol' }),
    direction: Direction,
    confirmation: Type.Enum(['HIGH', 'MEDIUM', 'LOW', 'NONE'], {
      description: 'How strongly the market backs the requested side: the bucket of the signed composite',
    }),
    score: Type.Number({
      minimum: 0,
      maximum: 1,
      description: 'Conviction for the requested side: (composite + 1) / 2',
    }),
    smart_money: Type.Union(
      [
        Type.Object({
          net_flow_usd: Type.Number({ description: 'Whale buying minus selling over 24 h, USD' }),
          long_short_ratio: Type.Number({ description: 'Whales long / whales short (head count)' }),
          whales_long: Type.Integer({ minimum: 0 }),
          whales_short: Type.Integer({ minimum: 0 }),
        }),
        Type.Null(),
      ],
      { description: 'Whale positioning; null when whale data was left out (see missing)' },
    ),
    derivatives: Type.Object({
      funding_rate: Type.Union([Type.Number(), Type.Null()], {
        description: 'Mean funding rate across venues, fraction per 8 h; null without venues',
      }),
      oi_change_24h: Type.Union([Type.Number(), Type.Null()], {
        description: '24 h change of total open interest, fraction; null without venues',
      }),
    }),
    missing: Missing,
    as_of: AsOf,
  },
  {
    title: 'Confirmation (simple)',
    examples: [
      {
        status: 'ok',
        symbol: 'TEST_BTC',
        direction: 'short',
        confirmation: 'LOW',
        score: 0.5524,
        smart_money: { net_flow_usd: 98_332_871, long_short_ratio: 0.283, whales_long: 15, whales_short: 53 },
        derivatives: { funding_rate: -0.0000293, oi_change_24h: -0.019041 },
        missing: [],
        as_of: '2026-03-02T12:34:00.000Z',
      },
    ],
  },
);

const NullableNumber = (description: string) => Type.Union([Type.Number(), Type.Null()], { description });
const NullableCount = (description: string) => Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description });

/** The numbers `reasons` quotes; each reason's text is written from these. */
const Figures = Type.Object(
  {
    funding_rate: NullableNumber('Mean funding rate across venues, fraction per 8 h; null with no venue'),
    funding_venues: Type.Integer({ minimum: 0 }),
    funding_crowded: Type.Boolean({ description: 'The requested side is crowded by funding' }),
    long_short_ratio: NullableNumber("Geometric mean of the venues' long/short account ratios; null with none"),
    long_short_venues: Type.Integer({ minimum: 0 }),
    long_short_crowded: Type.Boolean({ description: 'The requested side is crowded by the long/short ratio' }),
    whales_long: NullableCount('Whales long (head count); null when whale data was left out'),
    whales_short: NullableCount('Whales short (head count); null when whale data was left out'),
    whale_long_notional_fraction: NullableNumber('Share of whale notional that is long, 0..1; null with none'),
    whale_net_flow_24h_usd: NullableNumber('Whale buying minus selling over 24 h, USD; null without whale data'),
    mvrv: NullableNumber('Market value / realised value; null when missing'),
    oi_change_24h: NullableNumber('24 h change of total open interest, fraction; null without venues'),
    price_change_24h: NullableNumber('24 h price change, fraction; null without venues'),
    exchange_netflow_24h_usd: NullableNumber(
      'Net USD into exchanges over 24 h; negative = outflow; null without on-chain data',
    ),
    stablecoin_supply_change_7d: NullableNumber(
      '7-day change of stablecoin supply, fraction; null without on-chain data',
    ),
  },
  { description: 'The figures reasons quotes, as numbers' },
);

const SubScore = (what: string) =>
  Type.Union([Type.Number({ minimum: -1, maximum: 1 }), Type.Null()], {
    description: `${what}; -1 .. +1 for the requested side, null when the input was left out (see missing)`,
  });

export const CompositeConfirmation = Type.Object(
  {
    status: Type.Literal('ok'),
    ts: Type.Integer({ description: 'Unix time of the snapshot, seconds' }),
    symbol: Type.String({ description: 'Canonical symbol' }),
    direction: Direction,
    composite: Type.Number({ minimum: -1, maximum: 1, description: '-1 strong contra .. +1 strong confirm' }),
    confidence: Type.Enum(['HIGH', 'MEDIUM'], {
      description:
        'How sure the verdict is, whichever way it points: HIGH needs |composite| >= 0.25, agreeing sub-scores and full coverage. With confirmation NONE it marks a confident veto; it is never HIGH with confirmation LOW (docs/signals.md, "Confidence")',
    }),
    action: Type.Enum(['CONFIRM', 'REDUCE', 'SKIP']),
    size_mult: Type.Number({ minimum: 0, maximum: 1.5, description: 'Suggested size multiplier' }),
    deriv_score: SubScore('Funding, long/short ratio and open-interest momentum'),
    onchain_score: SubScore('MVRV, exchange netflow and stablecoin supply'),
    whale_score: SubScore('Whale consensus and net flow'),
    reasons: Type.Array(Type.String(), { description: 'Funding, long/short ratio, whale consensus, MVRV and more' }),
    figures: Figures,
    missing: Missing,
    as_of: AsOf,
  },
  {
    title: 'Confirmation (composite)',
    examples: [
      {
        status: 'ok',
        ts: 1_772_454_840,
        symbol: 'TEST_BTC',
        direction: 'short',
        composite: 0.1048,
        confidence: 'MEDIUM',
        action: 'REDUCE',
        size_mult: 0.3,
        deriv_score: 0.1572,
        onchain_score: 0.1875,
        whale_score: 0.0072,
        reasons: [
          'funding -0.0029% avg across 3 venues',
          'long/short ratio 0.92 (geometric mean of 3)',
          'whales 15 long / 53 short (22% long, 35% of notional long), net flow +$98.3M 24h',
          'MVRV 1.46',
          'open interest -1.9% 24h with price -1.4%',
          'exchange netflow +$250.5M 24h (inflow)',
          'stablecoin supply -0.14% 7d',
        ],
        figures: {
          funding_rate: -0.0000293,
          funding_venues: 3,
          funding_crowded: false,
          long_short_ratio: 0.9213,
          long_short_venues: 3,
          long_short_crowded: false,
          whales_long: 15,
          whales_short: 53,
          whale_long_notional_fraction: 0.3512,
          whale_net_flow_24h_usd: 98_332_871,
          mvrv: 1.4602,
          oi_change_24h: -0.019041,
          price_change_24h: -0.013872,
          exchange_netflow_24h_usd: 250_493_112,
          stablecoin_supply_change_7d: -0.001391,
        },
        missing: [],
        as_of: '2026-03-02T12:34:00.000Z',
      },
    ],
  },
);

export const ConfirmationResult = Type.Union([SimpleConfirmation, CompositeConfirmation], {
  description: 'The simple shape by default; the composite shape with format=composite',
});

const ItemProblem = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    code: Type.String({ examples: ['unknown_symbol', 'plan_restricted', 'invalid_parameter', 'data_unavailable'] }),
    request_id: Type.String(),
  },
  { additionalProperties: true, description: 'RFC 9457 problem details of this item' },
);

export const BatchResult = Type.Object({
  status: Type.Literal('ok'),
  as_of: AsOf,
  count: Type.Integer(),
  items: Type.Array(
    Type.Union([
      Type.Object({ index: Type.Integer(), ok: Type.Literal(true), result: ConfirmationResult }),
      Type.Object({ index: Type.Integer(), ok: Type.Literal(false), error: ItemProblem }),
    ]),
    { description: 'One entry per requested item, in request order' },
  ),
});
