/**
 * The interactive API reference renders in a real browser with no internet: every request the
 * page makes goes to our server, and it lists the operations and can run one.
 */
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';

let t: TestApp;
let browser: Browser;
let base: string;

beforeAll(async () => {
  t = await bootTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('/docs in a browser', () => {
  it('renders the operations from local assets only', async () => {
    const page = await browser.newPage();
    const foreign: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(base) && !req.url().startsWith('data:')) foreign.push(req.url());
    });
    await page.goto(`${base}/docs/`);
    await page.waitForSelector('.opblock-summary-path', { timeout: 20_000 });
    const paths = await page.$$eval('.opblock-summary-path', (els) => els.map((e) => e.textContent?.trim()));
    expect(paths).toContain('/v1/confirm');
    expect(paths).toContain('/v1/test/simulate-time');
    expect(await page.title()).toMatch(/Swagger UI/i);
    expect(foreign).toEqual([]);
    await page.close();
  }, 40_000);

  it('runs a request with the public sandbox key from the page', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/docs/`);
    await page.waitForSelector('.btn.authorize', { timeout: 20_000 });
    await page.click('.btn.authorize');
    await page.locator('.modal-ux input[type=text]').first().fill('sk_test_public_demo');
    await page.locator('.modal-ux button.authorize').first().click();
    await page.locator('.modal-ux button.btn-done').first().click();
    const op = page.locator('.opblock', { has: page.locator('.opblock-summary-path', { hasText: /^\/v1\/symbols$/ }) });
    await op.locator('.opblock-summary').click();
    // The reference opens operations ready to try (tryItOutEnabled), so Execute is there at once.
    const response = page.waitForResponse((r) => r.url().includes('/v1/symbols'));
    await op.locator('.execute').click();
    const res = await response;
    expect(res.status()).toBe(200);
    expect((await res.json()).symbols[0].symbol).toBe('TEST_BTC');
    await page.close();
  }, 40_000);
});
