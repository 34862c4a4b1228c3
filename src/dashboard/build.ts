/**
 * Builds the dashboard (web/ → web/dist) when the build is missing or older than its sources.
 * Called by src/main.ts before the app loads the files (a few stat calls when up to date), by the
 * test setup, and by scripts/build-web.ts (`npm install`'s prepare; `npm run build:web` forces it).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));
const BUILT = join(WEB, 'dist', 'index.html');

function newest(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Whether web/dist is missing or older than any source file. */
export function webIsStale(): boolean {
  if (!existsSync(BUILT)) return true;
  const sources = Math.max(...['src', 'index.html', 'vite.config.ts'].map((p) => newest(join(WEB, p))));
  return sources > statSync(BUILT).mtimeMs;
}

/** Builds web/ if stale (or always with force); resolves true when it built. */
export async function buildWeb(force = false): Promise<boolean> {
  if (!force && !webIsStale()) return false;
  const { build } = await import('vite');
  await build({ configFile: join(WEB, 'vite.config.ts'), logLevel: 'warn' });
  return true;
}
