import { fullName } from '../../contract/names';
import { emptyTreeColumns, LEG_NONE, type TreeColumns } from './tree-columns';

/**
 * The streamed tree by column — the whole organisation, or the four levels' window and the
 * windows expanded into it (issue 32) — one row per member in stream (tree) order, grown as
 * batches arrive (decision 020). No object per member: a million members cost about 60 bytes
 * each here, names included.
 */
export class OrgTable {
  length = 0;
  private capacity = 0;
  id = new Uint32Array(0);
  /** Row of the parent, -1 for the root (and for a parent not in the stream). */
  parentRow = new Int32Array(0);
  /** 0 left, 1 right, 2 no leg: the position codes of contract/genealogy-stream.ts. */
  leg = new Uint8Array(0);
  status = new Uint8Array(0);
  /** 0 without a rank. */
  rank = new Uint16Array(0);
  pv = new Float64Array(0);
  tv = new Float64Array(0);
  /** Days since 1970-01-01. */
  joined = new Int32Array(0);
  leftCount = new Uint32Array(0);
  rightCount = new Uint32Array(0);
  downlineCount = new Uint32Array(0);
  active = new Uint8Array(0);
  /** Tree depth below the stream's root (0 for the root). */
  depth = new Int32Array(0);
  /** Index into `names` (first name), and into `names` or -1 (last name). */
  firstName = new Int32Array(0);
  lastName = new Int32Array(0);
  /**
   * A window's columns (issue 32): children in the whole tree (-1 when the stream does not
   * say, as the whole organisation does not), and the avatar as an index into `names` or -1.
   */
  childCount = new Int32Array(0);
  avatar = new Int32Array(0);
  /** Usernames: UTF-8 bytes, row r at heap[usernameStart[r] .. usernameStart[r + 1]). */
  usernameStart = new Uint32Array(1);
  heap = new Uint8Array(1 << 16);
  /** Distinct first and last names (and avatar addresses): few, so strings are fine. */
  readonly names: string[] = [];
  private readonly nameIndex = new Map<string, number>();
  /** Row of a member id: a flat table over dense ids, a Map beyond it. */
  private rowById = new Int32Array(0);
  private readonly rowByLargeId = new Map<number, number>();

  /** Room for `more` rows: at least doubling, or just that with `exact` (a known total). */
  reserve(more: number, exact = false) {
    const need = this.length + more;
    if (need <= this.capacity) return;
    const cap = exact ? need : Math.max(need, this.capacity * 2, 1024);
    const grow = <T extends Uint8Array | Uint16Array | Int32Array | Uint32Array | Float64Array>(
      a: T,
      n = cap,
    ): T => {
      const b = new (a.constructor as new (n: number) => T)(n);
      b.set(a.subarray(0, Math.min(a.length, n)));
      return b;
    };
    this.id = grow(this.id);
    this.parentRow = grow(this.parentRow);
    this.leg = grow(this.leg);
    this.status = grow(this.status);
    this.rank = grow(this.rank);
    this.pv = grow(this.pv);
    this.tv = grow(this.tv);
    this.joined = grow(this.joined);
    this.leftCount = grow(this.leftCount);
    this.rightCount = grow(this.rightCount);
    this.downlineCount = grow(this.downlineCount);
    this.active = grow(this.active);
    this.depth = grow(this.depth);
    this.firstName = grow(this.firstName);
    this.lastName = grow(this.lastName);
    this.childCount = grow(this.childCount);
    this.avatar = grow(this.avatar);
    this.usernameStart = grow(this.usernameStart, cap + 1);
    this.capacity = cap;
  }

  /** True when `more` rows fit without growing the columns. */
  fits(more: number): boolean {
    return this.length + more <= this.capacity;
  }

  /** Row of a member id, or -1. */
  rowOf(id: number): number {
    if (id < this.rowById.length) {
      const r = this.rowById[id]!;
      return r === 0 ? -1 : r - 1;
    }
    return this.rowByLargeId.get(id) ?? -1;
  }

  /** Registers the row of an id (rows are stored + 1, so a fresh table reads as absent). */
  indexRow(id: number, row: number) {
    if (id < 1 << 24) {
      if (id >= this.rowById.length) {
        const grown = new Int32Array(Math.max(id + 1, this.rowById.length * 2, 1024));
        grown.set(this.rowById);
        this.rowById = grown;
      }
      this.rowById[id] = row + 1;
    } else {
      this.rowByLargeId.set(id, row);
    }
  }

  nameCode(name: string): number {
    let code = this.nameIndex.get(name);
    if (code === undefined) {
      code = this.names.push(name) - 1;
      this.nameIndex.set(name, code);
    }
    return code;
  }

  appendUsername(row: number, bytes: Uint8Array) {
    const start = this.usernameStart[row]!;
    if (start + bytes.length > this.heap.length) {
      const grown = new Uint8Array(Math.max(this.heap.length * 2, start + bytes.length));
      grown.set(this.heap.subarray(0, start));
      this.heap = grown;
    }
    this.heap.set(bytes, start);
    this.usernameStart[row + 1] = start + bytes.length;
  }

  username(row: number): string {
    return utf8.decode(this.heap.subarray(this.usernameStart[row], this.usernameStart[row + 1]));
  }

  fullName(row: number): string {
    const last = this.lastName[row]!;
    return fullName(this.names[this.firstName[row]!]!, last === -1 ? null : this.names[last]);
  }

  /** The row whose username equals `query` ignoring case, or -1. */
  findUsername(query: string): number {
    const wanted = query.trim().toLowerCase();
    for (let r = 0; r < this.length; r++) {
      const len = this.usernameStart[r + 1]! - this.usernameStart[r]!;
      if (len >= wanted.length && this.username(r).toLowerCase() === wanted) return r;
    }
    return -1;
  }

  /**
   * What the layout reads. A window's members show their free slots and the children left
   * out of it (expandable); the whole organisation shows neither: it is for reading the shape,
   * not for placing, and children still on their way simply arrive.
   */
  treeColumns(window: boolean): TreeColumns {
    const n = this.length;
    const c = emptyTreeColumns(n);
    for (let r = 0; r < n; r++) {
      c.id[r] = this.id[r]!;
      const p = this.parentRow[r]!;
      c.parentId[r] = p === -1 ? NaN : this.id[p]!;
      c.leg[r] = this.leg[r]! > LEG_NONE ? LEG_NONE : this.leg[r]!;
      c.active[r] = window && this.status[r] === 1 ? 1 : 0;
      c.childCount[r] = window ? this.childCount[r]! : -1;
    }
    return c;
  }

  /**
   * The table without the rows `drop` marks (a collapsed subtree): a new table, in the same
   * order, so parents still come before their children.
   */
  without(drop: Uint8Array): OrgTable {
    const t = new OrgTable();
    let kept = 0;
    for (let r = 0; r < this.length; r++) if (drop[r] === 0) kept++;
    t.reserve(kept);
    t.names.push(...this.names);
    for (const [name, code] of this.nameIndex) t.nameIndex.set(name, code);
    const moved = new Int32Array(this.length).fill(-1);
    for (let r = 0; r < this.length; r++) {
      if (drop[r] === 1) continue;
      const to = t.length;
      moved[r] = to;
      const p = this.parentRow[r]!;
      t.id[to] = this.id[r]!;
      t.parentRow[to] = p === -1 ? -1 : moved[p]!;
      t.depth[to] = this.depth[r]!;
      for (const k of copied) t[k][to] = this[k][r]!;
      t.appendUsername(to, this.heap.subarray(this.usernameStart[r], this.usernameStart[r + 1]));
      t.indexRow(t.id[to]!, to);
      t.length++;
    }
    return t;
  }

  /**
   * The table as it is kept in the browser (decision 050): every column cut to the rows in
   * use, copied (the table goes on growing), and the names. No object per member.
   */
  snapshot(): OrgTableColumns {
    const n = this.length;
    const cut = <T extends Column>(a: T, m = n): T => a.slice(0, m) as T;
    const columns = Object.fromEntries(
      stored.map((k) => [k, cut(this[k] as Column, k === 'usernameStart' ? n + 1 : n)]),
    ) as Omit<OrgTableColumns, 'length' | 'names' | 'heap'>;
    const heap = cut(this.heap, this.usernameStart[n]!);
    return { ...columns, length: n, heap, names: [...this.names] };
  }

  /** A table of the columns `snapshot` gave (they become the table's: not copied). */
  static of(c: OrgTableColumns): OrgTable {
    const t = new OrgTable();
    for (const k of stored)
      if (c[k].length !== (k === 'usernameStart' ? c.length + 1 : c.length))
        throw new Error(`The browser copy's ${k} column has the wrong length.`);
    for (const k of stored) (t as unknown as Record<string, Column>)[k] = c[k];
    t.heap = c.heap.length > 0 ? c.heap : new Uint8Array(1);
    t.length = c.length;
    t.capacity = c.length;
    for (const name of c.names) t.nameCode(name);
    for (let r = 0; r < c.length; r++) t.indexRow(c.id[r]!, r);
    return t;
  }

  /**
   * True when any member sits on a leg (a binary plan): the root included, so a member alone in
   * its window still shows its two free slots.
   */
  hasLegs(): boolean {
    for (let r = 0; r < this.length; r++) if (this.leg[r] !== LEG_NONE) return true;
    return false;
  }
}

const utf8 = new TextDecoder();

type Column = Uint8Array | Uint16Array | Int32Array | Uint32Array | Float64Array;

/** The per-row columns `without` copies as they are (place and username apart). */
const copied = [
  'leg',
  'status',
  'rank',
  'pv',
  'tv',
  'joined',
  'leftCount',
  'rightCount',
  'downlineCount',
  'active',
  'firstName',
  'lastName',
  'childCount',
  'avatar',
] as const;

/** The per-row columns a browser copy keeps: every one of them, as typed arrays. */
const stored = ['id', 'parentRow', 'depth', 'usernameStart', ...copied] as const;

/** A table by column, cut to its rows: what the browser copy stores (decision 050). */
export type OrgTableColumns = { [K in (typeof stored)[number]]: OrgTable[K] } & {
  length: number;
  heap: Uint8Array<ArrayBuffer>;
  names: string[];
};
