/**
 * Serves the built dashboard (web/dist) from memory: the files are read once at boot, so a
 * request can only ever name one of them (no path reaches the file system, no traversal).
 * Hashed assets are cached for a year; index.html is revalidated, and answers every client-side
 * route of the single-page app.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface StaticFile {
  body: Buffer;
  /** Whether a gzipped copy is worth sending (text files). */
  compressible: boolean;
  /** The gzipped body, made on first use and kept (boot stays cheap). */
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** Every file of the build by its URL path under /dashboard/ (`index.html`, `assets/…`); null when not built. */
export function loadDist(dir = WEB_DIST): Map<string, StaticFile> | null {
  if (!existsSync(join(dir, 'index.html'))) return null;
  const files = new Map<string, StaticFile>();
  for (const path of walk(dir)) {
    const name = relative(dir, path).split(sep).join('/');
    if (name.startsWith('.')) continue;
    const body = readFileSync(path);
    const type = TYPES[extname(name)] ?? 'application/octet-stream';
    files.set(name, {
      body,
      compressible: /^text\/|svg|json/.test(type) && body.length > 1024,
      type,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      // Vite names assets after their content: a changed file is a new name.
      cacheControl: name.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  }
  return files;
}

/** The gzipped body of a file, compressed once. */
export function gzipped(file: StaticFile): Buffer {
  file.gzip ??= gzipSync(file.body, { level: 9 });
  return file.gzip;
}

/**
 * The file a path under /dashboard/ names: the file itself, or index.html for a client route
 * (no extension); null for a missing file (a 404, not the app).
 */
export function pick(files: Map<string, StaticFile>, path: string): StaticFile | null {
  const name = path.replace(/^\/+/, '');
  const file = files.get(name);
  if (file) return file;
  if (name === '' || extname(name) === '') return files.get('index.html') ?? null;
  return null;
}

/**
 * Security headers of every dashboard answer: scripts and styles from this origin only (no inline
 * script), never framed, no referrer, no content sniffing.
 */
export const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};
