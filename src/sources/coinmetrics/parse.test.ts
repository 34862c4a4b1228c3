import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../upstream/types.ts';
import {
  decimalString,
  metricCell,
  nextPagePath,
  parseCatalogPage,
  parsePage,
  parseTimeseriesPage,
  rfc3339Ms,
  WANTED_METRICS,
  type WantedMetric,
} from './parse.ts';

const UP = 'coinmetrics';
const isMalformed = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof UpstreamError && err.kind === 'malformed' && err.upstream === UP;
  }
  return false;
};

describe('decimal strings', () => {
  it('reads every finite number written as Coin Metrics writes it', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 0, max: 12 }), (d, digits) => {
        // Rounding to fewer digits can overflow (1.5e308 → "2e+308"): that is refused, not Infinity.
        const want = (s: string) => (Number.isFinite(Number(s)) ? Number(s) : null);
        expect(decimalString(String(d))).toBe(d === 0 ? 0 : d);
        if (Math.abs(d) < 1e21) expect(decimalString(d.toFixed(digits))).toBe(want(d.toFixed(digits)));
        expect(decimalString(d.toExponential(digits).toUpperCase())).toBe(want(d.toExponential(digits)));
      }),
    );
  });

  it('refuses JSON numbers, NaN, Infinity, blanks, separators and hex', () => {
    for (const bad of [
      'NaN',
      'Infinity',
      '-Infinity',
      '',
      ' 1',
      '1 ',
      '1,5',
      '0x10',
      '1e999',
      '+-1',
      '.',
      12.5,
      true,
    ]) {
      expect(decimalString(bad)).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), (s) => {
        const n = decimalString(s);
        if (n !== null)
          expect({ finite: Number.isFinite(n), same: n === Number(s), trimmed: s.trim() === s }).toEqual({
            finite: true,
            same: true,
            trimmed: true,
          });
      }),
    );
  });
});

describe('metric cells', () => {
  const metric = fc.constantFrom(...WANTED_METRICS);
  it('null and omitted are "no figure", never a bad value and never 0', () => {
    fc.assert(
      fc.property(metric, fc.constantFrom(null, undefined), (m, raw) => {
        expect(metricCell(m, raw)).toEqual({ value: null });
      }),
    );
  });

  it('negatives are bad everywhere; zero only where the figure must be positive; counts are whole', () => {
    fc.assert(
      fc.property(metric, fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }), (m, d) => {
        const cell = metricCell(m, String(d));
        const positive = m === 'CapMVRVCur' || m === 'PriceUSD';
        const wholeNeeded = m === 'AdrBalNtv1KCnt';
        const ok = (positive ? d > 0 : d >= 0) && (!wholeNeeded || Number.isSafeInteger(d));
        expect(cell).toEqual(ok ? { value: d === 0 ? 0 : d } : { bad: expect.any(String) });
      }),
    );
  });

  it('garbage strings and JSON numbers are bad values', () => {
    fc.assert(
      fc.property(metric, fc.constantFrom('NaN', 'Infinity', 'abc', '', '1,000', 5, false, {}), (m, raw) => {
        expect(metricCell(m, raw)).toEqual({ bad: expect.any(String) });
      }),
    );
  });
});

describe('RFC 3339 times with nanoseconds', () => {
  const instant = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) });
  it('truncates any fraction of 1 to 9 digits to the millisecond', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 1, max: 9 }), (ms, extra, len) => {
        const base = new Date(ms).toISOString().slice(0, 19);
        const frac = `${String(ms % 1000).padStart(3, '0')}${String(extra).padStart(6, '0')}`.slice(0, len);
        const expected = ms - (ms % 1000) + Number(frac.padEnd(3, '0').slice(0, 3));
        expect(rfc3339Ms(`${base}.${frac}Z`)).toBe(expected);
      }),
    );
  });

  it('honours offsets and refuses impossible dates', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -14 * 60, max: 14 * 60 }), (ms, offsetMin) => {
        const local = new Date(ms + offsetMin * 60_000).toISOString().slice(0, 23);
        const sign = offsetMin < 0 ? '-' : '+';
        const abs = Math.abs(offsetMin);
        const zone = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
        expect(rfc3339Ms(`${local}000000${zone}`)).toBe(ms);
      }),
    );
    for (const bad of [
      '2026-02-30T00:00:00Z',
      '2026-09-13T24:00:00Z',
      '2026-09-13T00:60:00Z',
      '2026-09-13',
      1789000000000,
    ]) {
      expect(rfc3339Ms(bad)).toBeNull();
    }
    expect(rfc3339Ms('2026-09-13T00:00:00.123456789Z')).toBe(Date.UTC(2026, 8, 13) + 123);
  });
});

describe('the envelope', () => {
  it('takes data and next_page_url; anything else is malformed', () => {
    expect(parsePage(UP, 'x', { data: [1], next_page_url: 'https://h/v4/a?b=1', next_page_token: 't' })).toEqual({
      data: [1],
      nextPageUrl: 'https://h/v4/a?b=1',
    });
    expect(parsePage(UP, 'x', { data: [] })).toEqual({ data: [], nextPageUrl: null });
    for (const bad of [
      null,
      [],
      'x',
      { rows: [] },
      { data: {} },
      { data: [], next_page_url: 3 },
      { error: { type: 'x', message: 'y' } },
    ]) {
      expect(isMalformed(() => parsePage(UP, 'x', bad))).toBe(true);
    }
  });
});

describe('the catalog', () => {
  const entry = fc.record({
    metric: fc.oneof(fc.constantFrom(...WANTED_METRICS), fc.constantFrom('AdrActCnt', 'CapRealUSD', 'SplyCur')),
    frequencies: fc.uniqueArray(fc.constantFrom('1b', '1h', '1d', '1d-ny-close'), { maxLength: 4 }),
  });
  it('keeps exactly the wanted metrics offered at daily frequency, per asset', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 14 }), fc.array(entry, { maxLength: 14 }), (btc, eth) => {
        const wire = (list: typeof btc) =>
          list.map((e) => ({
            metric: e.metric,
            frequencies: e.frequencies.map((frequency) => ({ frequency, min_time: 'x' })),
          }));
        const into = new Map<string, Set<WantedMetric>>();
        parseCatalogPage(
          UP,
          [
            { asset: 'btc', metrics: wire(btc) },
            { asset: 'ETH', metrics: wire(eth) },
          ],
          into,
        );
        const model = (list: typeof btc) =>
          new Set(
            list
              .filter((e) => e.frequencies.includes('1d') && (WANTED_METRICS as readonly string[]).includes(e.metric))
              .map((e) => e.metric),
          );
        expect(into.get('btc')).toEqual(model(btc));
        expect(into.get('eth')).toEqual(model(eth));
      }),
    );
  });

  it('a catalog whose rows lost `metrics`, or whose entries lost `metric`, has drifted', () => {
    expect(isMalformed(() => parseCatalogPage(UP, [{ asset: 'btc', metric_list: [] }], new Map()))).toBe(true);
    expect(
      isMalformed(() =>
        parseCatalogPage(UP, [{ asset: 'btc', metrics: [{ name: 'PriceUSD', frequencies: [] }] }], new Map()),
      ),
    ).toBe(true);
  });
});

describe('timeseries rows', () => {
  type Kind = 'value' | 'null' | 'omitted' | 'bad';
  const cell = fc.oneof(
    fc.record({ kind: fc.constant<Kind>('value'), n: fc.integer({ min: 1, max: 10_000_000 }) }),
    fc.record({ kind: fc.constantFrom<Kind>('null', 'omitted'), n: fc.constant(0) }),
    fc.record({ kind: fc.constant<Kind>('bad'), n: fc.constantFrom(-1, Number.NaN) }),
  );
  const metricsArb = fc.uniqueArray(fc.constantFrom(...WANTED_METRICS), { minLength: 1 });

  it('a value per asked metric; null and omitted give nothing; bad values are skipped with their metric', () => {
    fc.assert(
      fc.property(
        metricsArb,
        fc.array(fc.array(cell, { minLength: 8, maxLength: 8 }), { minLength: 1, maxLength: 6 }),
        (metrics, days) => {
          const t0 = Date.UTC(2026, 7, 1);
          const rows = days.map((cells, i) => {
            const row: Record<string, unknown> = {
              asset: 'btc',
              time: new Date(t0 + i * 86_400_000).toISOString().replace('Z', '000000Z'),
            };
            metrics.forEach((m, j) => {
              const c = cells[j];
              if (c.kind === 'value') row[m] = `${c.n}`;
              if (c.kind === 'null') row[m] = null;
              if (c.kind === 'bad') row[m] = String(c.n);
              row[`${m}-status`] = 'flash';
            });
            return row;
          });
          // A page where nothing carries an asked metric is drift, tested below.
          fc.pre(rows.some((r) => metrics.some((m) => m in r)));
          const page = parseTimeseriesPage(UP, rows, metrics);
          expect(page.rows.map((r) => r.t)).toEqual(days.map((_, i) => t0 + i * 86_400_000));
          page.rows.forEach((r, i) => {
            const want = Object.fromEntries(
              metrics.flatMap((m, j) => (days[i][j].kind === 'value' ? [[m, days[i][j].n]] : [])),
            );
            expect(r.values).toEqual(want);
          });
          const bad = days.flatMap((cells, i) =>
            metrics.filter((_, j) => cells[j].kind === 'bad').map((m) => `${i}:${m}`),
          );
          expect(page.skipped.map((s) => `${(rfc3339Ms(s.time)! - t0) / 86_400_000}:${s.metric}`)).toEqual(bad);
        },
      ),
    );
  });

  it('a row without a readable time is skipped whole; a page without time or asset keys, or without any asked metric, has drifted', () => {
    const page = parseTimeseriesPage(
      UP,
      [
        { asset: 'btc', time: 'yesterday', PriceUSD: '1' },
        { asset: 'btc', time: '2026-09-01T00:00:00.000000000Z', PriceUSD: '2' },
      ],
      ['PriceUSD'],
    );
    expect(page.rows).toEqual([{ asset: 'btc', t: Date.UTC(2026, 8, 1), values: { PriceUSD: 2 } }]);
    expect(page.skipped).toEqual([{ asset: 'btc', time: 'yesterday', metric: null, reason: expect.any(String) }]);
    expect(
      isMalformed(() => parseTimeseriesPage(UP, [{ asset: 'btc', timestamp: 'x', PriceUSD: '1' }], ['PriceUSD'])),
    ).toBe(true);
    expect(isMalformed(() => parseTimeseriesPage(UP, [{ asset: 'btc', time: 'x', priceUsd: '1' }], ['PriceUSD']))).toBe(
      true,
    );
    expect(parseTimeseriesPage(UP, [], ['PriceUSD'])).toEqual({ rows: [], skipped: [] });
  });
});

describe('next_page_url', () => {
  const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
  const query = fc.dictionary(fc.stringMatching(/^[a-z_]{1,10}$/), fc.string({ maxLength: 12 }), { maxKeys: 4 });
  it('becomes the path and query after the base, the query byte for byte', () => {
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 2 }),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        query,
        (basePath, rest, q) => {
          const base = `https://host.example${basePath.map((s) => `/${s}`).join('')}`;
          const search = new URLSearchParams(q).toString();
          const path = `${rest.map((s) => `/${s}`).join('')}${search ? `?${search}` : ''}`;
          expect(nextPagePath(UP, base, `${base}${path}`)).toBe(path);
          expect(nextPagePath(UP, `${base}/`, `${base}${path}`)).toBe(path);
        },
      ),
    );
  });

  it('refuses another origin, a path outside the base, and a relative URL', () => {
    const base = 'https://community-api.coinmetrics.io/v4';
    expect(isMalformed(() => nextPagePath(UP, base, 'https://evil.example/v4/timeseries/asset-metrics?x=1'))).toBe(
      true,
    );
    expect(
      isMalformed(() => nextPagePath(UP, base, 'http://community-api.coinmetrics.io/v4/timeseries/asset-metrics')),
    ).toBe(true);
    expect(isMalformed(() => nextPagePath(UP, base, 'https://community-api.coinmetrics.io/v4x/timeseries'))).toBe(true);
    expect(isMalformed(() => nextPagePath(UP, base, '/v4/timeseries/asset-metrics?x=1'))).toBe(true);
    expect(nextPagePath(UP, base, `${base}/timeseries/asset-metrics?metrics=A%2CB&next_page_token=0.MjAy`)).toBe(
      '/timeseries/asset-metrics?metrics=A%2CB&next_page_token=0.MjAy',
    );
  });
});
