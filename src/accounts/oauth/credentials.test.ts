import { describe, expect, it } from 'vitest';
import { isWellFormedKey } from '../keys.ts';
import {
  basicHeader,
  environmentOfToken,
  generateAccessToken,
  generateClientId,
  generateClientSecret,
  grantScopes,
  isWellFormedClient,
  isWellFormedToken,
  looksLikeToken,
  parseBasic,
} from './credentials.ts';
import { readTokenRequest } from './token-request.ts';

describe('OAuth credential formats', () => {
  it('tells tokens from keys by prefix, and names their environment', () => {
    const sandbox = generateAccessToken('sandbox');
    const live = generateAccessToken('production');
    expect(sandbox).toMatch(/^at_test_[0-9A-Za-z]{43}$/);
    expect(live).toMatch(/^at_live_[0-9A-Za-z]{43}$/);
    expect([isWellFormedToken(sandbox), looksLikeToken(sandbox), isWellFormedKey(sandbox)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(environmentOfToken(sandbox)).toBe('sandbox');
    expect(environmentOfToken(live)).toBe('production');
    expect(looksLikeToken('sk_live_abc')).toBe(false);
    expect(isWellFormedToken('at_live_short')).toBe(false);
    expect(generateAccessToken('sandbox')).not.toBe(sandbox);
  });

  it('checks client ids and secrets before any lookup', () => {
    const id = generateClientId();
    const secret = generateClientSecret('production');
    expect(id).toMatch(/^cid_[0-9A-Za-z]{22}$/);
    expect(secret).toMatch(/^cs_live_[0-9A-Za-z]{43}$/);
    expect(isWellFormedClient(id, secret)).toBe(true);
    expect(isWellFormedClient(id, 'x'.repeat(51))).toBe(false);
    expect(isWellFormedClient('cid_x', secret)).toBe(false);
  });
});

describe('grantScopes (RFC 6749 section 3.3)', () => {
  const client = ['read', 'alerts'];
  it('gives all of the client’s scopes when none is asked, in canonical order', () => {
    expect(grantScopes(undefined, ['alerts', 'read'])).toEqual({ granted: ['read', 'alerts'] });
    expect(grantScopes('', client)).toEqual({ granted: ['read', 'alerts'] });
  });
  it('grants a subset, once each', () => {
    expect(grantScopes('alerts read alerts', client)).toEqual({ granted: ['read', 'alerts'] });
    expect(grantScopes('read', client)).toEqual({ granted: ['read'] });
  });
  it('refuses unknown scopes and scopes the client lacks, naming them', () => {
    expect(grantScopes('read admin', client)).toEqual({ unknown: ['admin'] });
    expect(grantScopes('read webhooks nodeintel', client)).toEqual({ notAllowed: ['webhooks', 'nodeintel'] });
  });
});

describe('HTTP Basic client credentials (RFC 6749 section 2.3.1)', () => {
  it('form-url-decodes each part, so a secret may hold a colon, a space or a plus', () => {
    const header = basicHeader('cid_a:b', 'p+ss word:%');
    expect(parseBasic(header)).toEqual({ id: 'cid_a:b', secret: 'p+ss word:%' });
    expect(parseBasic(`Basic ${Buffer.from('a+b:c%20d').toString('base64')}`)).toEqual({ id: 'a b', secret: 'c d' });
  });
  it('ignores other schemes and reports unreadable Basic', () => {
    expect(parseBasic(undefined)).toBeNull();
    expect(parseBasic('Bearer at_test_x')).toBeNull();
    expect(parseBasic(`Basic ${Buffer.from('no-colon').toString('base64')}`)).toBe('malformed');
    expect(parseBasic(`Basic ${Buffer.from('%zz:x').toString('base64')}`)).toBe('malformed');
    expect(parseBasic('Basic !!!')).toBe('malformed');
  });
});

describe('readTokenRequest', () => {
  const basic = basicHeader('cid_1', 'secret');
  const codeOf = (f: () => unknown) => {
    try {
      f();
      return 'none';
    } catch (err) {
      return (err as { extras: { error: string } }).extras.error;
    }
  };
  it('reads Basic and body credentials', () => {
    expect(readTokenRequest(basic, { grant_type: 'client_credentials', scope: 'read' })).toEqual({
      clientId: 'cid_1',
      clientSecret: 'secret',
      via: 'basic',
      scope: 'read',
    });
    expect(
      readTokenRequest(undefined, { grant_type: 'client_credentials', client_id: 'a', client_secret: 'b', extra: 1 }),
    ).toMatchObject({ clientId: 'a', clientSecret: 'b', via: 'body' });
  });
  it('refuses in the RFC’s terms', () => {
    expect(codeOf(() => readTokenRequest(basic, {}))).toBe('invalid_request');
    expect(codeOf(() => readTokenRequest(basic, { grant_type: 'password' }))).toBe('unsupported_grant_type');
    expect(codeOf(() => readTokenRequest(basic, { grant_type: ['client_credentials', 'x'] }))).toBe('invalid_request');
    expect(codeOf(() => readTokenRequest(basic, { grant_type: 'client_credentials', client_secret: 'b' }))).toBe(
      'invalid_request',
    );
    expect(codeOf(() => readTokenRequest(undefined, { grant_type: 'client_credentials', client_id: 'a' }))).toBe(
      'invalid_client',
    );
    expect(codeOf(() => readTokenRequest(basic, { grant_type: 'client_credentials', scope: 'read  alerts' }))).toBe(
      'invalid_scope',
    );
    expect(codeOf(() => readTokenRequest(basic, { grant_type: 'client_credentials', scope: 'r\u00e9ad' }))).toBe(
      'invalid_request',
    );
  });
});
