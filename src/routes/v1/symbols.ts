/** GET /v1/symbols: the symbols of the caller's world, each with the plans that can read it. */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Environment, Plan } from '../../accounts/plans.ts';
import { knownSymbols, pairForms, plansForSymbol } from '../../market/symbols.ts';
import { VENUES } from '../../market/types.ts';
import type { AppContext } from '../../platform/context.ts';
import { AUTHENTICATED_ERRORS, problemResponses, SECURITY } from '../../platform/openapi.ts';

const SymbolSchema = Type.Object({
  symbol: Type.String({ examples: ['BTC', 'TEST_BTC'] }),
  pair: Type.String({ examples: ['BTCUSDT'] }),
  test: Type.Boolean(),
  venues: Type.Array(Type.String()),
  instruments: Type.Record(Type.String(), Type.String()),
  plans: Type.Array(Type.String(), { description: 'Plans whose keys can read this symbol' }),
  accessible: Type.Boolean({ description: "Whether the calling key's plan can read it" }),
});

/** The listing depends only on the world and the plan, so it is built and serialised once per pair. */
const listings = new Map<string, string>();

function listing(env: Environment, callerEnv: Environment, plan: Plan): string {
  const id = `${env}:${callerEnv}:${plan}`;
  let cached = listings.get(id);
  if (!cached) {
    const list = knownSymbols(env).map((symbol) => {
      const forms = pairForms(symbol);
      const plans = plansForSymbol(symbol, env);
      return {
        symbol,
        pair: forms.pair,
        test: env === 'sandbox',
        venues: [...VENUES],
        instruments: forms.instruments,
        plans,
        accessible: env === callerEnv && plans.includes(plan),
      };
    });
    cached = JSON.stringify({ status: 'ok', count: list.length, symbols: list });
    listings.set(id, cached);
  }
  return cached;
}

export default async function symbols(app: FastifyInstance, _opts: { ctx: AppContext }) {
  app.get(
    '/symbols',
    {
      config: { auth: {} },
      schema: {
        tags: ['market'],
        summary: 'Symbols you can ask about, with the plans that include each',
        description:
          'Sandbox keys see the TEST_ symbols; production keys the live universe. test_only=true keeps only TEST_ symbols.',
        security: SECURITY,
        querystring: Type.Object({
          test_only: Type.Optional(Type.Boolean()),
          environment: Type.Optional(Type.String()),
        }),
        response: {
          200: Type.Object({ status: Type.Literal('ok'), count: Type.Integer(), symbols: Type.Array(SymbolSchema) }),
          ...problemResponses(...AUTHENTICATED_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const testOnly = (request.query as { test_only?: boolean }).test_only === true;
      const body = listing(testOnly ? 'sandbox' : auth.environment, auth.environment, auth.plan);
      return reply
        .type('application/json; charset=utf-8')
        .serializer((s: string) => s)
        .send(body);
    },
  );
}
