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
  };
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

/** Appends one record batch to the table. Parents must have come before their children. */
export function appendBatch(table: OrgTable, batch: RecordBatch) {
  const n = batch.numRows;
  table.reserve(n);
  const id = column(batch, col.id);
  const parent = column(batch, col.parentId);
  const values = <T>(d: Data) => d.values as T;
  const ids = values<Uint32Array>(id);
  const parents = values<Uint32Array>(parent);
  const position = column(batch, col.position);
  const status = column(batch, col.status);
  const rank = column(batch, col.rankId);
  const pv = column(batch, col.pv);
  const tv = column(batch, col.tv);
  const joined = column(batch, col.joined);
  const left = column(batch, col.leftCount);
  const right = column(batch, col.rightCount);
  const downline = column(batch, col.downlineCount);
  const active = column(batch, col.active);
  const username = column(batch, col.username);
  const first = column(batch, col.firstName);
  const last = column(batch, col.lastName);
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

  for (let i = 0; i < n; i++) {
    const r = table.length;
    const memberId = ids[id.offset + i]!;
    table.id[r] = memberId;
    let p = -1;
    if (r > 0) {
      p = present(parent, i) ? table.rowOf(parents[parent.offset + i]!) : -1;
      if (p === -1) throw new Error(`Member ${memberId} came before its parent in the stream.`);
    }
    table.parentRow[r] = p;
    table.depth[r] = p === -1 ? 0 : table.depth[p]! + 1;
    table.leg[r] = values<Uint8Array>(position)[position.offset + i]!;
    table.status[r] = values<Uint8Array>(status)[status.offset + i]!;
    table.rank[r] = present(rank, i) ? values<Uint16Array>(rank)[rank.offset + i]! : 0;
    table.pv[r] = values<Float64Array>(pv)[pv.offset + i]!;
    table.tv[r] = values<Float64Array>(tv)[tv.offset + i]!;
    table.joined[r] = values<Int32Array>(joined)[joined.offset + i]!;
    table.leftCount[r] = values<Uint32Array>(left)[left.offset + i]!;
    table.rightCount[r] = values<Uint32Array>(right)[right.offset + i]!;
    table.downlineCount[r] = values<Uint32Array>(downline)[downline.offset + i]!;
    table.active[r] = isSet(values<Uint8Array>(active), active.offset + i) ? 1 : 0;
    table.appendUsername(r, usernameOf(values<Int32Array>(username)[username.offset + i]!));
    table.firstName[r] = firstCodes[values<Int32Array>(first)[first.offset + i]!]!;
    table.lastName[r] = present(last, i)
      ? lastCodes[values<Int32Array>(last)[last.offset + i]!]!
      : -1;
    table.indexRow(memberId, r);
    table.length++;
  }
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
  const reader = await RecordBatchReader.from(body);
  await reader.open();
  const header = headerOf(reader.schema);
  await onBatch(header);
  for await (const batch of reader) {
    if (batch.numRows === 0) continue;
    appendBatch(table, batch);
    await onBatch(header);
  }
  return header;
}
