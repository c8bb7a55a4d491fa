import {
  Bool,
  DateDay,
  Dictionary,
  Float64,
  Int32,
  RecordBatch,
  Schema,
  Table,
  tableToIPC,
  Uint16,
  Uint32,
  Uint8,
  Utf8,
  vectorFromArray,
  type DataType,
} from 'apache-arrow';
import {
  positionCode,
  streamColumns as col,
  streamMetadata as meta,
} from '../../contract/genealogy-stream';
import type { affiliate } from './affiliate-fixture';

type Member = ReturnType<typeof affiliate>;

/**
 * The genealogy stream's bytes for the session tests, as the server writes them
 * (contract/genealogy-stream.ts): the members in the order given, one record batch of
 * `batchRows` rows at a time; a window's columns and metadata when `window` is given.
 */
export function streamOf(
  members: readonly Member[],
  opts: {
    rootId?: number;
    window?: { maxLevels: number; maxWidth: number };
    parentUsername?: string;
    batchRows?: number;
    /** A column to leave out, as a broken server would. */
    without?: string;
    /** The whole subtree's members when the stream holds fewer (a list of changes). */
    total?: number;
    /** More schema metadata: a snapshot's `version`, `as_of`, `changes_since`… */
    metadata?: Record<string, string>;
  } = {},
): Uint8Array<ArrayBuffer> {
  // One type per string column for every batch: a dictionary's id is part of the schema.
  const [usernameType, firstType, lastType, avatarType] = [0, 1, 2, 3].map(
    (id) => new Dictionary(new Utf8(), new Int32(), id),
  );
  const batches: Table[] = [];
  const size = opts.batchRows ?? Math.max(members.length, 1);
  for (let at = 0; at < Math.max(members.length, 1); at += size) {
    const rows = members.slice(at, at + size);
    const column = (type: DataType, value: (m: Member) => unknown) =>
      vectorFromArray(rows.map(value), type);
    const columns = {
      [col.id]: column(new Uint32(), (m) => m.id),
      [col.parentId]: column(new Uint32(), (m) => m.parent_id),
      [col.position]: column(new Uint8(), (m) => positionCode[m.position ?? 'none']),
      [col.status]: column(new Uint8(), (m) => m.status),
      [col.rankId]: column(new Uint16(), (m) => m.rank_id),
      [col.pv]: column(new Float64(), (m) => m.pv),
      [col.tv]: column(new Float64(), (m) => m.tv),
      [col.joined]: column(new DateDay(), (m) => new Date(m.created_at)),
      [col.leftCount]: column(new Uint32(), (m) => m.left_downline_count),
      [col.rightCount]: column(new Uint32(), (m) => m.right_downline_count),
      [col.downlineCount]: column(new Uint32(), (m) => m.downlines_count),
      [col.active]: column(new Bool(), (m) => m.status === 1),
      [col.username]: column(usernameType!, (m) => m.username),
      [col.firstName]: column(firstType!, (m) => m.first_name),
      [col.lastName]: column(lastType!, (m) => m.last_name),
      ...(opts.window
        ? {
            [col.childCount]: column(new Uint32(), (m) => m.child_count),
            [col.avatar]: column(avatarType!, (m) => m.avatar),
          }
        : {}),
    };
    if (opts.without) delete (columns as Record<string, unknown>)[opts.without];
    batches.push(new Table(columns));
  }
  const metadata = new Map<string, string>([
    [meta.total, String(opts.total ?? members.length)],
    [meta.rootId, String(opts.rootId ?? members[0]?.id ?? 0)],
    [meta.today, '20500'],
    [meta.ranks, '[]'],
  ]);
  if (opts.parentUsername) metadata.set(meta.parentUsername, opts.parentUsername);
  if (opts.window) {
    metadata.set(meta.maxLevels, String(opts.window.maxLevels));
    metadata.set(meta.maxWidth, String(opts.window.maxWidth));
  }
  for (const [k, v] of Object.entries(opts.metadata ?? {})) metadata.set(k, v);
  const schema = new Schema(batches[0]!.schema.fields, metadata);
  const all = batches.flatMap((t) => t.batches.map((b) => new RecordBatch(schema, b.data)));
  return tableToIPC(new Table(schema, all), 'stream') as Uint8Array<ArrayBuffer>;
}
