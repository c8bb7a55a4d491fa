import {
  decodeUtf8,
  RecordTable,
  TAG_FALSE,
  TAG_NULL,
  TAG_RAW,
  TAG_STRING,
  TAG_TRUE,
  type Column,
} from './record-table';

/**
 * Reads a JSON object whose one big member is an array of flat records (the genealogy
 * answer: `{"affiliates": [...], "root_affiliate_id": 1, ...}`) straight from the response
 * bytes into a RecordTable, chunk by chunk, as they arrive. The records never exist as
 * objects, so a million of them cost a tenth of what `response.json()` costs in memory; the
 * other members are small and parsed with JSON.parse.
 *
 * The scanner resumes at record boundaries: a record cut by a chunk is read again, whole,
 * once the next chunk has come. It accepts exactly JSON (RFC 8259) and throws a SyntaxError
 * naming the byte offset otherwise.
 */
export class RecordStreamReader {
  private buf: Uint8Array = new Uint8Array(0);
  private scratch = new Uint8Array(0);
  private pos = 0;
  /** Bytes consumed before `buf` began, for error offsets. */
  private offset = 0;
  private state: 'start' | 'key' | 'rows' | 'done' = 'start';
  private first = true;
  private firstRow = true;
  private escaped = false;
  private readonly table = new RecordTable();
  private readonly fields: Record<string, unknown> = {};
  private sawRecords = false;

  constructor(private readonly recordsKey: string) {}

  push(chunk: Uint8Array) {
    const rest = this.buf.length - this.pos;
    if (rest > 0) {
      // The unread tail and the new chunk, joined in one reused buffer: a fresh array per
      // chunk would leave the whole answer behind as garbage, 64 KB at a time.
      const need = rest + chunk.length;
      if (this.scratch.length < need) {
        const grown = new Uint8Array(Math.max(need, this.scratch.length * 2));
        grown.set(this.buf.subarray(this.pos));
        this.scratch = grown;
      } else if (this.buf.buffer === this.scratch.buffer) {
        this.scratch.copyWithin(0, this.pos, this.buf.length);
      } else {
        this.scratch.set(this.buf.subarray(this.pos));
      }
      this.scratch.set(chunk, rest);
      this.offset += this.pos;
      this.buf = this.scratch.subarray(0, need);
    } else {
      this.offset += this.buf.length;
      this.buf = chunk;
    }
    this.pos = 0;
    this.run();
  }

  /** The records (null when the key was missing or not an array) and the other members. */
  finish(): { records: RecordTable | null; fields: Record<string, unknown> } {
    if (this.state !== 'done') this.fail(this.buf.length, 'the JSON ends early');
    this.table.trim();
    return { records: this.sawRecords ? this.table : null, fields: this.fields };
  }

  private run() {
    const buf = this.buf;
    const end = buf.length;
    for (;;) {
      let p = ws(buf, this.pos);
      if (p >= end) return;
      switch (this.state) {
        case 'start':
          if (buf[p] !== LBRACE) this.fail(p, 'expected an object');
          this.pos = p + 1;
          this.state = 'key';
          break;
        case 'key': {
          if (buf[p] === RBRACE) {
            this.pos = p + 1;
            this.state = 'done';
            break;
          }
          if (!this.first) {
            if (buf[p] !== COMMA) this.fail(p, 'expected , or }');
            if ((p = ws(buf, p + 1)) >= end) return;
          }
          if (buf[p] !== QUOTE) this.fail(p, 'expected a key');
          const keyEnd = this.stringEnd(p);
          if (keyEnd < 0) return;
          const key = this.stringAt(p, keyEnd);
          if ((p = ws(buf, keyEnd)) >= end) return;
          if (buf[p] !== COLON) this.fail(p, 'expected :');
          if ((p = ws(buf, p + 1)) >= end) return;
          if (key === this.recordsKey && buf[p] === LBRACKET) {
            if (this.sawRecords) this.fail(p, `"${key}" appears twice`);
            this.sawRecords = true;
            this.state = 'rows';
            this.firstRow = true;
          } else {
            const valueEnd = this.valueEnd(p);
            if (valueEnd < 0) return;
            this.fields[key] = this.parseSlice(p, valueEnd);
            p = valueEnd - 1;
          }
          this.first = false;
          this.pos = p + 1;
          break;
        }
        case 'rows': {
          if (buf[p] === RBRACKET) {
            this.pos = p + 1;
            this.state = 'key';
            break;
          }
          if (!this.firstRow) {
            if (buf[p] !== COMMA) this.fail(p, 'expected , or ]');
            if ((p = ws(buf, p + 1)) >= end) return;
          }
          const recordEnd = this.record(p);
          if (recordEnd < 0) return;
          this.firstRow = false;
          this.pos = recordEnd;
          break;
        }
        case 'done':
          this.fail(p, 'unexpected data after the JSON');
      }
    }
  }

  /** One record into the table's next row; the offset after it, or NEED to wait for bytes. */
  private record(start: number): number {
    const buf = this.buf;
    const end = buf.length;
    const table = this.table;
    if (buf[start] !== LBRACE) this.fail(start, 'a record must be an object');
    const row = table.reserveRow();
    const heapMark = table.heapLength;
    let p = ws(buf, start + 1);
    if (p >= end) return this.rewind(heapMark);
    if (buf[p] === RBRACE) {
      table.length++;
      return p + 1;
    }
    const columns = table.columns;
    let predicted = 0;
    for (;;) {
      if (buf[p] !== QUOTE) this.fail(p, 'expected a key');
      // Records repeat their keys in the same order: try the expected one before scanning.
      let column = predicted < columns.length ? columns[predicted]! : null;
      let keyEnd = column === null ? NEED : keyMatch(buf, p + 1, column.rawKey);
      if (column === null || keyEnd < 0) {
        keyEnd = this.stringEnd(p);
        if (keyEnd < 0) return this.rewind(heapMark);
        column = table.columnFor(this.stringAt(p, keyEnd), buf.subarray(p + 1, keyEnd - 1));
      }
      predicted = column.index + 1;
      if ((p = ws(buf, keyEnd)) >= end) return this.rewind(heapMark);
      if (buf[p] !== COLON) this.fail(p, 'expected :');
      if ((p = ws(buf, p + 1)) >= end) return this.rewind(heapMark);
      p = this.cell(column, row, p);
      if (p < 0 || (p = ws(buf, p)) >= end) return this.rewind(heapMark);
      const b = buf[p];
      if (b === RBRACE) {
        table.length++;
        return p + 1;
      }
      if (b !== COMMA) this.fail(p, 'expected , or }');
      if ((p = ws(buf, p + 1)) >= end) return this.rewind(heapMark);
    }
  }

  /** Cells already written are written again, identically, when the record is re-read. */
  private rewind(heapMark: number): number {
    this.table.heapLength = heapMark;
    return NEED;
  }

  /** One value into a cell; the offset after it, or NEED. */
  private cell(column: Column, row: number, p: number): number {
    const buf = this.buf;
    const b = buf[p]!;
    if (b === QUOTE) {
      const e = this.stringEnd(p);
      if (e < 0) return NEED;
      if (this.escaped) {
        const text = this.parseSlice(p, e) as string;
        const bytes = encoder.encode(text);
        const at = this.table.reserveHeap(bytes.length);
        this.table.heap.set(bytes, at);
        this.table.heapLength += bytes.length;
        column.setSlice(row, TAG_STRING, at, bytes.length);
      } else {
        this.copyToHeap(column, row, TAG_STRING, p + 1, e - 1);
      }
      return e;
    }
    if (b === LBRACE || b === LBRACKET) {
      const e = this.valueEnd(p);
      if (e < 0) return NEED;
      this.parseSlice(p, e); // validates
      this.copyToHeap(column, row, TAG_RAW, p, e);
      return e;
    }
    if (b === 0x74 /* t */) return this.literal(p, TRUE_BYTES, column, row, TAG_TRUE);
    if (b === 0x66 /* f */) return this.literal(p, FALSE_BYTES, column, row, TAG_FALSE);
    if (b === 0x6e /* n */) return this.literal(p, NULL_BYTES, column, row, TAG_NULL);
    return this.number(column, row, p);
  }

  private literal(p: number, word: Uint8Array, column: Column, row: number, tag: number): number {
    const buf = this.buf;
    for (let i = 0; i < word.length; i++) {
      if (p + i >= buf.length) return NEED;
      if (buf[p + i] !== word[i]) this.fail(p, 'unexpected value');
    }
    column.tags[row] = tag;
    return p + word.length;
  }

  private number(column: Column, row: number, start: number): number {
    const buf = this.buf;
    const end = buf.length;
    // Integers of up to 9 digits, without a leading zero or "-0": the common case, exact,
    // read in the same pass that finds the number's end.
    const negative = buf[start] === MINUS;
    const digits = negative ? start + 1 : start;
    let q = digits;
    let v = 0;
    for (; q < end; q++) {
      const d = buf[q]! - ZERO;
      if (d < 0 || d > 9) break;
      v = v * 10 + d;
    }
    let p = q;
    while (p < end && isNumberByte(buf[p]!)) p++;
    // A number that touches the end of the bytes may go on in the next chunk.
    if (p >= end) return NEED;
    if (p === start) this.fail(start, 'unexpected value');
    const integer = p === q && q > digits && q - digits <= 9;
    if (integer && (buf[digits] !== ZERO || q === digits + 1) && !(negative && v === 0)) {
      column.setInt(row, negative ? -v : v);
      return p;
    }
    const text = decodeUtf8(buf, start, p);
    if (!JSON_NUMBER.test(text)) this.fail(start, `not a number: ${text}`);
    column.setFloat(row, Number(text));
    return p;
  }

  private copyToHeap(column: Column, row: number, tag: 6 | 7, from: number, to: number) {
    const table = this.table;
    const len = to - from;
    const at = table.reserveHeap(len);
    const heap = table.heap;
    const buf = this.buf;
    if (len <= 32) for (let i = 0; i < len; i++) heap[at + i] = buf[from + i]!;
    else heap.set(buf.subarray(from, to), at);
    table.heapLength += len;
    column.setSlice(row, tag, at, len);
  }

  /** Offset after the closing quote of the string opening at `p`, or NEED. */
  private stringEnd(p: number): number {
    const buf = this.buf;
    const end = buf.length;
    let escaped = false;
    for (let i = p + 1; i < end; i++) {
      const b = buf[i]!;
      if (b === QUOTE) {
        this.escaped = escaped;
        return i + 1;
      }
      if (b === BACKSLASH) {
        escaped = true;
        i++;
      } else if (b < 0x20) this.fail(i, 'control character in a string');
    }
    return NEED;
  }

  /** Offset after any JSON value starting at `p` (nesting and strings skipped), or NEED. */
  private valueEnd(p: number): number {
    const buf = this.buf;
    const end = buf.length;
    const b = buf[p];
    if (b === QUOTE) return this.stringEnd(p);
    if (b !== LBRACE && b !== LBRACKET) {
      let i = p;
      while (i < end && !isDelimiter(buf[i]!)) i++;
      return i >= end ? NEED : i;
    }
    let depth = 0;
    for (let i = p; i < end; i++) {
      const c = buf[i];
      if (c === QUOTE) {
        const e = this.stringEnd(i);
        if (e < 0) return NEED;
        i = e - 1;
      } else if (c === LBRACE || c === LBRACKET) depth++;
      else if (c === RBRACE || c === RBRACKET) {
        if (--depth === 0) return i + 1;
      }
    }
    return NEED;
  }

  private stringAt(p: number, end: number): string {
    return this.escaped
      ? (this.parseSlice(p, end) as string)
      : decodeUtf8(this.buf, p + 1, end - 1);
  }

  private parseSlice(from: number, to: number): unknown {
    try {
      return JSON.parse(decodeUtf8(this.buf, from, to)) as unknown;
    } catch {
      return this.fail(from, 'malformed value');
    }
  }

  private fail(p: number, why: string): never {
    throw new SyntaxError(`Invalid JSON at byte ${this.offset + p}: ${why}.`);
  }
}

/** Reads a whole response body into a table. */
export async function readRecords(body: ReadableStream<Uint8Array>, recordsKey: string) {
  const reader = new RecordStreamReader(recordsKey);
  const chunks = body.getReader();
  for (;;) {
    const { done, value } = await chunks.read();
    if (done) break;
    reader.push(value);
  }
  return reader.finish();
}

const NEED = -1;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LBRACE = 0x7b;
const RBRACE = 0x7d;
const LBRACKET = 0x5b;
const RBRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const ZERO = 0x30;
const encoder = new TextEncoder();
const TRUE_BYTES = encoder.encode('true');
const FALSE_BYTES = encoder.encode('false');
const NULL_BYTES = encoder.encode('null');
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

function ws(buf: Uint8Array, p: number): number {
  while (p < buf.length) {
    const b = buf[p]!;
    if (b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09) break;
    p++;
  }
  return p;
}

const isNumberByte = (b: number) =>
  (b >= ZERO && b <= 0x39) || b === MINUS || b === 0x2b || b === 0x2e || b === 0x65 || b === 0x45;

const isDelimiter = (b: number) =>
  b === COMMA ||
  b === RBRACE ||
  b === RBRACKET ||
  b === 0x20 ||
  b === 0x0a ||
  b === 0x0d ||
  b === 0x09;

/** The offset after the closing quote when `key` and a quote follow `from`, else NEED. */
function keyMatch(buf: Uint8Array, from: number, key: Uint8Array): number {
  const close = from + key.length;
  if (close >= buf.length || buf[close] !== QUOTE) return NEED;
  for (let i = 0; i < key.length; i++) if (buf[from + i] !== key[i]) return NEED;
  return close + 1;
}
