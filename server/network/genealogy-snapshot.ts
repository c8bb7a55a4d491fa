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
  /** Microseconds since 1970 of `active_until`, NaN when there is none. */
  activeUntil: Float64Array;
  /** `row_version`: the transaction that last changed a streamed column (migration 031). */
  version: Float64Array;
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

/** What a read of the members table saw, besides the rows (decision 049). */
export type SnapshotRead = {
  /** `now()` of the read: the instant the figures are as of. */
  asOf: Date;
  /** The same instant in microseconds since 1970, exact, for the `active` test. */
  asOfUs: number;
  /**
   * The xmin of the read's database snapshot: every transaction that committed after the
   * read has an id at or above it, so the next refresh asks for `row_version >= watermark`.
   */
  watermark: number;
  /** Which database the versions belong to: versions of another are not comparable. */
  lineage: string;
};

export type TreeSnapshot = SnapshotRead & {
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
  /** 1 when active at the snapshot's instant: status 1 and `activeUntil` after `asOfUs`. */
  active: Uint8Array;
  activeUntil: Float64Array;
  version: Float64Array;
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
  /**
   * The oldest watermark a list of changes can be answered from: the watermark of the last
   * full read, raised above the version of any member seen to move (another parent or
   * position) since. A copy older than that may hold a member who has left its subtree,
   * which a list of changes cannot take away; nothing says whether one did before a full read.
   */
  horizon: number;
};

/** latin1 maps bytes to characters one to one: a cheap exact key for UTF-8 bytes. */
const keyOf = (bytes: Uint8Array, a: number, b: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1', a, b);

/** Each distinct value's code, made when first needed to code a changed name. */
const valueCodes = new WeakMap<Strings, Map<string, number>>();

function codesOf(values: Strings): Map<string, number> {
  let map = valueCodes.get(values);
  if (!map) {
    map = new Map();
    const k = values.offsets.length - 1;
    for (let j = 0; j < k; j++)
      map.set(keyOf(values.bytes, values.offsets[j]!, values.offsets[j + 1]!), j);
    valueCodes.set(values, map);
  }
  return map;
}

/** The distinct values of a string column, and each row's code (-1 where not present). */
function coded(s: Strings, present?: Uint8Array): CodedStrings {
  const n = s.offsets.length - 1;
  const codes = new Int32Array(n);
  const seen = new Map<string, number>();
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < n; i++) {
    if (present && present[i] === 0) {
      codes[i] = -1;
      continue;
    }
    const a = s.offsets[i]!;
    const b = s.offsets[i + 1]!;
    const key = keyOf(s.bytes, a, b);
    let code = seen.get(key);
    if (code === undefined) {
      code = starts.push(a) - 1;
      ends.push(b);
      seen.set(key, code);
    }
    codes[i] = code;
  }
  const values = gather(s.bytes, starts, ends);
  valueCodes.set(values, seen);
  return { codes, values };
}

/**
 * Codes for some new rows' strings in a coded column's table, adding the values it lacks.
 * Returns the table to use from now on: the same one when nothing was added.
 */
function codeMore(
  values: Strings,
  s: Strings,
  present: Uint8Array | undefined,
  codes: Int32Array,
): Strings {
  const map = codesOf(values);
  const added: [number, number][] = [];
  const k = s.offsets.length - 1;
  for (let j = 0; j < k; j++) {
    if (present && present[j] === 0) {
      codes[j] = -1;
      continue;
    }
    const a = s.offsets[j]!;
    const b = s.offsets[j + 1]!;
    const key = keyOf(s.bytes, a, b);
    let code = map.get(key);
    if (code === undefined) {
      code = values.offsets.length - 1 + added.push([a, b]) - 1;
      map.set(key, code);
    }
    codes[j] = code;
  }
  if (added.length === 0) return values;
  const old = values.offsets.length - 1;
  const offsets = new Int32Array(old + added.length + 1);
  offsets.set(values.offsets);
  let size = values.offsets[old]!;
  for (let j = 0; j < added.length; j++) {
    size += added[j]![1] - added[j]![0];
    offsets[old + j + 1] = size;
  }
  const bytes = new Uint8Array(size);
  bytes.set(values.bytes.subarray(0, values.offsets[old]!));
  for (let j = 0; j < added.length; j++)
    bytes.set(s.bytes.subarray(added[j]![0], added[j]![1]), offsets[old + j]!);
  const grown = { bytes, offsets };
  valueCodes.set(grown, map);
  valueCodes.delete(values);
  return grown;
}

function gather(bytes: Uint8Array, starts: ArrayLike<number>, ends: ArrayLike<number>): Strings {
  const k = starts.length;
  const offsets = new Int32Array(k + 1);
  for (let j = 0; j < k; j++) offsets[j + 1] = offsets[j]! + (ends[j]! - starts[j]!);
  const out = new Uint8Array(offsets[k]!);
  for (let j = 0; j < k; j++) out.set(bytes.subarray(starts[j]!, ends[j]!), offsets[j]!);
  return { bytes: out, offsets };
}

/**
 * Level order from the parent links: the roots (no parent, or a parent not in the source)
 * by id, then breadth first with each member's children by id — the (depth, path) order,
 * since a path is its ancestors' ids in fixed-width segments.
 */
function levelOrder(
  ids: Uint32Array,
  parents: Uint32Array,
): { order: Uint32Array; childStart: Uint32Array } {
  const n = ids.length;
  let maxId = 0;
  for (let i = 0; i < n; i++) if (ids[i]! > maxId) maxId = ids[i]!;
  const indexOf = new Int32Array(maxId + 1).fill(-1);
  for (let i = 0; i < n; i++) indexOf[ids[i]!] = i;
  // Children lists in CSR form, each sorted by id.
  const first = new Uint32Array(n + 1);
  const isRoot = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const p = parents[i]!;
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
    const pi = indexOf[parents[i]!]!;
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

/**
 * Members' columns in any order (the source's figures), names coded and usernames as byte
 * ranges of one buffer.
 */
type Rows = Omit<SnapshotSource, 'username' | 'firstName' | 'lastName' | 'lastNamePresent'> & {
  usernameBytes: Uint8Array;
  usernameStart: ArrayLike<number>;
  usernameEnd: ArrayLike<number>;
  firstName: CodedStrings;
  lastName: CodedStrings;
};

/** Whether each member is active at the snapshot's instant (the stream's `active`). */
function markActive(t: TreeSnapshot) {
  for (let r = 0; r < t.length; r++)
    t.active[r] = t.status[r] === 1 && t.activeUntil[r]! > t.asOfUs ? 1 : 0;
}

/** Rows put in stream order: the level order of their parent links. */
function arrange(rows: Rows, read: SnapshotRead, horizon: number): TreeSnapshot {
  const { order, childStart } = levelOrder(rows.id, rows.parent);
  const n = order.length;
  const id = permute(rows.id, order);
  let maxId = 0;
  for (let r = 0; r < n; r++) if (id[r]! > maxId) maxId = id[r]!;
  const rowOf = new Int32Array(maxId + 1).fill(-1);
  for (let r = 0; r < n; r++) rowOf[id[r]!] = r;
  const starts = new Int32Array(n);
  const ends = new Int32Array(n);
  for (let r = 0; r < n; r++) {
    starts[r] = rows.usernameStart[order[r]!]!;
    ends[r] = rows.usernameEnd[order[r]!]!;
  }
  const t: TreeSnapshot = {
    ...read,
    length: n,
    id,
    parent: permute(rows.parent, order),
    position: permute(rows.position, order),
    status: permute(rows.status, order),
    rank: permute(rows.rank, order),
    pv: permute(rows.pv, order),
    tv: permute(rows.tv, order),
    joined: permute(rows.joined, order),
    left: permute(rows.left, order),
    right: permute(rows.right, order),
    downline: permute(rows.downline, order),
    active: new Uint8Array(n),
    activeUntil: permute(rows.activeUntil, order),
    version: permute(rows.version, order),
    username: gather(rows.usernameBytes, starts, ends),
    firstName: { codes: permute(rows.firstName.codes, order), values: rows.firstName.values },
    lastName: { codes: permute(rows.lastName.codes, order), values: rows.lastName.values },
    childStart,
    rowOf,
    horizon,
  };
  markActive(t);
  return t;
}

/** The snapshot of a full read of the members table. */
export function buildSnapshot(src: SnapshotSource, read: SnapshotRead): TreeSnapshot {
  return arrange(
    {
      ...src,
      usernameBytes: src.username.bytes,
      usernameStart: src.username.offsets.subarray(0, -1),
      usernameEnd: src.username.offsets.subarray(1),
      firstName: coded(src.firstName),
      lastName: coded(src.lastName, src.lastNamePresent),
    },
    read,
    read.watermark,
  );
}

const sameBytes = (a: Strings, i: number, b: Strings, j: number) => {
  const la = a.offsets[i + 1]! - a.offsets[i]!;
  if (la !== b.offsets[j + 1]! - b.offsets[j]!) return false;
  const x = a.offsets[i]!;
  const y = b.offsets[j]!;
  for (let k = 0; k < la; k++) if (a.bytes[x + k] !== b.bytes[y + k]) return false;
  return true;
};

/**
 * The snapshot with the members read since its watermark merged in (decision 049). Members
 * whose figures or names changed are updated in place, in the same rows: a stream being
 * written from the snapshot at that moment may then carry some figures newer than its
 * `as_of`, never older, and its version stays the older one, so a later `since` sends them
 * again. New members, a move or a new username need other rows: the snapshot is put in
 * stream order again from its own columns (no read of the database), as a new object, so a
 * stream in flight keeps the rows it was cut from.
 */
export function mergeChanges(
  t: TreeSnapshot,
  ch: SnapshotSource,
  read: SnapshotRead,
): { snapshot: TreeSnapshot; reordered: boolean } {
  const k = ch.id.length;
  const rowOfChange = new Int32Array(k);
  let horizon = t.horizon;
  let reorder = false;
  for (let j = 0; j < k; j++) {
    const id = ch.id[j]!;
    const r = id < t.rowOf.length ? t.rowOf[id]! : -1;
    rowOfChange[j] = r;
    if (r < 0) reorder = true;
    else if (t.parent[r] !== ch.parent[j] || t.position[r] !== ch.position[j]) {
      reorder = true;
      horizon = Math.max(horizon, ch.version[j]! + 1);
    } else if (!sameBytes(t.username, r, ch.username, j)) reorder = true;
  }
  const firstCodes = new Int32Array(k);
  const lastCodes = new Int32Array(k);
  const firstValues = codeMore(t.firstName.values, ch.firstName, undefined, firstCodes);
  const lastValues = codeMore(t.lastName.values, ch.lastName, ch.lastNamePresent, lastCodes);
  if (reorder) {
    return {
      snapshot: rebuild(t, ch, rowOfChange, firstCodes, lastCodes, read, horizon, {
        first: firstValues,
        last: lastValues,
      }),
      reordered: true,
    };
  }
  for (let j = 0; j < k; j++) {
    const r = rowOfChange[j]!;
    t.status[r] = ch.status[j]!;
    t.rank[r] = ch.rank[j]!;
    t.pv[r] = ch.pv[j]!;
    t.tv[r] = ch.tv[j]!;
    t.joined[r] = ch.joined[j]!;
    t.left[r] = ch.left[j]!;
    t.right[r] = ch.right[j]!;
    t.downline[r] = ch.downline[j]!;
    t.activeUntil[r] = ch.activeUntil[j]!;
    t.version[r] = ch.version[j]!;
    t.firstName.codes[r] = firstCodes[j]!;
    t.lastName.codes[r] = lastCodes[j]!;
  }
  // New objects when a name was added, so a batch's scratch codes fit the table it reads.
  if (firstValues !== t.firstName.values)
    t.firstName = { codes: t.firstName.codes, values: firstValues };
  if (lastValues !== t.lastName.values)
    t.lastName = { codes: t.lastName.codes, values: lastValues };
  Object.assign(t, read);
  markActive(t);
  return { snapshot: t, reordered: false };
}

/** The snapshot's rows with the changes written over them and the new members after them. */
function rebuild(
  t: TreeSnapshot,
  ch: SnapshotSource,
  rowOfChange: Int32Array,
  firstCodes: Int32Array,
  lastCodes: Int32Array,
  read: SnapshotRead,
  horizon: number,
  values: { first: Strings; last: Strings },
): TreeSnapshot {
  const n = t.length;
  let added = 0;
  for (let j = 0; j < rowOfChange.length; j++) if (rowOfChange[j]! < 0) added++;
  const size = n + added;
  const grown = <T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array>(
    a: T,
  ): T => {
    const b = new (a.constructor as new (n: number) => T)(size);
    b.set(a.subarray(0, n));
    return b;
  };
  const rows: Rows = {
    id: grown(t.id),
    parent: grown(t.parent),
    position: grown(t.position),
    status: grown(t.status),
    rank: grown(t.rank),
    pv: grown(t.pv),
    tv: grown(t.tv),
    joined: grown(t.joined),
    left: grown(t.left),
    right: grown(t.right),
    downline: grown(t.downline),
    activeUntil: grown(t.activeUntil),
    version: grown(t.version),
    // The snapshot's usernames, then the changed ones.
    usernameBytes: new Uint8Array(t.username.bytes.byteLength + ch.username.bytes.byteLength),
    usernameStart: grown(t.username.offsets.subarray(0, n)),
    usernameEnd: grown(t.username.offsets.subarray(1, n + 1)),
    firstName: { codes: grown(t.firstName.codes), values: values.first },
    lastName: { codes: grown(t.lastName.codes), values: values.last },
  };
  rows.usernameBytes.set(t.username.bytes);
  rows.usernameBytes.set(ch.username.bytes, t.username.bytes.byteLength);
  const base = t.username.bytes.byteLength;
  const starts = rows.usernameStart as Int32Array;
  const ends = rows.usernameEnd as Int32Array;
  let next = n;
  for (let j = 0; j < rowOfChange.length; j++) {
    const r = rowOfChange[j]! >= 0 ? rowOfChange[j]! : next++;
    rows.id[r] = ch.id[j]!;
    rows.parent[r] = ch.parent[j]!;
    rows.position[r] = ch.position[j]!;
    rows.status[r] = ch.status[j]!;
    rows.rank[r] = ch.rank[j]!;
    rows.pv[r] = ch.pv[j]!;
    rows.tv[r] = ch.tv[j]!;
    rows.joined[r] = ch.joined[j]!;
    rows.left[r] = ch.left[j]!;
    rows.right[r] = ch.right[j]!;
    rows.downline[r] = ch.downline[j]!;
    rows.activeUntil[r] = ch.activeUntil[j]!;
    rows.version[r] = ch.version[j]!;
    starts[r] = base + ch.username.offsets[j]!;
    ends[r] = base + ch.username.offsets[j + 1]!;
    rows.firstName.codes[r] = firstCodes[j]!;
    rows.lastName.codes[r] = lastCodes[j]!;
  }
  return arrange(rows, read, horizon);
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

/** The rows of a member's subtree, in stream order, that pass `keep`; nothing if absent. */
export function subtreeRowsWhere(
  snap: TreeSnapshot,
  memberId: number,
  keep: (row: number) => boolean,
): Uint32Array {
  const row = memberId < snap.rowOf.length ? snap.rowOf[memberId]! : -1;
  if (row < 0) return new Uint32Array(0);
  const out: number[] = [];
  for (let lo = row, hi = row + 1; lo < hi; lo = snap.childStart[lo]!, hi = snap.childStart[hi]!)
    for (let r = lo; r < hi; r++) if (keep(r)) out.push(r);
  return Uint32Array.from(out);
}

/** Rows in stream order as slices of at most `size` rows each (the first `first`). */
export function* rowChunks(
  rows: Uint32Array,
  size: number,
  first = size,
): Generator<Slice[], void, undefined> {
  let want = first;
  for (let at = 0; at < rows.length;) {
    const end = Math.min(rows.length, at + want);
    const slices: Slice[] = [];
    for (let i = at; i < end; i++) {
      const r = rows[i]!;
      const last = slices[slices.length - 1];
      if (last && last.to === r) last.to = r + 1;
      else slices.push({ from: r, to: r + 1 });
    }
    yield slices;
    at = end;
    want = size;
  }
}

/**
 * A full read that follows `base` (a refresh that found too many changes to merge) keeps
 * `base`'s horizon when it can: when no member moved or left between the two, a copy as of
 * any version `base` could answer for is answered by this one too.
 */
export function keepHorizon(base: TreeSnapshot, next: TreeSnapshot): void {
  if (base.lineage !== next.lineage) return;
  let horizon = base.horizon;
  let seen = 0;
  for (let r = 0; r < next.length; r++) {
    const id = next.id[r]!;
    const b = id < base.rowOf.length ? base.rowOf[id]! : -1;
    if (b < 0) continue;
    seen++;
    if (base.parent[b] !== next.parent[r] || base.position[b] !== next.position[r])
      horizon = Math.max(horizon, next.version[r]! + 1);
  }
  // A member of `base` is gone: no list of changes can say so.
  if (seen < base.length) return;
  next.horizon = horizon;
}
