/**
 * The dashboard in a real headless Chromium against the real app over HTTP: sign up, create a
 * sandbox key, run a confirmation, register a webhook to a local HTTPS receiver, send a test and
 * find it in the delivery log; then every page at desktop and phone width with no console error,
 * no request leaving the server, no sideways scrolling on a phone, and a screenshot of each
 * (test-artifacts/dashboard/, kept for looking at).
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../fixtures/webhook-receiver.ts';
import { bootTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { PASSWORD, setPlan, uniqueEmail } from '../helpers/dashboard.ts';

const ARTIFACTS = new URL('../../test-artifacts/dashboard/', import.meta.url).pathname;
// Plan and usage last, so its chart has the other pages' requests to show.
const PAGES = [
  ['keys', 'API Access'],
  ['webhooks', 'Webhooks'],
  ['charting', 'Charting alerts'],
  ['alerts', 'Alerts'],
  ['market', 'Market'],
  ['node', 'Node Intelligence'],
  ['usage', 'Plan and usage'],
] as const;

let t: TestApp;
let browser: Browser;
let receiver: Receiver;
let base: string;

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  t = await bootTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  receiver = await startReceiver();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await receiver?.close();
  await t?.close();
});

/** A page whose console errors, uncaught exceptions and requests to other hosts are collected. */
async function watchedPage(context: BrowserContext) {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    if (!r.url().startsWith(base) && !r.url().startsWith('data:')) problems.push(`foreign request: ${r.url()}`);
  });
  return { page, problems };
}

async function signUpIn(page: Page, email: string) {
  await page.goto(`${base}/dashboard/`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create a free account' }).click();
  await page.getByRole('heading', { level: 1, name: 'API Access' }).waitFor();
}

async function accountId(page: Page): Promise<string> {
  return page.evaluate(async () => (await (await fetch('/dashboard/api/session')).json()).account.id as string);
}

describe('the dashboard in a browser', () => {
  it('signs up, creates a sandbox key, confirms, and tests a webhook to the delivery log', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await watchedPage(context);
    try {
      await signUpIn(page, uniqueEmail());

      // A sandbox key, shown once with a copy button.
      await page.getByLabel('Environment', { exact: true }).selectOption('sandbox');
      await page.getByLabel('Name (optional)').fill('e2e bot');
      await page.getByRole('button', { name: 'Create key' }).click();
      const secret = page.getByLabel(/^New sandbox key/);
      await expect.poll(() => secret.inputValue()).toMatch(/^sk_test_[0-9A-Za-z]{43}$/);
      await page.getByRole('button', { name: 'Copy' }).click();
      await page.getByText('Copied to the clipboard.').waitFor();
      await page.getByRole('cell', { name: 'e2e bot' }).waitFor();

      // The confirm tester answers in both shapes, with reasons.
      await page.getByRole('link', { name: 'Market' }).click();
      await page.getByLabel('Symbol', { exact: true }).fill('TEST_BTC');
      await page.getByLabel('Side', { exact: true }).selectOption('short');
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
      const result = page.getByTestId('confirm-result');
      await result.getByRole('heading', { name: 'Reasons' }).waitFor();
      expect(await result.getByRole('listitem').count()).toBeGreaterThan(2);
      expect(await result.textContent()).toMatch(/score 0\.\d{3}/);

      // Webhooks are a Pro feature: ask for it, and the operator approves.
      await page.getByRole('link', { name: 'Plan and usage' }).click();
      await page.getByRole('combobox', { name: 'Plan', exact: true }).selectOption('pro');
      await page.getByRole('button', { name: 'Request the change' }).click();
      await page.getByText('Request to move to pro recorded.').waitFor();
      await setPlan(t, await accountId(page), 'pro');

      // The page learns the new plan when it loads again.
      await page.goto(`${base}/dashboard/#/webhooks`);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
      await page.getByLabel('URL').fill(receiver.url);
      await page.getByLabel('Signing secret').fill('e2e-secret-0123456789');
      await page.getByRole('button', { name: 'Register webhook' }).click();
      await page.getByText(/Webhook \d+ registered\./).waitFor();
      await page.getByRole('button', { name: 'Send test' }).click();
      await page.getByText(/Test delivered to webhook \d+: 200 in \d+ ms\./).waitFor();
      expect(receiver.received.length).toBe(1);
      expect(JSON.parse(receiver.received[0]!.raw.toString()).test).toBe(true);
      const log = page.getByRole('region', { name: /Delivery log of webhook/ });
      await log.getByText('succeeded').waitFor();
      await log.getByText('test', { exact: true }).waitFor();
      expect(await log.textContent()).toMatch(/#1 200 in \d+ ms/);
      await page.screenshot({ path: `${ARTIFACTS}flow-webhook-delivered.png`, fullPage: true });

      // The charting secret and its ready-to-paste alert message.
      await page.getByRole('link', { name: 'Charting alerts' }).click();
      await page.getByRole('button', { name: 'Issue a sandbox secret' }).click();
      const message = page.getByLabel(/^Alert message/);
      await expect.poll(() => message.inputValue()).toMatch(/^\{"secret":"chs_test_[^"]+","ticker":"\{\{ticker\}\}"/);
      await page.screenshot({ path: `${ARTIFACTS}flow-charting-secret.png`, fullPage: true });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  // A Pro account at desktop width, a free one (pages say what the plan lacks) on a phone.
  for (const [width, height, label, plan] of [
    [1280, 900, 'desktop', 'pro'],
    [375, 740, 'phone', 'free'],
  ] as const) {
    it(`loads every page at ${label} width (${plan} plan) without a console error, and keeps a screenshot`, async () => {
      const context = await browser.newContext({ viewport: { width, height } });
      const { page, problems } = await watchedPage(context);
      try {
        await page.goto(`${base}/dashboard/`);
        await page.getByRole('heading', { level: 1, name: 'Market-Signal dashboard' }).waitFor();
        await page.screenshot({ path: `${ARTIFACTS}login-${label}.png`, fullPage: true });
        await signUpIn(page, uniqueEmail());
        if (plan !== 'free') await setPlan(t, await accountId(page), plan);
        for (const [path, title] of PAGES) {
          await page.goto(`${base}/dashboard/#/${path}`);
          await page.reload();
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          await page.waitForLoadState('networkidle');
          await expect.poll(() => page.locator('text=/^Loading/').count()).toBe(0);
          // Nothing wider than the screen: no sideways scrolling on a phone.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} is wider than ${width} px`).toBeLessThanOrEqual(0);
          await page.screenshot({ path: `${ARTIFACTS}${path}-${label}.png`, fullPage: true });
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }

  it('works from the keyboard: skip link, navigation and the environment switch', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await watchedPage(context);
    try {
      await signUpIn(page, uniqueEmail());
      // The skip link comes first, before the environment switch, and takes focus to the content.
      await page.getByRole('radio', { name: 'Sandbox' }).focus();
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('page-title');
      expect(new URL(page.url()).hash).toBe('');
      await page.getByRole('radio', { name: 'Sandbox' }).focus();
      // The environment switch: arrow keys move between its radio buttons.
      await page.keyboard.press('ArrowRight');
      await page.getByText('Acting as a production (sk_live_…) key').waitFor();
      await page.keyboard.press('ArrowLeft');
      await page.getByText('Acting as a sandbox (sk_test_…) key').waitFor();
      const nav = page.getByRole('navigation', { name: 'Pages' });
      await nav.getByRole('link', { name: 'Alerts', exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Alerts' }).waitFor();
      // Focus moves to the new page's heading.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('page-title');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
