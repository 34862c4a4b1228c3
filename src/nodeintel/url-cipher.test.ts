import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUrlCipher, dataDirKey, NODE_URL_KEY_FILE, parseNodeUrlKey } from './url-cipher.ts';

const dir = mkdtempSync(join(tmpdir(), 'msig-url-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('node URL cipher', () => {
  const url = 'https://user:hunter2@node.example/v1/abcdef0123456789';
  const cipher = createUrlCipher(() => Buffer.alloc(32, 7));

  it('seals with a fresh nonce each time and opens back to the URL', () => {
    const a = cipher.seal(url);
    const b = cipher.seal(url);
    expect(a).toMatch(/^enc:v1:/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('hunter2');
    expect(cipher.open(a)).toBe(url);
  });

  it('reads a row stored before encryption as is', () => {
    expect(cipher.open(url)).toBe(url);
  });

  it('refuses a value sealed under another key or tampered with, as a 503 for the operator', () => {
    const other = createUrlCipher(() => Buffer.alloc(32, 8));
    expect(() => other.open(cipher.seal(url))).toThrow(/NODE_URL_KEY must be the same/);
    const sealed = cipher.seal(url);
    const flipped = `${sealed.slice(0, -4)}${sealed.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect(() => cipher.open(flipped)).toThrow(expect.objectContaining({ code: 'service_unavailable' }));
  });

  it('accepts a key as 64 hex digits or base64 of 32 bytes, nothing else', () => {
    expect(parseNodeUrlKey('ab'.repeat(32))?.length).toBe(32);
    expect(parseNodeUrlKey(Buffer.alloc(32, 1).toString('base64'))?.length).toBe(32);
    expect(parseNodeUrlKey('short')).toBeNull();
    expect(parseNodeUrlKey('ab'.repeat(31))).toBeNull();
  });

  it('creates the data-directory key once, readable by its owner only, and reuses it', () => {
    const k1 = dataDirKey(dir);
    const k2 = dataDirKey(dir);
    expect(k1.equals(k2)).toBe(true);
    expect(statSync(join(dir, NODE_URL_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, NODE_URL_KEY_FILE), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
  });
});
