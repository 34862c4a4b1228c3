/**
 * GET /v1/symbols: the symbols of the caller's world, each with the plans that can read it and
 * whether the calling key can (the public sandbox keys read every TEST_ symbol whatever their plan).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Environment } from '../../accounts/plans.ts';
import { isPublicSandboxAccount } from '../../accounts/public-keys.ts';
import { type Caller, mayRead } from '../../market/access.ts';
import { catalogueVersion, knownSymbols, pairForms, plansForSymbol } from '../../market/symbols.ts';
import { SANDBOX_VENUES, VENUES } from '../../market/types.ts';
import type { AppContext } from '../../platform/context.ts';
import { AUTHENTICATED_ERRORS, problemResponses, SECURITY } from '../../platform/openapi.ts';

const SymbolSchema = Type.Object({
  symbol: Type.String({ examples: ['BTC', 'TEST_BTC'] }),
  pair: Type.String({ examples: ['BTCUSDT'] }),
  test: Type.Boolean(),
  venues: Type.Array(Type.String()),
  instruments: Type.Record(Type.String(), Type.String()),
  plans: Type.Array(Type.String(), { description: 'Plans whose keys can read this symbol' }),
  accessible: Type.Boolean({ description: 'Whether the calling key can read it' }),
});

/**
 * The listing depends only on the world, the caller's world and plan, and whether the key is a
 * public one, so it is built and serialised once per combination.
 */
const listings = new Map<string, string>();

function listing(env: Environment, caller: Caller & { accountId: string }): string {
  const shared = isPublicSandboxAccount(caller.accountId);
  // The public accounts differ from one another only by plan, so one of them stands for each.
  // The production catalogue grows as the collectors find markets: its version is part of the key.
  const id = `${env}:${caller.environment}:${caller.plan}:${shared}:${catalogueVersion()}`;
  let cached = listings.get(id);
  if (!cached) {
    const list = knownSymbols(env).map((symbol) => {
      const forms = pairForms(symbol);
      const plans = plansForSymbol(symbol, env);
      return {
        symbol,
        pair: forms.pair,
        test: env === 'sandbox',
        venues: env === 'sandbox' ? [...SANDBOX_VENUES] : [...VENUES],
        instruments: forms.instruments,
        plans,
        accessible: env === caller.environment && mayRead(caller, symbol),
      };
    });
    const readable = list.filter((s) => s.accessible).map((s) => s.symbol);
    cached = JSON.stringify({ status: 'ok', count: list.length, readable, symbols: list });
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
          'Sandbox keys see the TEST_ symbols; production keys the live universe: a static list of majors, then every perpetual the collectors have found on the venues. test_only=true keeps only TEST_ symbols. `readable` lists the symbols the calling key can read (`accessible` says the same per symbol): a plan reads the same set live and on its TEST_ twins.',
        security: SECURITY,
        querystring: Type.Object({
          test_only: Type.Optional(Type.Boolean()),
          environment: Type.Optional(Type.String()),
        }),
        response: {
          200: Type.Object({
            status: Type.Literal('ok'),
            count: Type.Integer(),
            readable: Type.Array(Type.String(), { description: 'Symbols the calling key can read' }),
            symbols: Type.Array(SymbolSchema),
          }),
          ...problemResponses(...AUTHENTICATED_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const testOnly = (request.query as { test_only?: boolean }).test_only === true;
      const body = listing(testOnly ? 'sandbox' : auth.environment, auth);
      return reply
        .type('application/json; charset=utf-8')
        .serializer((s: string) => s)
        .send(body);
    },
  );
}
