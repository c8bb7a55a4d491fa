/**
 * A list of flat JSON records stored by column: what `record-reader.ts` fills from the
 * genealogy answer. A million parsed member objects weigh about 220 MB in V8; the same rows
 * here weigh a few bytes a field (a tag byte, then an int, a float or a slice of one shared
 * UTF-8 heap), and a record becomes an object again only when someone asks for it.
 */

const TAG_ABSENT = 0;
export const TAG_NULL = 1;
export const TAG_FALSE = 2;
export const TAG_TRUE = 3;
export const TAG_INT = 4;
export const TAG_FLOAT = 5;
export const TAG_STRING = 6;
/** A nested object or array, kept as its JSON text and parsed when read. */
export const TAG_RAW = 7;

const utf8 = new TextDecoder();

export class Column {
  tags: Uint8Array;
  ints: Int32Array | null = null;
  floats: Float64Array | null = null;
  /** Heap start and byte length of a string or raw cell: two entries per row. */
  slices: Uint32Array | null = null;

  constructor(
    readonly key: string,
    /** The key's bytes between the quotes, as the input spelled it: the reader's fast match. */
    readonly rawKey: Uint8Array,
    readonly index: number,
    capacity: number,
  ) {
    this.tags = new Uint8Array(capacity);
  }

  grow(capacity: number) {
    this.tags = grown(this.tags, capacity);
    if (this.ints) this.ints = grown(this.ints, capacity);
    if (this.floats) this.floats = grown(this.floats, capacity);
    if (this.slices) this.slices = grown(this.slices, capacity * 2);
  }

  setInt(row: number, v: number) {
    this.tags[row] = TAG_INT;
    (this.ints ??= new Int32Array(this.tags.length))[row] = v;
  }

  setFloat(row: number, v: number) {
    this.tags[row] = TAG_FLOAT;
    (this.floats ??= new Float64Array(this.tags.length))[row] = v;
  }

  setSlice(row: number, tag: typeof TAG_STRING | typeof TAG_RAW, start: number, length: number) {
    this.tags[row] = tag;
    const s = (this.slices ??= new Uint32Array(this.tags.length * 2));
    s[row * 2] = start;
    s[row * 2 + 1] = length;
  }
}

function grown<T extends Uint8Array | Int32Array | Float64Array | Uint32Array>(
  a: T,
  length: number,
): T {
  const b = new (a.constructor as new (n: number) => T)(length);
  b.set(a);
  return b;
}

export class RecordTable {
  length = 0;
  readonly columns: Column[] = [];
  heap = new Uint8Array(1 << 16);
  heapLength = 0;
  private capacity = 1024;
  private readonly byKey = new Map<string, Column>();

  column(key: string): Column | undefined {
    return this.byKey.get(key);
  }

  /** The column of a key, made on first sight (earlier rows read as absent). */
  columnFor(key: string, rawKey: Uint8Array): Column {
    let c = this.byKey.get(key);
    if (!c) {
      c = new Column(key, rawKey.slice(), this.columns.length, this.capacity);
      this.columns.push(c);
      this.byKey.set(key, c);
    }
    return c;
  }

  /** Room for one more row; its cells stay unwritten until the reader commits it. */
  reserveRow(): number {
    if (this.length === this.capacity) {
      this.capacity *= 2;
      for (const c of this.columns) c.grow(this.capacity);
    }
    return this.length;
  }

  /** Room for `n` more heap bytes; returns where they start. */
  reserveHeap(n: number): number {
    if (this.heapLength + n > this.heap.length) {
      let size = this.heap.length * 2;
      while (this.heapLength + n > size) size *= 2;
      const heap = new Uint8Array(size);
      heap.set(this.heap.subarray(0, this.heapLength));
      this.heap = heap;
    }
    return this.heapLength;
  }

  /**
   * Gives back the spare capacity once reading is over. Little spare (under a quarter) stays
   * where it is, behind views of the used part: copying a million-row table to save a few
   * percent would double it at the moment memory peaks.
   */
  trim() {
    const rows = Math.max(this.length, 1);
    const copy = rows < this.capacity * 0.75;
    const fit = <T extends Uint8Array | Int32Array | Float64Array | Uint32Array>(a: T, n: number) =>
      (copy ? a.slice(0, n) : a.subarray(0, n)) as T;
    for (const c of this.columns) {
      c.tags = fit(c.tags, rows);
      if (c.ints) c.ints = fit(c.ints, rows);
      if (c.floats) c.floats = fit(c.floats, rows);
      if (c.slices) c.slices = fit(c.slices, rows * 2);
    }
    this.capacity = rows;
    this.heap =
      this.heapLength < this.heap.length * 0.75
        ? this.heap.slice(0, this.heapLength)
        : this.heap.subarray(0, this.heapLength);
  }

  /** The number in a cell, or undefined when it holds anything else. */
  number(c: Column, row: number): number | undefined {
    const t = c.tags[row];
    return t === TAG_INT ? c.ints![row]! : t === TAG_FLOAT ? c.floats![row]! : undefined;
  }

  string(c: Column, row: number): string | undefined {
    return c.tags[row] === TAG_STRING ? this.text(c, row) : undefined;
  }

  /** A cell as JSON.parse would have given it (undefined when the record lacks the key). */
  value(c: Column, row: number): unknown {
    switch (c.tags[row]) {
      case TAG_NULL:
        return null;
      case TAG_FALSE:
        return false;
      case TAG_TRUE:
        return true;
      case TAG_INT:
        return c.ints![row]!;
      case TAG_FLOAT:
        return c.floats![row]!;
      case TAG_STRING:
        return this.text(c, row);
      case TAG_RAW:
        return JSON.parse(this.text(c, row)) as unknown;
      default:
        return undefined;
    }
  }

  /** The record at `row` as an object, as JSON.parse would have built it. */
  row(row: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const c of this.columns) {
      if (c.tags[row] === TAG_ABSENT) continue;
      // A "__proto__" key is an own property in JSON.parse's objects, not the prototype.
      Object.defineProperty(out, c.key, {
        value: this.value(c, row),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }

  /**
   * The first row from `from` whose string cell equals `query` ignoring case, or -1. ASCII queries are
   * matched on the bytes, so a million usernames are searched without making a million
   * strings; a cell with non-ASCII bytes is decoded and compared in full, because lower-casing
   * can map a non-ASCII letter onto an ASCII one.
   */
  findString(c: Column, query: string, from = 0): number {
    const wanted = query.toLowerCase();
    let ascii = true;
    for (let i = 0; i < wanted.length; i++) if (wanted.charCodeAt(i) >= 0x80) ascii = false;
    const q = new Uint8Array(wanted.length);
    for (let i = 0; i < wanted.length; i++) q[i] = wanted.charCodeAt(i);
    const { tags, slices } = c;
    const heap = this.heap;
    for (let r = from; r < this.length; r++) {
      if (tags[r] !== TAG_STRING) continue;
      const start = slices![r * 2]!;
      const len = slices![r * 2 + 1]!;
      let plain = true;
      let equal = ascii && len === q.length;
      for (let i = 0; i < len; i++) {
        const b = heap[start + i]!;
        if (b >= 0x80) {
          plain = false;
          break;
        }
        if (equal && (b >= 65 && b <= 90 ? b + 32 : b) !== q[i]) equal = false;
      }
      if (plain ? equal : this.text(c, r).toLowerCase() === wanted) return r;
    }
    return -1;
  }

  private text(c: Column, row: number): string {
    const start = c.slices![row * 2]!;
    const len = c.slices![row * 2 + 1]!;
    return decodeUtf8(this.heap, start, start + len);
  }
}

/** Short ASCII runs without TextDecoder's call overhead; anything else through it. */
export function decodeUtf8(bytes: Uint8Array, from: number, to: number): string {
  if (to - from <= 64) {
    let s = '';
    for (let i = from; i < to; i++) {
      const b = bytes[i]!;
      if (b >= 0x80) return utf8.decode(bytes.subarray(from, to));
      s += String.fromCharCode(b);
    }
    return s;
  }
  return utf8.decode(bytes.subarray(from, to));
}
