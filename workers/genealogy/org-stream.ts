import { RecordBatchReader, type Data, type RecordBatch, type Schema } from 'apache-arrow';
import {
  streamColumns as col,
  streamMetadata as meta,
  type StreamRank,
} from '../../contract/genealogy-stream';
import type { OrgTable } from './org-table';

/** What the stream's schema says before any member arrives. */
export interface OrgHeader {
  total: number;
  rootId: number;
  parentUsername: string | null;
  /** The server's day (days since 1970-01-01). */
  today: number;
  ranks: StreamRank[];
  /** A window's limits (issue 32); null for the whole subtree. */
  window: { maxLevels: number; maxWidth: number } | null;
  /**
   * When the server read the figures (ms since 1970), for a stream served from its tree
   * snapshot (decision 048); null when they were read for this stream.
   */
  asOf: number | null;
  /** The snapshot's version (decision 049): what a browser copy asks `since` with; or null. */
  version: string | null;
  /** Present when the stream holds only the members changed since this version. */
  changesSince: string | null;
  /** Why a `since` asked for was answered with the whole subtree; null otherwise. */
  sinceIgnored: string | null;
}

export function headerOf(schema: Schema): OrgHeader {
  const m = schema.metadata;
  const number = (key: string) => {
    const v = Number(m.get(key));
    if (!Number.isInteger(v)) throw new Error(`The genealogy stream has no ${key}.`);
    return v;
  };
  let ranks: StreamRank[] = [];
  try {
    const parsed = JSON.parse(m.get(meta.ranks) ?? '[]') as unknown;
    if (Array.isArray(parsed))
      ranks = parsed.filter(
        (r): r is StreamRank =>
          typeof r === 'object' &&
          r !== null &&
          Number.isInteger((r as StreamRank).id) &&
          typeof (r as StreamRank).name === 'string',
      );
  } catch {
    // No legend names: ranks show by number.
  }
  return {
    total: number(meta.total),
    rootId: number(meta.rootId),
    parentUsername: m.get(meta.parentUsername) ?? null,
    today: number(meta.today),
    ranks,
    window: m.has(meta.maxLevels)
      ? { maxLevels: number(meta.maxLevels), maxWidth: number(meta.maxWidth) }
      : null,
    asOf: instantOf(m.get(meta.asOf)),
    version: m.get(meta.version) ?? null,
    changesSince: m.get(meta.changesSince) ?? null,
    sinceIgnored: m.get(meta.sinceIgnored) ?? null,
  };
}

/** An ISO instant of the metadata, or null when absent or unreadable (the figures read live). */
function instantOf(raw: string | undefined): number | null {
  if (!raw) return null;
  const at = Date.parse(raw);
  return Number.isFinite(at) ? at : null;
}

const isSet = (bits: Uint8Array, i: number) => (bits[i >> 3]! & (1 << (i & 7))) !== 0;

/** The single chunk of a column of a batch read from IPC, or a clear error. */
function column(batch: RecordBatch, name: string): Data {
  const v = batch.getChild(name);
  if (!v || v.data.length !== 1) throw new Error(`The genealogy stream has no ${name} column.`);
  return v.data[0]!;
}

/** Is row i of a column present (not null)? */
const present = (d: Data, i: number) =>
  d.nullCount === 0 || !d.nullBitmap || d.nullBitmap.length === 0
    ? true
    : isSet(d.nullBitmap, d.offset + i);

/** The UTF-8 bytes of dictionary entry k. */
function dictionaryBytes(d: Data): (k: number) => Uint8Array {
  const dict = d.dictionary!.data[0]!;
  const offsets = dict.valueOffsets as Int32Array;
  const bytes = dict.values as Uint8Array;
  return (k) => bytes.subarray(offsets[dict.offset + k]!, offsets[dict.offset + k + 1]!);
}

const utf8 = new TextDecoder();

type Fixed = Uint8Array | Uint16Array | Int32Array | Uint32Array | Float64Array;

/** A fixed-width column's values from the batch's first row (bit-packed Bool excluded). */
const valuesOf = <T extends Fixed>(d: Data, n: number): T =>
  (d.values as T).subarray(d.offset, d.offset + n) as T;

/** A column the stream may leave out (a window's own, issue 32), or null. */
function optionalColumn(batch: RecordBatch, name: string): Data | null {
  return batch.getChild(name) ? column(batch, name) : null;
}

/**
 * Appends one record batch to the table. Parents must have come before their children. A
 * member already in the table (an expanded window read over the tree loaded before) takes the
 * batch's figures and keeps its place: its row, parent and leg stay, so the rows below it and
 * the window's root stay where the member saw them.
 */
export function appendBatch(table: OrgTable, batch: RecordBatch) {
  const n = batch.numRows;
  const fixed = <T extends Fixed>(name: string) => valuesOf<T>(column(batch, name), n);
  const parent = column(batch, col.parentId);
  const rank = column(batch, col.rankId);
  const active = column(batch, col.active);
  const username = column(batch, col.username);
  const first = column(batch, col.firstName);
  const last = column(batch, col.lastName);
  const childCount = optionalColumn(batch, col.childCount);
  const avatar = optionalColumn(batch, col.avatar);
  const ids = fixed<Uint32Array>(col.id);
  // A list of changes mostly names members the table has: room only for the new ones, so
  // a copy's columns cut to its rows are not doubled for a few changed figures.
  if (!table.fits(n)) {
    let fresh = 0;
    for (let i = 0; i < n; i++) if (table.rowOf(ids[i]!) === -1) fresh++;
    table.reserve(fresh);
  }
  const parents = valuesOf<Uint32Array>(parent, n);
  const position = fixed<Uint8Array>(col.position);
  const status = fixed<Uint8Array>(col.status);
  const ranks = valuesOf<Uint16Array>(rank, n);
  const pv = fixed<Float64Array>(col.pv);
  const tv = fixed<Float64Array>(col.tv);
  const joined = fixed<Int32Array>(col.joined);
  const left = fixed<Uint32Array>(col.leftCount);
  const right = fixed<Uint32Array>(col.rightCount);
  const downline = fixed<Uint32Array>(col.downlineCount);
  const children = childCount ? valuesOf<Uint32Array>(childCount, n) : null;
  const activeBits = active.values as Uint8Array;
  const usernames = valuesOf<Int32Array>(username, n);
  const firsts = valuesOf<Int32Array>(first, n);
  const lasts = valuesOf<Int32Array>(last, n);
  const avatars = avatar ? valuesOf<Int32Array>(avatar, n) : null;
  const usernameOf = dictionaryBytes(username);
  // Names: few distinct ones per batch, each turned into a string once.
  const nameCodes = (d: Data) => {
    const bytesOf = dictionaryBytes(d);
    const size = d.dictionary!.length;
    const codes = new Int32Array(size);
    for (let k = 0; k < size; k++) codes[k] = table.nameCode(utf8.decode(bytesOf(k)));
    return codes;
  };
  const firstCodes = nameCodes(first);
  const lastCodes = nameCodes(last);
  const avatarCodes = avatar ? nameCodes(avatar) : null;

  for (let i = 0; i < n; i++) {
    const memberId = ids[i]!;
    let r = table.rowOf(memberId);
    if (r === -1) {
      r = table.length;
      let p = -1;
      if (r > 0) {
        p = present(parent, i) ? table.rowOf(parents[i]!) : -1;
        if (p === -1) throw new Error(`Member ${memberId} came before its parent in the stream.`);
      }
      table.id[r] = memberId;
      table.parentRow[r] = p;
      table.depth[r] = p === -1 ? 0 : table.depth[p]! + 1;
      table.leg[r] = position[i]!;
      table.appendUsername(r, usernameOf(usernames[i]!));
      table.indexRow(memberId, r);
      table.length++;
    }
    table.status[r] = status[i]!;
    table.rank[r] = present(rank, i) ? ranks[i]! : 0;
    table.pv[r] = pv[i]!;
    table.tv[r] = tv[i]!;
    table.joined[r] = joined[i]!;
    table.leftCount[r] = left[i]!;
    table.rightCount[r] = right[i]!;
    table.downlineCount[r] = downline[i]!;
    table.active[r] = isSet(activeBits, active.offset + i) ? 1 : 0;
    table.firstName[r] = firstCodes[firsts[i]!]!;
    table.lastName[r] = present(last, i) ? lastCodes[lasts[i]!]! : -1;
    table.childCount[r] = children ? children[i]! : -1;
    table.avatar[r] = avatars && present(avatar!, i) ? avatarCodes![avatars[i]!]! : -1;
  }
}

/**
 * True when every member of the batch already in the table keeps its place there: the same
 * parent (the table's root apart, whose parent is outside it), leg and username. A list of
 * changes applied with `appendBatch` only updates figures in place; a member that moved or
 * was renamed needs the table read again (decision 050).
 */
export function keepsPlaces(table: OrgTable, batch: RecordBatch): boolean {
  const n = batch.numRows;
  const parent = column(batch, col.parentId);
  const username = column(batch, col.username);
  const ids = valuesOf<Uint32Array>(column(batch, col.id), n);
  const parents = valuesOf<Uint32Array>(parent, n);
  const position = valuesOf<Uint8Array>(column(batch, col.position), n);
  const usernames = valuesOf<Int32Array>(username, n);
  const usernameOf = dictionaryBytes(username);
  for (let i = 0; i < n; i++) {
    const r = table.rowOf(ids[i]!);
    if (r === -1) continue;
    if (r !== 0) {
      const p = present(parent, i) ? table.rowOf(parents[i]!) : -1;
      if (p !== table.parentRow[r]) return false;
    }
    if (position[i] !== table.leg[r]) return false;
    const bytes = usernameOf(usernames[i]!);
    const start = table.usernameStart[r]!;
    if (bytes.length !== table.usernameStart[r + 1]! - start) return false;
    for (let k = 0; k < bytes.length; k++) if (bytes[k] !== table.heap[start + k]) return false;
  }
  return true;
}

/** An Arrow IPC stream opened: its header, and its record batches as they arrive. */
export interface OpenedStream {
  header: OrgHeader;
  batches: AsyncIterable<RecordBatch>;
}

export async function openOrgStream(body: ReadableStream<Uint8Array>): Promise<OpenedStream> {
  const reader = await RecordBatchReader.from(body);
  await reader.open();
  return { header: headerOf(reader.schema), batches: reader };
}

/**
 * Reads an Arrow IPC stream batch by batch as the bytes arrive (never the whole answer at
 * once) into `table`, calling `onBatch` after each batch with the header.
 */
export async function readOrgStream(
  body: ReadableStream<Uint8Array>,
  table: OrgTable,
  onBatch: (header: OrgHeader) => void | Promise<void>,
): Promise<OrgHeader> {
  return readOpened(await openOrgStream(body), table, onBatch);
}

/** `readOrgStream` of a stream already opened (its header read). */
export async function readOpened(
  { header, batches }: OpenedStream,
  table: OrgTable,
  onBatch: (header: OrgHeader) => void | Promise<void>,
): Promise<OrgHeader> {
  await onBatch(header);
  for await (const batch of batches) {
    if (batch.numRows === 0) continue;
    appendBatch(table, batch);
    await onBatch(header);
  }
  return header;
}
