/** Checks shared by the market-data endpoint tests. */
import { expect } from 'vitest';
import type { TestApp } from './app.ts';

/** Each `[url, name]` answers 400 invalid_parameter, naming `name` in the detail and in `invalid_params`. */
export async function expectInvalidParams(t: TestApp, key: string, cases: Array<[string, string]>): Promise<void> {
  for (const [url, name] of cases) {
    const { status, body } = await t.getJson(url, key);
    expect(status, url).toBe(400);
    expect(body.code, url).toBe('invalid_parameter');
    expect(body.detail, url).toContain(`'${name}'`);
    expect(body.invalid_params?.[0]?.name, url).toBe(name);
  }
}

/** Each URL, read with `key`, answers `status` with the problem code `code`. */
export async function expectProblem(
  t: TestApp,
  key: string | undefined,
  status: number,
  code: string,
  urls: string[],
): Promise<void> {
  for (const url of urls) {
    const res = await t.getJson(url, key);
    expect(res.status, url).toBe(status);
    expect(res.body.code, url).toBe(code);
  }
}

/** Two keys (accounts frozen at the same instant) read the same 200 answer from each URL. */
export async function expectSameAnswers(t: TestApp, [a, b]: [string, string], urls: string[]): Promise<void> {
  for (const url of urls) {
    const [x, y] = [await t.getJson(url, a), await t.getJson(url, b)];
    expect(x.status, url).toBe(200);
    expect(x.body, url).toEqual(y.body);
  }
}
