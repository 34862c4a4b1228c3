import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonArrayScanner, JsonStreamError, streamArrayMember } from './json-array-scanner.ts';

const KEY = 'leaderboardRows';

/** Runs the scanner over the bytes cut at the given offsets; returns what it yielded and whether it threw. */
function scanInChunks(bytes: Uint8Array, cuts: number[], options?: { maxValueBytes?: number }) {
  const scanner = new JsonArrayScanner(KEY, options);
  const values: unknown[] = [];
  const offsets = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  try {
    for (const to of [...offsets, bytes.length]) {
      if (to < from) continue;
      values.push(...scanner.push(bytes.subarray(from, to)));
      if (scanner.failure) throw scanner.failure;
      from = to;
    }
    scanner.end();
    return { values, failed: false };
  } catch (err) {
    if (!(err instanceof JsonStreamError)) throw err;
    return { values, failed: true };
  }
}

/** What JSON.parse says about the same bytes: the array's elements, or null when it (or the shape) fails. */
function reference(bytes: Uint8Array): unknown[] | null {
  try {
    const doc = JSON.parse(new TextDecoder().decode(bytes));
    const rows = doc !== null && typeof doc === 'object' && !Array.isArray(doc) ? doc[KEY] : undefined;
    return Array.isArray(rows) ? rows : null;
  } catch {
    return null;
  }
}

/** Characters that matter to a scanner (quotes, escapes, brackets, multi-byte), mixed with any other. */
const tricky = fc.constantFrom('"', '\\', '{', '}', '[', ']', ',', ':', ' ', 'é', '鲸', '🐋', '\u2028', '\n');
const json = fc.jsonValue({
  maxDepth: 3,
  stringUnit: fc.oneof(tricky, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
});
const documentArb = fc
  .record({
    rows: fc.array(json, { maxLength: 12 }),
    before: fc.option(json, { nil: undefined }),
    after: fc.option(json, { nil: undefined }),
    indent: fc.constantFrom(undefined, 0, 1, 2, '\t', ' \n '),
  })
  .map(({ rows, before, after, indent }) => {
    const doc: Record<string, unknown> = {};
    if (before !== undefined) doc.meta = before;
    doc[KEY] = rows;
    if (after !== undefined) doc.z = after;
    // ' \n ' is not a JSON.stringify indent: it stands for whitespace around every token.
    const text =
      indent === ' \n ' ? JSON.stringify(doc, null, 1).replace(/\n/g, ' \r\n\t') : JSON.stringify(doc, null, indent);
    return Buffer.from(text);
  });
const cutsArb = fc.array(fc.nat(), { maxLength: 40 });

describe('incremental array scanner', () => {
  it('yields exactly the elements JSON.parse finds, however the bytes are chunked', () => {
    fc.assert(
      fc.property(documentArb, cutsArb, (bytes, cuts) => {
        const got = scanInChunks(bytes, cuts);
        expect(got.failed).toBe(false);
        expect(got.values).toEqual(reference(bytes));
      }),
    );
  });

  it('one byte at a time, through multi-byte characters and escapes', () => {
    const rows = [{ displayName: 'a}b{c]"\\ 🐋 鲸鱼 ñ \u2028', n: -0.5e-7 }, 'str"ing', 12, null, [[], {}], true];
    const bytes = Buffer.from(JSON.stringify({ meta: { x: '[' }, [KEY]: rows }));
    const everyByte = Array.from({ length: bytes.length }, (_, i) => i);
    expect(scanInChunks(bytes, everyByte).values).toEqual(rows);
  });

  it('a strict prefix of a document fails, after yielding a prefix of its elements', () => {
    fc.assert(
      fc.property(documentArb, fc.nat(), cutsArb, (bytes, at, cuts) => {
        const full = reference(bytes)!;
        const cut = bytes.subarray(0, at % bytes.length);
        const got = scanInChunks(cut, cuts);
        expect(got.failed).toBe(true);
        expect(got.values).toEqual(full.slice(0, got.values.length));
      }),
    );
  });

  it('agrees with JSON.parse on damaged documents: fails exactly when JSON.parse (or the shape) does', () => {
    const edit = fc.record({
      at: fc.nat(),
      kind: fc.constantFrom('delete', 'insert', 'replace'),
      char: fc.constantFrom(...'{}[]",:\\ x1-e.\n'),
    });
    fc.assert(
      fc.property(documentArb, fc.array(edit, { minLength: 1, maxLength: 3 }), cutsArb, (bytes, edits, cuts) => {
        let text = bytes.toString('latin1');
        for (const e of edits) {
          const at = e.at % (text.length + 1);
          const rest = text.slice(at + (e.kind === 'insert' ? 0 : 1));
          text = text.slice(0, at) + (e.kind === 'delete' ? '' : e.char) + rest;
        }
        const damaged = Buffer.from(text, 'latin1');
        const expected = reference(damaged);
        const got = scanInChunks(damaged, cuts);
        if (expected === null) expect(got.failed).toBe(true);
        else expect(got).toEqual({ values: expected, failed: false });
      }),
    );
  });

  it.each([
    ['not an object', '[1,2]'],
    ['no such member', '{"rows":[1]}'],
    ['member not an array', '{"leaderboardRows":{"a":1}}'],
    ['member twice', '{"leaderboardRows":[],"leaderboardRows":[]}'],
    ['data after the end', '{"leaderboardRows":[]} x'],
    ['trailing comma', '{"leaderboardRows":[1,]}'],
    ['bracket mismatch', '{"leaderboardRows":[{"a":[1}]}'],
    ['empty body', ''],
  ])('refuses a document: %s', (_, text) => {
    expect(scanInChunks(Buffer.from(text), [3, 7]).failed).toBe(true);
  });

  it('hands every other member to onMember as JSON.parse reads it, however the bytes are chunked', () => {
    fc.assert(
      fc.property(documentArb, cutsArb, (bytes, cuts) => {
        const seen: Record<string, unknown> = {};
        const scanner = new JsonArrayScanner(KEY, { onMember: (key, value) => (seen[key] = value) });
        const offsets = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        let from = 0;
        for (const to of [...offsets, bytes.length]) {
          scanner.push(bytes.subarray(from, to));
          from = to;
        }
        scanner.end();
        const { [KEY]: _, ...others } = JSON.parse(bytes.toString('utf8'));
        expect(seen).toEqual(others);
      }),
    );
  });

  it('refuses an element larger than the limit instead of buffering the rest of the document', () => {
    const bytes = Buffer.from(`{"${KEY}":[{"a":"${'x'.repeat(5000)}"},1]}`);
    expect(scanInChunks(bytes, [100, 2000], { maxValueBytes: 1000 }).failed).toBe(true);
    expect(scanInChunks(bytes, [100, 2000], { maxValueBytes: 10_000 }).values).toHaveLength(2);
  });

  it('streams from an async byte source and stops on a broken one', async () => {
    async function* source(parts: string[]) {
      for (const p of parts) yield Buffer.from(p);
    }
    const got: unknown[] = [];
    for await (const v of streamArrayMember(source(['{"leader', 'boardRows":[{"a":', '1},2', ']}']), KEY)) got.push(v);
    expect(got).toEqual([{ a: 1 }, 2]);
    const partial: unknown[] = [];
    await expect(async () => {
      for await (const v of streamArrayMember(source(['{"leaderboardRows":[1,2,{"b"']), KEY)) partial.push(v);
    }).rejects.toThrow(JsonStreamError);
    expect(partial).toEqual([1, 2]);
  });
});
