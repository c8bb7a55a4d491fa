import type { Db, Queryable } from '../db/connection';
import type { SnapshotRead, SnapshotSource, Strings } from './genealogy-snapshot';

/**
 * Reads every member's stream columns for the snapshot (decision 048), in id ranges, in one
 * REPEATABLE READ transaction so the ranges agree. Each range comes back as one row of
 * binary columns (`string_agg` of `int4send` and the like): the driver turns one hex string
 * per column into bytes instead of parsing fifteen text values per member, which is most of
 * what reading a million rows costs. Every aggregate of the one Agg node sees the rows in the
 * same order, so row i of every column is the same member.
 */
const columns = (where: string) => `SELECT count(*)::int4 AS n,
  string_agg(int4send(m.id::int4), ''::bytea) AS id,
  string_agg(int4send(coalesce(m.parent_id, 0)::int4), ''::bytea) AS parent,
  string_agg(CASE m.position WHEN 'L' THEN '0' WHEN 'R' THEN '1' ELSE '2' END, '') AS position,
  string_agg(m.status::text, '') AS status,
  string_agg(int2send(coalesce(m.rank_id, 0)::int2), ''::bytea) AS rank,
  string_agg(float8send(m.pv::float8), ''::bytea) AS pv,
  string_agg(float8send(m.tv::float8), ''::bytea) AS tv,
  string_agg(int4send((m.joined_at AT TIME ZONE 'UTC')::date - DATE '1970-01-01'), ''::bytea) AS joined,
  string_agg(int4send(m.left_count), ''::bytea) AS lefts,
  string_agg(int4send(m.right_count), ''::bytea) AS rights,
  string_agg(int4send(m.downline_count), ''::bytea) AS downline,
  string_agg(float8send(coalesce((extract(epoch FROM m.active_until) * 1000000)::float8, 'NaN')), ''::bytea) AS active_until,
  string_agg(int8send(m.row_version), ''::bytea) AS version,
  string_agg(convert_to(m.username, 'UTF8'), ''::bytea) AS username,
  string_agg(int4send(octet_length(m.username)), ''::bytea) AS username_len,
  string_agg(convert_to(m.first_name, 'UTF8'), ''::bytea) AS first_name,
  string_agg(int4send(octet_length(m.first_name)), ''::bytea) AS first_name_len,
  string_agg(convert_to(coalesce(m.last_name, ''), 'UTF8'), ''::bytea) AS last_name,
  string_agg(int4send(coalesce(octet_length(m.last_name), -1)), ''::bytea) AS last_name_len
  FROM members m WHERE ${where}`;

const rangeSql = columns('m.id >= $1 AND m.id < $2');
/** The members changed since a watermark (decision 049): a few rows of the version index. */
const changesSql = columns('m.row_version >= $1');

type Raw = {
  n: number;
  id: Uint8Array | null;
  parent: Uint8Array;
  position: string;
  status: string;
  rank: Uint8Array;
  pv: Uint8Array;
  tv: Uint8Array;
  joined: Uint8Array;
  lefts: Uint8Array;
  rights: Uint8Array;
  downline: Uint8Array;
  active_until: Uint8Array;
  version: Uint8Array;
  username: Uint8Array;
  username_len: Uint8Array;
  first_name: Uint8Array;
  first_name_len: Uint8Array;
  last_name: Uint8Array;
  last_name_len: Uint8Array;
};

/** Ids per range: a few megabytes of columns per answer. */
const RANGE = 65_536;

const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

/** A growable set of columns, filled a range at a time. */
class Columns {
  n = 0;
  id = new Uint32Array(0);
  parent = new Uint32Array(0);
  position = new Uint8Array(0);
  status = new Uint8Array(0);
  rank = new Uint16Array(0);
  pv = new Float64Array(0);
  tv = new Float64Array(0);
  joined = new Int32Array(0);
  left = new Uint32Array(0);
  right = new Uint32Array(0);
  downline = new Uint32Array(0);
  activeUntil = new Float64Array(0);
  version = new Float64Array(0);
  lastNamePresent = new Uint8Array(0);
  strings = {
    username: { bytes: [] as Uint8Array[], lengths: new Int32Array(0) },
    firstName: { bytes: [] as Uint8Array[], lengths: new Int32Array(0) },
    lastName: { bytes: [] as Uint8Array[], lengths: new Int32Array(0) },
  };

  constructor(capacity: number) {
    const c = Math.max(1, capacity);
    this.id = new Uint32Array(c);
    this.parent = new Uint32Array(c);
    this.position = new Uint8Array(c);
    this.status = new Uint8Array(c);
    this.rank = new Uint16Array(c);
    this.pv = new Float64Array(c);
    this.tv = new Float64Array(c);
    this.joined = new Int32Array(c);
    this.left = new Uint32Array(c);
    this.right = new Uint32Array(c);
    this.downline = new Uint32Array(c);
    this.activeUntil = new Float64Array(c);
    this.version = new Float64Array(c);
    this.lastNamePresent = new Uint8Array(c);
    for (const s of Object.values(this.strings)) s.lengths = new Int32Array(c);
  }

  add(r: Raw) {
    const k = r.n;
    if (k === 0) return;
    // Members who joined since the count was taken: the arrays are made to fit.
    if (this.n + k > this.id.length) this.grow(Math.max(this.n + k, this.id.length * 2));
    const at = this.n;
    const ints = (b: Uint8Array, to: Uint32Array | Int32Array, signed: boolean) => {
      const v = view(b);
      for (let j = 0; j < k; j++) to[at + j] = signed ? v.getInt32(j * 4) : v.getUint32(j * 4);
    };
    const doubles = (b: Uint8Array, to: Float64Array) => {
      const v = view(b);
      for (let j = 0; j < k; j++) to[at + j] = v.getFloat64(j * 8);
    };
    const digits = (s: string, to: Uint8Array) => {
      for (let j = 0; j < k; j++) to[at + j] = s.charCodeAt(j) - 48;
    };
    ints(r.id!, this.id, false);
    ints(r.parent, this.parent, false);
    digits(r.position, this.position);
    digits(r.status, this.status);
    const rank = view(r.rank);
    for (let j = 0; j < k; j++) this.rank[at + j] = rank.getUint16(j * 2);
    doubles(r.pv, this.pv);
    doubles(r.tv, this.tv);
    ints(r.joined, this.joined, true);
    ints(r.lefts, this.left, false);
    ints(r.rights, this.right, false);
    ints(r.downline, this.downline, false);
    doubles(r.active_until, this.activeUntil);
    // Transaction ids stay far below 2^53.
    const version = view(r.version);
    for (let j = 0; j < k; j++) this.version[at + j] = Number(version.getBigInt64(j * 8));
    const text = (
      s: { bytes: Uint8Array[]; lengths: Int32Array },
      b: Uint8Array,
      l: Uint8Array,
    ) => {
      s.bytes.push(b);
      ints(l, s.lengths, true);
    };
    text(this.strings.username, r.username, r.username_len);
    text(this.strings.firstName, r.first_name, r.first_name_len);
    text(this.strings.lastName, r.last_name, r.last_name_len);
    const last = this.strings.lastName.lengths;
    for (let j = at; j < at + k; j++) {
      this.lastNamePresent[j] = last[j]! >= 0 ? 1 : 0;
      if (last[j]! < 0) last[j] = 0;
    }
    this.n += k;
  }

  private grow(c: number) {
    const more = <T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array>(
      a: T,
    ): T => {
      const b = new (a.constructor as new (n: number) => T)(c);
      b.set(a);
      return b;
    };
    this.id = more(this.id);
    this.parent = more(this.parent);
    this.position = more(this.position);
    this.status = more(this.status);
    this.rank = more(this.rank);
    this.pv = more(this.pv);
    this.tv = more(this.tv);
    this.joined = more(this.joined);
    this.left = more(this.left);
    this.right = more(this.right);
    this.downline = more(this.downline);
    this.activeUntil = more(this.activeUntil);
    this.version = more(this.version);
    this.lastNamePresent = more(this.lastNamePresent);
    for (const s of Object.values(this.strings)) s.lengths = more(s.lengths);
  }

  source(): SnapshotSource {
    const n = this.n;
    const strings = (s: { bytes: Uint8Array[]; lengths: Int32Array }): Strings => {
      const offsets = new Int32Array(n + 1);
      for (let j = 0; j < n; j++) offsets[j + 1] = offsets[j]! + s.lengths[j]!;
      const bytes = new Uint8Array(offsets[n]!);
      let at = 0;
      for (const b of s.bytes) {
        bytes.set(b, at);
        at += b.byteLength;
      }
      return { bytes, offsets };
    };
    return {
      id: this.id.subarray(0, n),
      parent: this.parent.subarray(0, n),
      position: this.position.subarray(0, n),
      status: this.status.subarray(0, n),
      rank: this.rank.subarray(0, n),
      pv: this.pv.subarray(0, n),
      tv: this.tv.subarray(0, n),
      joined: this.joined.subarray(0, n),
      left: this.left.subarray(0, n),
      right: this.right.subarray(0, n),
      downline: this.downline.subarray(0, n),
      activeUntil: this.activeUntil.subarray(0, n),
      version: this.version.subarray(0, n),
      username: strings(this.strings.username),
      firstName: strings(this.strings.firstName),
      lastName: strings(this.strings.lastName),
      lastNamePresent: this.lastNamePresent.subarray(0, n),
    };
  }
}

/**
 * The read's instant, its database snapshot's xmin (the next refresh's watermark) and the
 * database's identity. In a REPEATABLE READ transaction the first query takes the snapshot
 * every later one reads, so this must come first.
 */
async function readHead(q: Queryable): Promise<SnapshotRead & { members: number; max: number }> {
  const [h] = await q.query<{
    us: string;
    xmin: string;
    lineage: string;
    n: number;
    max: number | null;
  }>(
    `SELECT (extract(epoch FROM now()) * 1000000)::int8::text AS us,
            pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
            (SELECT system_identifier::text FROM pg_control_system()) || '-' ||
              (SELECT oid::text FROM pg_database WHERE datname = current_database()) AS lineage,
            (SELECT count(*)::int4 FROM members) AS n,
            (SELECT max(id) FROM members) AS max`,
  );
  const asOfUs = Number(h!.us);
  return {
    asOf: new Date(Math.floor(asOfUs / 1000)),
    asOfUs,
    watermark: Number(h!.xmin),
    lineage: h!.lineage,
    members: h!.n,
    max: h!.max ?? 0,
  };
}

/** Every member, a range of ids at a time. */
async function readAll(
  q: Queryable,
  head: { members: number; max: number },
): Promise<SnapshotSource> {
  const columns = new Columns(head.members);
  for (let from = 1; from <= head.max; from += RANGE) {
    const [raw] = await q.query<Raw>(rangeSql, [from, from + RANGE]);
    if (raw && raw.n > 0) columns.add(raw);
  }
  return columns.source();
}

const readOnly = async (db: Db, tx: Queryable) => {
  if (db.dialect === 'postgres')
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
};

/**
 * Every member's columns as of one instant (the transaction's start, `now()`). PostgreSQL
 * reads them in one REPEATABLE READ snapshot; PGlite's one connection runs the whole read as
 * one transaction too (short at the sizes PGlite serves).
 */
export async function readSnapshotSource(
  db: Db,
): Promise<{ source: SnapshotSource; read: SnapshotRead }> {
  return db.transaction(async (tx) => {
    await readOnly(db, tx);
    const { members, max, ...read } = await readHead(tx);
    return { source: await readAll(tx, { members, max }), read };
  });
}

/**
 * The members changed at or after `watermark` (decision 049), or — when they are more than
 * `fullAbove` of all members, or the database is another one than `lineage` — every member,
 * which is then cheaper to read by id ranges than by the version index.
 */
export async function readSnapshotChanges(
  db: Db,
  since: { watermark: number; lineage: string },
  fullAbove: number,
): Promise<{ source: SnapshotSource; read: SnapshotRead; full: boolean }> {
  return db.transaction(async (tx) => {
    await readOnly(db, tx);
    const { members, max, ...read } = await readHead(tx);
    if (read.lineage === since.lineage) {
      const [c] = await tx.query<{ n: number }>(
        'SELECT count(*)::int4 AS n FROM members WHERE row_version >= $1',
        [since.watermark],
      );
      if (c!.n <= members * fullAbove) {
        const columns = new Columns(c!.n);
        const [raw] = await tx.query<Raw>(changesSql, [since.watermark]);
        if (raw && raw.n > 0) columns.add(raw);
        return { source: columns.source(), read, full: false };
      }
    }
    return { source: await readAll(tx, { members, max }), read, full: true };
  });
}
