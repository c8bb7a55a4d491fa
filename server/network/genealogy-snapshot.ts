import type { StreamMember } from './genealogy-stream';

/**
 * The company's placement tree as columns in stream order (decision 048): every member, level
 * by level, left to right by path, in typed arrays. A member's subtree is then one contiguous
 * slice per level, found without reading the database, and a record batch is a few copies of
 * those slices. Built from the members in any order: the order comes from the parent links.
 */

/** The members' columns as read, in one order (any), row i of each array the same member. */
export type SnapshotSource = {
  id: Uint32Array;
  /** 0 for no parent. */
  parent: Uint32Array;
  /** 0 L, 1 R, 2 none (`positionCode`). */
  position: Uint8Array;
  status: Uint8Array;
  /** 0 for no rank. */
  rank: Uint16Array;
  pv: Float64Array;
  tv: Float64Array;
  /** Days since 1970-01-01 (UTC). */
  joined: Int32Array;
  left: Uint32Array;
  right: Uint32Array;
  downline: Uint32Array;
  /** 1 when active at the snapshot's instant. */
  active: Uint8Array;
  /** UTF-8 bytes of each username, one after another, and where each starts (n + 1). */
  username: Strings;
  firstName: Strings;
  /** A null last name has the offset of an empty one and its bit clear in `lastNamePresent`. */
  lastName: Strings;
  lastNamePresent: Uint8Array;
};

export type Strings = { bytes: Uint8Array; offsets: Int32Array };

/** A column of repeated strings: a code per member into a table of distinct UTF-8 values. */
export type CodedStrings = { codes: Int32Array; values: Strings };

export type TreeSnapshot = {
  /** When the figures were read (the start of the read). */
  asOf: Date;
  length: number;
  id: Uint32Array;
  parent: Uint32Array;
  position: Uint8Array;
  status: Uint8Array;
  rank: Uint16Array;
  pv: Float64Array;
  tv: Float64Array;
  joined: Int32Array;
  left: Uint32Array;
  right: Uint32Array;
  downline: Uint32Array;
  active: Uint8Array;
  /** Usernames are unique: kept in stream order, so a slice's usernames are one byte range. */
  username: Strings;
  /** Names repeat: coded, so a batch's dictionary holds each name once. -1 for null. */
  firstName: CodedStrings;
  lastName: CodedStrings;
  /**
   * Where the children of rows ≥ i begin (length + 1 entries): in level order the children of
   * consecutive rows are consecutive, so the next level of a slice [lo, hi) is
   * [childStart[lo], childStart[hi]).
   */
  childStart: Uint32Array;
  /** Row of a member id, -1 when absent. */
  rowOf: Int32Array;
};

/** The distinct values of a string column, and each row's code (-1 where not present). */
function coded(s: Strings, order: Uint32Array, present?: Uint8Array): CodedStrings {
  const n = order.length;
  const codes = new Int32Array(n);
  const seen = new Map<string, number>();
  const starts: number[] = [];
  const ends: number[] = [];
  const buf = Buffer.from(s.bytes.buffer, s.bytes.byteOffset, s.bytes.byteLength);
  for (let r = 0; r < n; r++) {
    const i = order[r]!;
    if (present && present[i] === 0) {
      codes[r] = -1;
      continue;
    }
    const a = s.offsets[i]!;
    const b = s.offsets[i + 1]!;
    // latin1 maps bytes to characters one to one: a cheap exact key for the UTF-8 bytes.
    const key = buf.toString('latin1', a, b);
    let code = seen.get(key);
    if (code === undefined) {
      code = starts.push(a) - 1;
      ends.push(b);
      seen.set(key, code);
    }
    codes[r] = code;
  }
  return { codes, values: gather(s, starts, ends) };
}

function gather(s: Strings, starts: ArrayLike<number>, ends: ArrayLike<number>): Strings {
  const k = starts.length;
  const offsets = new Int32Array(k + 1);
  for (let j = 0; j < k; j++) offsets[j + 1] = offsets[j]! + (ends[j]! - starts[j]!);
  const bytes = new Uint8Array(offsets[k]!);
  for (let j = 0; j < k; j++) bytes.set(s.bytes.subarray(starts[j]!, ends[j]!), offsets[j]!);
  return { bytes, offsets };
}

/**
 * Level order from the parent links: the roots (no parent, or a parent not in the source)
 * by id, then breadth first with each member's children by id — the (depth, path) order,
 * since a path is its ancestors' ids in fixed-width segments.
 */
function levelOrder(src: SnapshotSource): { order: Uint32Array; childStart: Uint32Array } {
  const n = src.id.length;
  let maxId = 0;
  for (let i = 0; i < n; i++) if (src.id[i]! > maxId) maxId = src.id[i]!;
  const indexOf = new Int32Array(maxId + 1).fill(-1);
  for (let i = 0; i < n; i++) indexOf[src.id[i]!] = i;
  // Children lists in CSR form, each sorted by id.
  const first = new Uint32Array(n + 1);
  const isRoot = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const p = src.parent[i]!;
    const pi = p > 0 && p <= maxId ? indexOf[p]! : -1;
    if (pi < 0) isRoot[i] = 1;
    else first[pi + 1]!++;
  }
  for (let i = 0; i < n; i++) first[i + 1]! += first[i]!;
  const fill = first.slice(0, n);
  const kids = new Uint32Array(n);
  // Walking the ids upwards fills each list in id order.
  for (let id = 1; id <= maxId; id++) {
    const i = indexOf[id]!;
    if (i < 0 || isRoot[i]) continue;
    const pi = indexOf[src.parent[i]!]!;
    kids[fill[pi]!++] = i;
  }
  const order = new Uint32Array(n);
  let tail = 0;
  for (let id = 1; id <= maxId; id++) {
    const i = indexOf[id]!;
    if (i >= 0 && isRoot[i]) order[tail++] = i;
  }
  const childStart = new Uint32Array(n + 1);
  for (let head = 0; head < n && head < tail; head++) {
    childStart[head] = tail;
    const i = order[head]!;
    for (let k = first[i]!; k < first[i + 1]!; k++) order[tail++] = kids[k]!;
  }
  // A member on a cycle or below one is unreachable; no tree is stored that way.
  for (let r = tail; r <= n; r++) childStart[r] = tail;
  return { order: tail === n ? order : order.subarray(0, tail), childStart };
}

function permute<T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array>(
  values: T,
  order: Uint32Array,
): T {
  const out = new (values.constructor as new (n: number) => T)(order.length);
  for (let r = 0; r < order.length; r++) out[r] = values[order[r]!]!;
  return out;
}

export function buildSnapshot(src: SnapshotSource, asOf: Date): TreeSnapshot {
  const { order, childStart } = levelOrder(src);
  const n = order.length;
  const id = permute(src.id, order);
  let maxId = 0;
  for (let r = 0; r < n; r++) if (id[r]! > maxId) maxId = id[r]!;
  const rowOf = new Int32Array(maxId + 1).fill(-1);
  for (let r = 0; r < n; r++) rowOf[id[r]!] = r;
  const starts = new Int32Array(n);
  const ends = new Int32Array(n);
  for (let r = 0; r < n; r++) {
    starts[r] = src.username.offsets[order[r]!]!;
    ends[r] = src.username.offsets[order[r]! + 1]!;
  }
  return {
    asOf,
    length: n,
    id,
    parent: permute(src.parent, order),
    position: permute(src.position, order),
    status: permute(src.status, order),
    rank: permute(src.rank, order),
    pv: permute(src.pv, order),
    tv: permute(src.tv, order),
    joined: permute(src.joined, order),
    left: permute(src.left, order),
    right: permute(src.right, order),
    downline: permute(src.downline, order),
    active: permute(src.active, order),
    username: gather(src.username, starts, ends),
    firstName: coded(src.firstName, order),
    lastName: coded(src.lastName, order, src.lastNamePresent),
    childStart,
    rowOf,
  };
}

/** Rows [from, to) of the snapshot, in stream order. */
export type Slice = { from: number; to: number };

/** One record batch's rows of the snapshot. */
export type SnapshotChunk = { snapshot: TreeSnapshot; slices: Slice[] };

/** A batch's members: read live as rows, or slices of the tree snapshot. */
export type StreamChunk = StreamMember[] | SnapshotChunk;

/**
 * A member's subtree as slices of at most `size` rows each, the first `first` rows, filling
 * across level ends (every chunk but the last is full); nothing if the member is absent.
 */
export function* subtreeChunks(
  snap: TreeSnapshot,
  memberId: number,
  size: number,
  first = size,
): Generator<Slice[], void, undefined> {
  const row = memberId < snap.rowOf.length ? snap.rowOf[memberId]! : -1;
  if (row < 0) return;
  let want = first;
  let chunk: Slice[] = [];
  let rows = 0;
  for (let lo = row, hi = row + 1; lo < hi; lo = snap.childStart[lo]!, hi = snap.childStart[hi]!) {
    for (let at = lo; at < hi;) {
      const to = Math.min(hi, at + (want - rows));
      chunk.push({ from: at, to });
      rows += to - at;
      at = to;
      if (rows === want) {
        yield chunk;
        chunk = [];
        rows = 0;
        want = size;
      }
    }
  }
  if (rows > 0) yield chunk;
}
