/**
 * Reads the elements of one array member of a top-level JSON object from a byte stream, one
 * element at a time, without ever holding the document: `{"leaderboardRows":[{…},{…},…]}` is
 * ~33 MB, each row ~1 KB. Bytes are scanned for structure only (strings, escapes, nesting
 * depth); each complete element is decoded and handed to JSON.parse on its own, so JSON.parse
 * is also what validates it. The object around the array is checked token by token, and the
 * values of its other members are cut out and parsed the same way, then dropped.
 *
 * Chunks may split the document anywhere: inside a string, an escape, a number or a multi-byte
 * UTF-8 character. Structural bytes are ASCII and never occur inside a multi-byte sequence, so
 * scanning bytes is safe; decoding waits until an element is whole.
 */

export class JsonStreamError extends Error {}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

function isWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** Where the scanner is in the document outside the value it may be cutting out. */
type Place =
  | 'start' // before the top-level '{'
  | 'first-key' // after '{': a key or '}'
  | 'key' // after ',': a key
  | 'colon'
  | 'value'
  | 'after-member' // ',' or '}'
  | 'first-element' // after '[' of the wanted array: an element or ']'
  | 'element' // after ',' inside the array
  | 'after-element' // ',' or ']'
  | 'done';

/** What the value being cut out will be once complete. */
type Cutting = 'key' | 'element' | 'member-value';

export interface ScannerOptions {
  /** Largest element (or other member value) accepted, bytes; a bigger one means a broken document. */
  maxValueBytes?: number;
  /**
   * Receives each other member of the top-level object once parsed (an envelope's `status`, say),
   * before the value is dropped; members after the array arrive after its elements.
   */
  onMember?: (key: string, value: unknown) => void;
}

export class JsonArrayScanner {
  /** Elements of the wanted array completed so far. */
  elements = 0;
  /** Set once the document is found broken; every later call throws it. */
  failure: JsonStreamError | null = null;

  private place: Place = 'start';
  private cutting: Cutting | null = null;
  /** Pieces of the value being cut, from earlier chunks (copied: the caller may reuse buffers). */
  private parts: Uint8Array[] = [];
  private partBytes = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** A number, true, false or null: it ends at the first byte that cannot belong to it. */
  private bare = false;
  private currentKey = '';
  private foundArray = false;
  private readonly decoder = new TextDecoder();
  private readonly maxValueBytes: number;
  private readonly onMember: ScannerOptions['onMember'];

  constructor(
    private readonly key: string,
    options: ScannerOptions = {},
  ) {
    this.maxValueBytes = options.maxValueBytes ?? 1 << 20;
    this.onMember = options.onMember;
  }

  /**
   * Scans one chunk and returns the elements it completed. On a broken document it returns the
   * elements completed before the break and sets `failure`.
   */
  push(chunk: Uint8Array): unknown[] {
    if (this.failure) throw this.failure;
    const out: unknown[] = [];
    try {
      this.scan(chunk, out);
    } catch (err) {
      if (!(err instanceof JsonStreamError)) throw err;
      this.failure = err;
    }
    return out;
  }

  /** The stream ended: throws unless the document was complete. */
  end(): void {
    if (this.failure) throw this.failure;
    if (this.place !== 'done' || this.cutting !== null) {
      this.failure = new JsonStreamError(`document ends early (after ${this.elements} elements)`);
    } else if (!this.foundArray) {
      this.failure = new JsonStreamError(`no "${this.key}" array in the document`);
    }
    if (this.failure) throw this.failure;
  }

  private scan(buf: Uint8Array, out: unknown[]): void {
    const n = buf.length;
    let i = 0;
    while (i < n) {
      if (this.cutting !== null) {
        const start = i;
        i = this.findValueEnd(buf, i);
        if (i < 0) {
          this.keep(buf.subarray(start));
          return;
        }
        this.finishValue(buf.subarray(start, i), out);
        continue;
      }
      const c = buf[i];
      if (isWhitespace(c)) {
        i++;
        continue;
      }
      this.step(c);
      // A value starts on its own first byte, which the value scan then reads again.
      if (this.cutting === null) i++;
    }
  }

  /** One structural byte outside any value. */
  private step(c: number): void {
    switch (this.place) {
      case 'start':
        this.expect(c === OPEN_BRACE, 'first-key', 'the document is not an object');
        break;
      case 'first-key':
        if (c === CLOSE_BRACE) this.place = 'done';
        else this.startKey(c);
        break;
      case 'key':
        this.startKey(c);
        break;
      case 'colon':
        this.expect(c === COLON, 'value', 'expected ":"');
        break;
      case 'value':
        if (this.currentKey !== this.key) this.startValue(c, 'member-value');
        else if (this.foundArray) throw new JsonStreamError(`"${this.key}" appears twice`);
        else {
          this.foundArray = true;
          this.expect(c === OPEN_BRACKET, 'first-element', `"${this.key}" is not an array`);
        }
        break;
      case 'after-member':
        if (c === COMMA) this.place = 'key';
        else this.expect(c === CLOSE_BRACE, 'done', 'expected "," or "}" between members');
        break;
      case 'first-element':
        if (c === CLOSE_BRACKET) this.place = 'after-member';
        else this.startValue(c, 'element');
        break;
      case 'element':
        this.startValue(c, 'element');
        break;
      case 'after-element':
        if (c === COMMA) this.place = 'element';
        else this.expect(c === CLOSE_BRACKET, 'after-member', 'expected "," or "]" between elements');
        break;
      case 'done':
        throw new JsonStreamError('data after the end of the document');
    }
  }

  private expect(ok: boolean, next: Place, problem: string): void {
    if (!ok) throw new JsonStreamError(`${problem} (after ${this.elements} elements)`);
    this.place = next;
  }

  private startKey(c: number): void {
    if (c !== QUOTE) throw new JsonStreamError('expected a member name');
    this.startValue(c, 'key');
  }

  private startValue(c: number, what: Cutting): void {
    if (c === CLOSE_BRACKET || c === CLOSE_BRACE || c === COMMA || c === COLON) {
      throw new JsonStreamError(`expected a value (after ${this.elements} elements)`);
    }
    this.cutting = what;
    this.depth = 0;
    this.inString = false;
    this.escaped = false;
    this.bare = c !== QUOTE && c !== OPEN_BRACE && c !== OPEN_BRACKET;
  }

  /** Index just past the end of the value being cut, or -1 when it goes on past this chunk. */
  private findValueEnd(buf: Uint8Array, from: number): number {
    const n = buf.length;
    let i = from;
    if (this.bare) {
      while (i < n) {
        const c = buf[i];
        if (isWhitespace(c) || c === COMMA || c === CLOSE_BRACKET || c === CLOSE_BRACE) return i;
        i++;
      }
      return -1;
    }
    let depth = this.depth;
    let inString = this.inString;
    let escaped = this.escaped;
    for (; i < n; i++) {
      const c = buf[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) {
          inString = false;
          if (depth === 0) return i + 1;
        }
      } else if (c === QUOTE) inString = true;
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        // Bracket kinds are not matched here: a mismatch makes the cut text invalid, and
        // JSON.parse refuses it.
        depth--;
        if (depth === 0) return i + 1;
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    return -1;
  }

  private keep(piece: Uint8Array): void {
    this.partBytes += piece.length;
    if (this.partBytes > this.maxValueBytes) {
      throw new JsonStreamError(`a value longer than ${this.maxValueBytes} bytes (after ${this.elements} elements)`);
    }
    if (piece.length > 0) this.parts.push(piece.slice());
  }

  private finishValue(last: Uint8Array, out: unknown[]): void {
    let bytes = last;
    if (this.parts.length > 0) {
      this.keep(last);
      bytes = new Uint8Array(this.partBytes);
      let at = 0;
      for (const p of this.parts) {
        bytes.set(p, at);
        at += p.length;
      }
    } else if (last.length > this.maxValueBytes) {
      throw new JsonStreamError(`a value longer than ${this.maxValueBytes} bytes (after ${this.elements} elements)`);
    }
    this.parts = [];
    this.partBytes = 0;
    const what = this.cutting;
    this.cutting = null;
    let value: unknown;
    try {
      value = JSON.parse(this.decoder.decode(bytes));
    } catch {
      throw new JsonStreamError(`ill-formed ${what} (after ${this.elements} elements)`);
    }
    if (what === 'key') {
      this.currentKey = value as string;
      this.place = 'colon';
    } else if (what === 'element') {
      this.elements++;
      out.push(value);
      this.place = 'after-element';
    } else {
      this.place = 'after-member';
      this.onMember?.(this.currentKey, value);
    }
  }
}

/** The elements of `key` as they arrive; throws JsonStreamError on a broken or truncated document. */
export async function* streamArrayMember(
  chunks: AsyncIterable<Uint8Array>,
  key: string,
  options?: ScannerOptions,
): AsyncGenerator<unknown> {
  const scanner = new JsonArrayScanner(key, options);
  for await (const chunk of chunks) {
    yield* scanner.push(chunk);
    if (scanner.failure) throw scanner.failure;
  }
  scanner.end();
}
