/**
 * The browser the tests use needs nothing installed on the machine: the build packaged in the
 * `@sparticuz/chromium` dev dependency unpacks once, also when several test processes ask at once.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { runGroup } from '../helpers/process-group.ts';

const temp = mkdtempSync(join(tmpdir(), 'msig-chromium-test-'));

afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A separate process that unpacks the bundled build into `temp` and prints the binary's path. */
function unpackInProcess() {
  const script = "const m = await import('./test/helpers/browser.ts'); console.log(await m.bundledChromium());";
  return runGroup(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, TMPDIR: temp },
    timeoutMs: 60_000,
  });
}

describe('the packaged Chromium', () => {
  it('unpacks once when two processes ask at the same time, and a headless page runs in it', async () => {
    const [a, b] = await Promise.all([unpackInProcess(), unpackInProcess()]);
    const path = a.stdout.trim();
    expect(path.startsWith(`${temp}/msig-chromium-`)).toBe(true);
    expect(b.stdout.trim()).toBe(path);
    // Only the finished copy is left: the loser's staging directory was removed.
    expect(readdirSync(temp).filter((name) => name.startsWith('msig-chromium-'))).toEqual([basename(dirname(path))]);

    const browser = await chromium.launch({
      executablePath: path,
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await browser.newPage();
      await page.setContent('<button onclick="this.textContent = \'clicked\'">press</button>');
      await page.click('button');
      expect(await page.textContent('button')).toBe('clicked');
    } finally {
      await browser.close();
    }
  }, 90_000);
});
