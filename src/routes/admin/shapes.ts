/** Response shapes for accounts and keys, shared by the admin and account APIs. */
import { Type } from 'typebox';
import type { AccountRecord, KeyRecord } from '../../accounts/accounts.ts';

export const AccountSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  plan: Type.String(),
  limits: Type.Union(
    [
      Type.Object({
        perDay: Type.Integer(),
        perMinute: Type.Integer(),
        sandboxPerHour: Type.Optional(Type.Integer()),
        sandboxPerMinute: Type.Optional(Type.Integer()),
      }),
      Type.Null(),
    ],
    {
      description: 'Own quotas (enterprise); null means the plan defaults',
    },
  ),
  created_at: Type.String({ format: 'date-time' }),
});

export const KeySchema = Type.Object({
  id: Type.String(),
  account_id: Type.String(),
  environment: Type.String({ enum: ['sandbox', 'production'] }),
  prefix: Type.String({ description: 'The first characters of the key, to tell keys apart' }),
  name: Type.Union([Type.String(), Type.Null()]),
  scopes: Type.Array(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  revoked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const CreatedKeySchema = Type.Object({
  ...KeySchema.properties,
  key: Type.String({ description: 'The secret key. Shown once: store it now.' }),
});

export function serialiseAccount(a: AccountRecord) {
  return { id: a.id, email: a.email, plan: a.plan, limits: a.limitsOverride, created_at: a.createdAt.toISOString() };
}

export function serialiseKey(k: KeyRecord & { key?: string }) {
  return {
    id: k.id,
    account_id: k.accountId,
    environment: k.environment,
    prefix: k.prefix,
    name: k.name,
    scopes: k.scopes,
    created_at: k.createdAt.toISOString(),
    revoked_at: k.revokedAt ? k.revokedAt.toISOString() : null,
    ...(k.key ? { key: k.key } : {}),
  };
}
