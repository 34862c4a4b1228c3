/**
 * Headless Chromium for tests that look at pages; nothing is downloaded. `CHROMIUM_PATH` if set,
 * else Debian's (`/usr/bin/chromium`), else the build the `@sparticuz/chromium` dev dependency
 * ships inside its npm package, unpacked once per version into the temp directory.
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

let resolved: Promise<string> | undefined;

/** Where the browser is; the bundled one is unpacked on first use. */
export function chromiumPath(): Promise<string> {
  resolved ??= findChromium();
  return resolved;
}

async function findChromium(): Promise<string> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist`);
    return configured;
  }
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return bundledChromium();
}

/**
 * Unpacks the packaged build into `<tmp>/msig-chromium-<version>/` and returns its binary.
 * The package unpacks into whatever `os.tmpdir()` names, and treats an existing file as done;
 * so it unpacks into a private staging directory that is then renamed into place: test
 * processes unpacking at once cannot see each other's half-written binary, and an interrupted
 * unpack leaves only staging debris, never a broken cache.
 */
export async function bundledChromium(): Promise<string> {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(dirname(dirname(require.resolve('@sparticuz/chromium'))));
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const root = tmpdir();
  const target = join(root, `msig-chromium-${version}`);
  const binary = join(target, 'chromium');
  if (existsSync(binary)) return binary;

  const { default: Bundled } = await import('@sparticuz/chromium');
  // WebGL (SwiftShader) is not needed by any test: skip unpacking it.
  Bundled.setGraphicsMode = false;
  const staging = mkdtempSync(join(root, `msig-chromium-${version}-unpacking-`));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    const unpacked = await Bundled.executablePath();
    if (unpacked !== join(staging, 'chromium')) throw new Error(`chromium unpacked to ${unpacked}, not ${staging}`);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
  try {
    renameSync(staging, target);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    // Another process renamed its complete copy into place first.
    const code = (err as NodeJS.ErrnoException).code;
    if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || !existsSync(binary)) throw err;
  }
  return binary;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: await chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
