import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectFormat, EtfFlowsDocumentError, parseEtfFlows, parseFlowsCsv, parseFlowsJson } from './parse.ts';
import { collectFlows } from './rows.ts';

const NOW = Date.UTC(2026, 10, 24, 15, 0);
const DAY = 86_400_000;

/** A CSV writer independent of the parser: quotes a field only when it must. */
function csvLine(fields: string[]): string {
  return fields.map((f) => (/[",\r\n]/.test(f) || f !== f.trim() ? `"${f.replaceAll('"', '""')}"` : f)).join(',');
}

const flowRow = fc.record({
  day: fc.integer({ min: 0, max: 5 }),
  asset: fc.constantFrom('BTC', 'ETH'),
  fund: fc.constantFrom('IBIT', 'FBTC', 'ETHA', 'FETH'),
  cents: fc.integer({ min: -1e12, max: 1e12 }),
  note: fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\n', '\r\n', 'é', ';') }),
  grouped: fc.boolean(),
});

function spelled(cents: number, grouped: boolean): string {
  const usd = cents / 100;
  if (!grouped) return String(usd);
  const text = Math.abs(usd).toLocaleString('en-US', { maximumFractionDigits: 2 });
  return usd < 0 ? `(${text})` : text;
}

function expected(rows: Array<{ day: number; asset: string; fund: string; cents: number }>) {
  const first = Date.UTC(2026, 10, 10);
  return collectFlows(
    rows.map((r) => ({
      date: new Date(first + r.day * DAY).toISOString().slice(0, 10),
      asset: r.asset,
      fund: r.fund,
      amount: r.cents / 100,
    })),
    NOW,
  );
}

describe('long CSV', () => {
  it('reads any column order, quoted fields with commas, quotes and newlines, and grouped amounts', () => {
    const columns = ['date', 'asset', 'fund', 'net_flow_usd', 'note'];
    fc.assert(
      fc.property(
        fc.array(flowRow, { maxLength: 25 }),
        fc.shuffledSubarray(columns, { minLength: 5, maxLength: 5 }),
        fc.constantFrom('\n', '\r\n'),
        (rows, order, eol) => {
          const first = Date.UTC(2026, 10, 10);
          const cell = (r: (typeof rows)[number], c: string): string => {
            if (c === 'date') return new Date(first + r.day * DAY).toISOString().slice(0, 10);
            if (c === 'net_flow_usd') return spelled(r.cents, r.grouped);
            return String(r[c as 'asset' | 'fund' | 'note']);
          };
          const header = order.map((c) => (c === 'net_flow_usd' ? 'Net_Flow_USD' : c));
          const text = [csvLine(header), ...rows.map((r) => csvLine(order.map((c) => cell(r, c))))].join(eol) + eol;
          expect(parseFlowsCsv(text, NOW)).toEqual(expected(rows));
        },
      ),
    );
  });

  it('refuses a document missing a required column, naming it', () => {
    for (const missing of ['date', 'asset', 'fund', 'net_flow_usd']) {
      const header = ['date', 'asset', 'fund', 'net_flow_usd'].filter((c) => c !== missing);
      const text = `${header.join(',')}\n${header.map(() => 'x').join(',')}\n`;
      expect(() => parseFlowsCsv(text, NOW)).toThrow(new EtfFlowsDocumentError(`missing column "${missing}"`));
    }
  });

  it('refuses broken quoting, a repeated column and an empty body; a header alone is no rows', () => {
    const header = 'date,asset,fund,net_flow_usd';
    expect(() => parseFlowsCsv(`${header}\n2026-11-20,BTC,IBIT,"12\n`, NOW)).toThrow(EtfFlowsDocumentError);
    expect(() => parseFlowsCsv(`${header}\n2026-11-20,BTC,IB"IT,12\n`, NOW)).toThrow(EtfFlowsDocumentError);
    expect(() => parseFlowsCsv(`${header},fund\n`, NOW)).toThrow('column "fund" twice');
    expect(() => parseFlowsCsv('\n\n', NOW)).toThrow('empty document');
    expect(parseFlowsCsv(`\uFEFF${header}\n`, NOW)).toEqual({ days: [], skipped: 0, problems: {}, duplicates: 0 });
  });

  it('a short row is one bad row; blank lines and empty records are nothing', () => {
    const text = 'date,asset,fund,net_flow_usd\n2026-11-20,BTC,IBIT\n\n,,,\n2026-11-20,BTC,FBTC,7\n';
    const parsed = parseFlowsCsv(text, NOW);
    expect(parsed.days).toEqual([{ t: Date.UTC(2026, 10, 20), asset: 'BTC', netFlowUsd: 7, byIssuer: { FBTC: 7 } }]);
    expect(parsed.problems).toEqual({ 'bad amount': 1 });
  });
});

describe('wide CSV', () => {
  it('reads one column per fund, ignores Total, and takes "-" or an empty cell as no figure', () => {
    const text = [
      'Date,Asset,IBIT,FBTC,ETHA,Total',
      '2026-11-20,BTC,"1,000",(250.5),-,749.5',
      '2026-11-20,ETH,,,-3,-3',
      '2026-11-21,BTC,x,1,,1',
    ].join('\n');
    const parsed = parseFlowsCsv(text, NOW);
    expect(parsed.days).toEqual([
      { t: Date.UTC(2026, 10, 20), asset: 'BTC', netFlowUsd: 749.5, byIssuer: { FBTC: -250.5, IBIT: 1000 } },
      { t: Date.UTC(2026, 10, 20), asset: 'ETH', netFlowUsd: -3, byIssuer: { ETHA: -3 } },
      { t: Date.UTC(2026, 10, 21), asset: 'BTC', netFlowUsd: 1, byIssuer: { FBTC: 1 } },
    ]);
    expect(parsed.problems).toEqual({ 'bad amount': 1 });
  });

  it('needs date and asset, at least one fund column, and no fund twice', () => {
    expect(() => parseFlowsCsv('date,IBIT\n2026-11-20,5\n', NOW)).toThrow('missing column "asset"');
    expect(() => parseFlowsCsv('date,asset,total\n', NOW)).toThrow(EtfFlowsDocumentError);
    expect(() => parseFlowsCsv('date,asset,IBIT,ibit\n', NOW)).toThrow('twice');
  });
});

describe('JSON', () => {
  it('reads the flows array like the CSV, amounts as numbers or decimal strings', () => {
    fc.assert(
      fc.property(fc.array(flowRow, { maxLength: 25 }), (rows) => {
        const first = Date.UTC(2026, 10, 10);
        const flows = rows.map((r) => ({
          date: new Date(first + r.day * DAY).toISOString().slice(0, 10),
          asset: r.asset,
          fund: r.fund,
          net_flow_usd: r.grouped ? spelled(r.cents, true) : r.cents / 100,
          note: r.note,
        }));
        expect(parseFlowsJson(JSON.stringify({ flows }), NOW)).toEqual(expected(rows));
      }),
    );
  });

  it('refuses a body that is not an object with a flows array; a row that is not an object is a bad row', () => {
    for (const body of ['{"flows": ', '[]', 'null', '{"data": []}', '{"flows": {}}', '"flows"']) {
      expect(() => parseFlowsJson(body, NOW), body).toThrow(EtfFlowsDocumentError);
    }
    const parsed = parseFlowsJson('{"flows": [null, 5, "x", {"date": "2026-11-20"}]}', NOW);
    expect(parsed).toMatchObject({ days: [], skipped: 4, problems: { 'bad date': 3, 'unknown asset': 1 } });
  });
});

describe('format detection', () => {
  it('auto: JSON when the body opens with { or [ (after a BOM and blanks), else CSV; a setting overrides', () => {
    expect(detectFormat('\uFEFF \n {"flows": []}', 'auto')).toBe('json');
    expect(detectFormat('[1]', 'auto')).toBe('json');
    expect(detectFormat('date,asset,fund,net_flow_usd', 'auto')).toBe('csv');
    expect(detectFormat('{"flows": []}', 'csv')).toBe('csv');
    expect(detectFormat('date,asset', 'json')).toBe('json');
    expect(() => parseEtfFlows('date,asset,fund,net_flow_usd\n', 'json', NOW)).toThrow('not JSON');
    expect(() => parseEtfFlows('{"flows": []}', 'csv', NOW)).toThrow(EtfFlowsDocumentError);
    expect(() => parseEtfFlows('{flows}', 'csv', NOW)).toThrow('missing column "date"');
  });
});
