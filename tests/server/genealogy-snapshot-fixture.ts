import { gunzipSync } from 'node:zlib';
import { tableFromIPC, type Table } from 'apache-arrow';
import { expect } from 'vitest';
import {
  positionCode,
  streamColumns as col,
  streamMetadata as meta,
} from '../../contract/genealogy-stream';
import type { Db, Queryable } from '../../server/db/connection';
import type { StreamRow } from '../../server/network/genealogy-stream-repo';
import { reverseOrder } from '../../server/sales/reverse-order-service';
import type { TestApp } from './app-fixture';
import { buy, place } from './engine-fixture';

/** One member as the stream carries it, comparable with the same read from SQL. */
export type Wire = {
  id: number;
  parent: number | null;
  position: number;
  status: number;
  rank: number | null;
  pv: number;
  tv: number;
  joined: number;
  counts: [number, number, number];
  active: boolean;
  names: [string, string, string | null];
};

export function wireMembers(table: Table): Wire[] {
  const get = (name: string, i: number) => table.getChild(name)!.get(i) as unknown;
  return Array.from({ length: table.numRows }, (_, i) => ({
    id: Number(get(col.id, i)),
    parent: get(col.parentId, i) === null ? null : Number(get(col.parentId, i)),
    position: get(col.position, i) as number,
    status: get(col.status, i) as number,
    rank: get(col.rankId, i) as number | null,
    pv: get(col.pv, i) as number,
    tv: get(col.tv, i) as number,
    joined: (get(col.joined, i) as number) / 86_400_000,
    counts: [
      get(col.leftCount, i) as number,
      get(col.rightCount, i) as number,
      get(col.downlineCount, i) as number,
    ],
    active: get(col.active, i) as boolean,
    names: [
      get(col.username, i) as string,
      get(col.firstName, i) as string,
      get(col.lastName, i) as string | null,
    ],
  }));
}

/** A fresh read of a subtree, straight from the members table, in tree order. */
export async function readSubtreeSql(db: Queryable, path: string): Promise<Wire[]> {
  const rows = await db.query<StreamRow>(
    `SELECT id, parent_id, position, status, rank_id, pv::float8 AS pv, tv::float8 AS tv,
            (joined_at AT TIME ZONE 'UTC')::date - DATE '1970-01-01' AS joined,
            left_count, right_count, downline_count,
            (status = 1 AND active_until IS NOT NULL AND active_until > now()) AS active,
            username, first_name, last_name
       FROM members WHERE path >= $1 AND path < $1 || '~' ORDER BY depth, path`,
    [path],
  );
  return rows.map((r) => ({
    id: r.id,
    parent: r.parent_id,
    position: r.position === null ? positionCode.none : positionCode[r.position],
    status: r.status,
    rank: r.rank_id,
    pv: r.pv,
    tv: r.tv,
    joined: Number(r.joined),
    counts: [r.left_count, r.right_count, r.downline_count],
    active: r.active,
    names: [r.username, r.first_name, r.last_name],
  }));
}

/** The caller's whole-subtree stream (with `query`), decoded, and its schema metadata. */
export async function streamOf(t: Pick<TestApp, 'call'>, token: string, query = '') {
  const res = await t.call({
    method: 'GET',
    url: `/api/network/genealogy_stream${query}`,
    token,
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const table = tableFromIPC(gunzipSync(res.rawPayload));
  const m = table.schema.metadata;
  return {
    table,
    members: wireMembers(table),
    asOf: m.get(meta.asOf),
    version: m.get(meta.version),
    changesSince: m.get(meta.changesSince),
    changedMembers: m.get(meta.changedMembers),
    sinceIgnored: m.get(meta.sinceIgnored),
    total: Number(m.get(meta.total)),
  };
}

/**
 * A signup below `parent` whose joining order (100 BV, 50 CV packages) is then cancelled:
 * its volume goes up the tree and comes off again. Answers the member's id.
 */
export async function cancelledSignup(
  db: Db,
  username: string,
  parent: number,
  packageId: number,
): Promise<number> {
  const member = await place(db, username, parent);
  const at = new Date();
  const order = await buy(db, member, packageId, at);
  const [{ path } = { path: '' }] = await db.query<{ path: string }>(
    'SELECT path FROM members WHERE id = $1',
    [member],
  );
  await db.transaction((tx) =>
    reverseOrder(tx, {
      orderId: order,
      invoiceNo: `INV-${String(order).padStart(6, '0')}`,
      reason: 'sale_cancelled',
      buyerId: member,
      buyerPath: path,
      bv: '100.00',
      cv: '50.00',
      at,
    }),
  );
  return member;
}
