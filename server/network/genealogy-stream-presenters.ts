import {
  AsyncByteQueue,
  Bool,
  DateDay,
  Dictionary,
  Field,
  Float64,
  Int32,
  makeData,
  makeVector,
  RecordBatch,
  RecordBatchStreamWriter,
  Schema,
  Struct,
  Uint16,
  Uint32,
  Uint8,
  Utf8,
  vectorFromArray,
  type Data,
  type DataType,
} from 'apache-arrow';
import {
  positionCode,
  streamColumns as c,
  streamMetadata as meta,
} from '../../contract/genealogy-stream';
import type { StreamMember } from './genealogy-stream-service';
import type {
  CodedStrings,
  Slice,
  SnapshotChunk,
  StreamChunk,
  TreeSnapshot,
} from './genealogy-snapshot';
import { versionMetadata, type StreamVersion } from './genealogy-version';

/**
 * The whole-organisation stream's wire format (decision 020): members → Arrow IPC record
 * batches, one per chunk read, each written out as soon as it is built. Strings are
 * dictionary-encoded with one replacement dictionary per batch, so nothing here grows with
 * the subtree: a delta dictionary would keep every username of a million members alive.
 */

const dictionary = (id: number) => new Dictionary(new Utf8(), new Int32(), id);

const fields = [
  new Field(c.id, new Uint32(), false),
  new Field(c.parentId, new Uint32(), true),
  new Field(c.position, new Uint8(), false),
  new Field(c.status, new Uint8(), false),
  new Field(c.rankId, new Uint16(), true),
  new Field(c.pv, new Float64(), false),
  new Field(c.tv, new Float64(), false),
  new Field(c.joined, new DateDay(), false),
  new Field(c.leftCount, new Uint32(), false),
  new Field(c.rightCount, new Uint32(), false),
  new Field(c.downlineCount, new Uint32(), false),
  new Field(c.active, new Bool(), false),
  new Field(c.username, dictionary(0), false),
  new Field(c.firstName, dictionary(1), false),
  new Field(c.lastName, dictionary(2), true),
];

/** A window's fields: the stream's, then what the four-level view shows besides (issue 32). */
const windowFields = [
  ...fields,
  new Field(c.childCount, new Uint32(), false),
  new Field(c.avatar, dictionary(3), true),
];

export type StreamHeader = {
  rootId: number;
  parentUsername: string | null;
  total: number;
  today: number;
  ranks: { id: number; name: string }[];
  /** A window's limits (issue 32); absent for the whole subtree. */
  window?: { maxLevels: number; maxWidth: number };
  /** When the figures were read, for a stream served from the tree snapshot; else live. */
  asOf: Date | null;
  /** The snapshot's version, and whether the stream holds only changes (decision 049). */
  version?: StreamVersion;
};

function streamSchema(h: StreamHeader): Schema {
  const metadata = new Map<string, string>([
    [meta.total, String(h.total)],
    [meta.rootId, String(h.rootId)],
    [meta.today, String(h.today)],
    [meta.ranks, JSON.stringify(h.ranks.map((r) => ({ id: r.id, name: r.name })))],
  ]);
  if (h.parentUsername !== null) metadata.set(meta.parentUsername, h.parentUsername);
  if (h.window) {
    metadata.set(meta.maxLevels, String(h.window.maxLevels));
    metadata.set(meta.maxWidth, String(h.window.maxWidth));
  }
  if (h.asOf !== null) metadata.set(meta.asOf, h.asOf.toISOString());
  for (const [k, v] of h.version ? versionMetadata(h.version) : []) metadata.set(k, v);
  return new Schema(h.window ? windowFields : fields, metadata);
}

/** A validity bitmap (bit set = value present), or null when every value is present. */
function validity(n: number, present: (i: number) => boolean): [Uint8Array | null, number] {
  let nulls = 0;
  const bits = new Uint8Array((n + 7) >> 3);
  for (let i = 0; i < n; i++) {
    if (present(i)) bits[i >> 3]! |= 1 << (i & 7);
    else nulls++;
  }
  return nulls === 0 ? [null, 0] : [bits, nulls];
}

function strings(
  type: Dictionary<Utf8, Int32>,
  values: readonly (string | null)[],
): Data<Dictionary<Utf8, Int32>> {
  const n = values.length;
  const codes = new Int32Array(n);
  const seen = new Map<string, number>();
  const words: string[] = [];
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (v === null || v === undefined) continue;
    let code = seen.get(v);
    if (code === undefined) {
      code = words.push(v) - 1;
      seen.set(v, code);
    }
    codes[i] = code;
  }
  const [nullBitmap, nullCount] = validity(n, (i) => values[i] !== null);
  return makeData({
    type,
    length: n,
    nullCount,
    nullBitmap,
    data: codes,
    dictionary: vectorFromArray(words, new Utf8()),
  });
}

function toRecordBatch(schema: Schema, rows: readonly StreamMember[]): RecordBatch {
  const n = rows.length;
  const id = new Uint32Array(n);
  const parent = new Uint32Array(n);
  const position = new Uint8Array(n);
  const status = new Uint8Array(n);
  const rank = new Uint16Array(n);
  const pv = new Float64Array(n);
  const tv = new Float64Array(n);
  const joined = new Int32Array(n);
  const left = new Uint32Array(n);
  const right = new Uint32Array(n);
  const downline = new Uint32Array(n);
  const active = new Uint8Array((n + 7) >> 3);
  for (let i = 0; i < n; i++) {
    const m = rows[i]!;
    id[i] = m.id;
    parent[i] = m.parentId ?? 0;
    position[i] = m.position === null ? positionCode.none : positionCode[m.position];
    status[i] = m.status;
    rank[i] = m.rankId ?? 0;
    pv[i] = m.pv;
    tv[i] = m.tv;
    joined[i] = m.joinedDay;
    left[i] = m.leftCount;
    right[i] = m.rightCount;
    downline[i] = m.downlineCount;
    if (m.active) active[i >> 3]! |= 1 << (i & 7);
  }
  const [parentBits, parentNulls] = validity(n, (i) => rows[i]!.parentId !== null);
  const [rankBits, rankNulls] = validity(n, (i) => rows[i]!.rankId !== null);
  const type = (k: number) => schema.fields[k]!.type as DataType;
  const plain = (k: number, data: ArrayLike<number>) =>
    makeData({ type: type(k) as Uint32, length: n, data: data as Uint32Array });
  const children = [
    plain(0, id),
    makeData({
      type: type(1) as Uint32,
      length: n,
      nullCount: parentNulls,
      nullBitmap: parentBits,
      data: parent,
    }),
    plain(2, position),
    plain(3, status),
    makeData({
      type: type(4) as Uint16,
      length: n,
      nullCount: rankNulls,
      nullBitmap: rankBits,
      data: rank,
    }),
    makeData({ type: type(5) as Float64, length: n, data: pv }),
    makeData({ type: type(6) as Float64, length: n, data: tv }),
    makeData({ type: type(7) as DateDay, length: n, data: joined }),
    plain(8, left),
    plain(9, right),
    plain(10, downline),
    makeData({ type: type(11) as Bool, length: n, data: active }),
    strings(
      type(12) as Dictionary<Utf8, Int32>,
      rows.map((m) => m.username),
    ),
    strings(
      type(13) as Dictionary<Utf8, Int32>,
      rows.map((m) => m.firstName),
    ),
    strings(
      type(14) as Dictionary<Utf8, Int32>,
      rows.map((m) => m.lastName),
    ),
  ];
  if (schema.fields.length === windowFields.length) {
    const childCount = new Uint32Array(n);
    for (let i = 0; i < n; i++) childCount[i] = rows[i]!.childCount ?? 0;
    children.push(
      plain(15, childCount),
      strings(
        type(16) as Dictionary<Utf8, Int32>,
        rows.map((m) => m.avatar ?? null),
      ),
    );
  }
  return new RecordBatch(
    schema,
    makeData({ type: new Struct(schema.fields), length: n, nullCount: 0, children }),
  );
}

/** The slices' rows of one column, copied one after another. */
function gathered<T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array>(
  column: T,
  slices: readonly Slice[],
  n: number,
): T {
  const out = new (column.constructor as new (n: number) => T)(n);
  let at = 0;
  for (const s of slices) {
    out.set(column.subarray(s.from, s.to), at);
    at += s.to - s.from;
  }
  return out;
}

/** The slices' usernames: unique, so the dictionary is the slices' bytes and codes count up. */
function uniqueStrings(
  type: Dictionary<Utf8, Int32>,
  { bytes, offsets }: TreeSnapshot['username'],
  slices: readonly Slice[],
  n: number,
): Data<Dictionary<Utf8, Int32>> {
  const valueOffsets = new Int32Array(n + 1);
  let size = 0;
  for (const s of slices) size += offsets[s.to]! - offsets[s.from]!;
  const data = new Uint8Array(size);
  let row = 0;
  let at = 0;
  for (const s of slices) {
    const base = offsets[s.from]! - at;
    for (let r = s.from; r < s.to; r++) valueOffsets[++row] = offsets[r + 1]! - base;
    data.set(bytes.subarray(offsets[s.from]!, offsets[s.to]!), at);
    at += offsets[s.to]! - offsets[s.from]!;
  }
  const codes = new Int32Array(n);
  for (let i = 0; i < n; i++) codes[i] = i;
  return makeData({
    type,
    length: n,
    nullCount: 0,
    data: codes,
    dictionary: makeVector(
      makeData({ type: new Utf8(), length: n, nullCount: 0, valueOffsets, data }),
    ),
  });
}

/** The slices' coded names as a dictionary of the names the batch uses, each once. */
function codedStrings(
  type: Dictionary<Utf8, Int32>,
  column: CodedStrings,
  slices: readonly Slice[],
  n: number,
  local: Int32Array,
): Data<Dictionary<Utf8, Int32>> {
  const codes = new Int32Array(n);
  const used: number[] = [];
  const bits = new Uint8Array((n + 7) >> 3);
  let nulls = 0;
  let i = 0;
  for (const s of slices)
    for (let r = s.from; r < s.to; r++, i++) {
      const g = column.codes[r]!;
      if (g < 0) {
        nulls++;
        continue;
      }
      bits[i >> 3]! |= 1 << (i & 7);
      let l = local[g]!;
      if (l < 0) {
        l = used.push(g) - 1;
        local[g] = l;
      }
      codes[i] = l;
    }
  const { bytes, offsets } = column.values;
  const valueOffsets = new Int32Array(used.length + 1);
  for (let k = 0; k < used.length; k++)
    valueOffsets[k + 1] = valueOffsets[k]! + offsets[used[k]! + 1]! - offsets[used[k]!]!;
  const data = new Uint8Array(valueOffsets[used.length]!);
  for (let k = 0; k < used.length; k++) {
    const g = used[k]!;
    data.set(bytes.subarray(offsets[g]!, offsets[g + 1]!), valueOffsets[k]!);
    // Reset for the next batch: only the entries this batch touched.
    local[g] = -1;
  }
  return makeData({
    type,
    length: n,
    nullCount: nulls,
    nullBitmap: nulls === 0 ? null : bits,
    data: codes,
    dictionary: makeVector(
      makeData({ type: new Utf8(), length: used.length, nullCount: 0, valueOffsets, data }),
    ),
  });
}

/** Scratch maps from a name's code in the snapshot to its code in the batch (-1: not yet). */
const scratch = new WeakMap<CodedStrings, Int32Array>();
const localCodes = (column: CodedStrings) => {
  let local = scratch.get(column);
  if (!local) {
    local = new Int32Array(column.values.offsets.length - 1).fill(-1);
    scratch.set(column, local);
  }
  return local;
};

/**
 * A record batch of snapshot rows: copies of the slices' column ranges, no per-member
 * objects. Null parents and ranks are stored as 0 (ids start at 1).
 */
function snapshotBatch(schema: Schema, { snapshot: t, slices }: SnapshotChunk): RecordBatch {
  let n = 0;
  for (const s of slices) n += s.to - s.from;
  const type = (k: number) => schema.fields[k]!.type as DataType;
  const nullable = <T extends Uint16Array | Uint32Array>(k: number, values: T) => {
    const [bits, nulls] = validity(n, (i) => values[i] !== 0);
    return makeData({
      type: type(k) as Uint32,
      length: n,
      nullCount: nulls,
      nullBitmap: bits,
      data: values as unknown as Uint32Array,
    });
  };
  const activeBytes = gathered(t.active, slices, n);
  const active = new Uint8Array((n + 7) >> 3);
  for (let i = 0; i < n; i++) if (activeBytes[i]) active[i >> 3]! |= 1 << (i & 7);
  const plain = (k: number, data: ArrayLike<number>) =>
    makeData({ type: type(k) as Uint32, length: n, data: data as Uint32Array });
  const children = [
    plain(0, gathered(t.id, slices, n)),
    nullable(1, gathered(t.parent, slices, n)),
    plain(2, gathered(t.position, slices, n)),
    plain(3, gathered(t.status, slices, n)),
    nullable(4, gathered(t.rank, slices, n)),
    makeData({ type: type(5) as Float64, length: n, data: gathered(t.pv, slices, n) }),
    makeData({ type: type(6) as Float64, length: n, data: gathered(t.tv, slices, n) }),
    makeData({ type: type(7) as DateDay, length: n, data: gathered(t.joined, slices, n) }),
    plain(8, gathered(t.left, slices, n)),
    plain(9, gathered(t.right, slices, n)),
    plain(10, gathered(t.downline, slices, n)),
    makeData({ type: type(11) as Bool, length: n, data: active }),
    uniqueStrings(type(12) as Dictionary<Utf8, Int32>, t.username, slices, n),
    codedStrings(
      type(13) as Dictionary<Utf8, Int32>,
      t.firstName,
      slices,
      n,
      localCodes(t.firstName),
    ),
    codedStrings(
      type(14) as Dictionary<Utf8, Int32>,
      t.lastName,
      slices,
      n,
      localCodes(t.lastName),
    ),
  ];
  return new RecordBatch(
    schema,
    makeData({ type: new Struct(schema.fields), length: n, nullCount: 0, children }),
  );
}

/** Collects what the Arrow writer writes, to be taken a batch at a time. */
class Collector extends AsyncByteQueue {
  private chunks: Uint8Array[] = [];
  override write(value: ArrayBufferView | ArrayBuffer) {
    const bytes = ArrayBuffer.isView(value)
      ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
      : new Uint8Array(value);
    // The writer hands over views of the batch's own arrays; take() copies them out.
    if (bytes.byteLength > 0) this.chunks.push(bytes);
  }
  take(): Buffer {
    const out = Buffer.concat(this.chunks);
    this.chunks = [];
    return out;
  }
}

/**
 * The IPC stream of a member source: the schema message first (so the reader knows the total
 * at once), then a record batch per chunk, then the end-of-stream marker. Stopping the
 * iteration stops the source.
 */
export async function* arrowStream(
  header: StreamHeader,
  chunks: AsyncIterable<StreamChunk>,
): AsyncGenerator<Buffer, void, undefined> {
  const schema = streamSchema(header);
  const sink = new Collector();
  const writer = new RecordBatchStreamWriter();
  writer.reset(sink, schema);
  yield sink.take();
  for await (const rows of chunks) {
    writer.write(
      Array.isArray(rows)
        ? toRecordBatch(schema, rows as readonly StreamMember[])
        : snapshotBatch(schema, rows as SnapshotChunk),
    );
    yield sink.take();
  }
  writer.finish();
  const rest = sink.take();
  if (rest.byteLength > 0) yield rest;
}
