/**
 * Customers' node URLs at rest: AES-256-GCM, so a database dump or backup does not hand out the
 * API keys and passwords those URLs usually carry. The key is NODE_URL_KEY (32 bytes, hex or
 * base64), the same on every instance; without it, a key generated once and kept in DATA_DIR
 * (`node-url.key`, mode 0600), which suits the single embedded-database instance.
 *
 * Stored form: `enc:v1:` + base64(iv ‖ tag ‖ ciphertext). A value without the prefix is a row
 * written before encryption existed; it is read as is and sealed at the next boot.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../platform/db/client.ts';
import { ApiError } from '../platform/errors.ts';

const PREFIX = 'enc:v1:';
export const NODE_URL_KEY_FILE = 'node-url.key';

export interface UrlCipher {
  seal(plain: string): string;
  open(stored: string): string;
}

/** Parses NODE_URL_KEY: 64 hex digits or the base64 of 32 bytes; null when it is neither. */
export function parseNodeUrlKey(raw: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(raw)) return Buffer.from(raw, 'hex');
  const b = Buffer.from(raw, 'base64');
  return b.length === 32 && /^[A-Za-z0-9+/_-]+=*$/.test(raw) ? b : null;
}

/** The key kept in `dataDir`, created on first use (exclusively, so two starters agree on one). */
export function dataDirKey(dataDir: string): Buffer {
  const file = join(dataDir, NODE_URL_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = parseNodeUrlKey(readFileSync(file, 'utf8').trim());
  if (!key) throw new Error(`${file} does not hold a 32-byte key (64 hex digits)`);
  return key;
}

/** A cipher whose key is resolved on first use: processes that never touch a node URL create no file. */
export function createUrlCipher(resolveKey: () => Buffer): UrlCipher {
  let key: Buffer | null = null;
  const k = () => {
    key ??= resolveKey();
    return key;
  };
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', k(), iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return PREFIX + Buffer.concat([iv, c.getAuthTag(), body]).toString('base64');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
      try {
        const d = createDecipheriv('aes-256-gcm', k(), raw.subarray(0, 12));
        d.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
      } catch {
        // Another instance sealed it with a different key: an operator's mistake, never the caller's.
        throw new ApiError(
          'service_unavailable',
          'a stored node connection cannot be decrypted on this instance: NODE_URL_KEY must be the same on every instance',
        );
      }
    },
  };
}

/** Seals node URLs stored before encryption existed; resolves the key only when there are any. */
export async function sealLegacyNodeUrls(database: Database, cipher: UrlCipher): Promise<number> {
  const rows = await database.query<{ id: string; rpc_url: string; ws_url: string | null }>(
    `SELECT id, rpc_url, ws_url FROM node_connections
      WHERE rpc_url NOT LIKE '${PREFIX}%' OR (ws_url IS NOT NULL AND ws_url NOT LIKE '${PREFIX}%')`,
  );
  for (const r of rows) {
    await database.query('UPDATE node_connections SET rpc_url = $2, ws_url = $3 WHERE id = $1', [
      r.id,
      r.rpc_url.startsWith(PREFIX) ? r.rpc_url : cipher.seal(r.rpc_url),
      r.ws_url === null || r.ws_url.startsWith(PREFIX) ? r.ws_url : cipher.seal(r.ws_url),
    ]);
  }
  return rows.length;
}
