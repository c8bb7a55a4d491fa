// Genealogy payloads for the bench, from the same generators the layout tests use: in the
// shape of GET /api/network/genealogy for the peer, and as the Arrow stream the explorer reads
// (GET /api/network/genealogy_stream, written by the server's own writer) for ours. 'tree'
// JSON fixtures carry the fields the layout reads (id, parent_id, position, status,
// child_count, username); 'full' ones every one of the 27 §3 flat-node fields, about four
// times the bytes, as the server sends them. The stream has its one set of columns.
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { GenealogyAffiliateWire } from '../../contract/network';
import { arrowStream } from '../../server/network/genealogy-stream-presenters';
import type { StreamMember } from '../../server/network/genealogy-stream';
import { binaryTree, unilevelTree, type GeneratedNode } from '../../workers/genealogy/generate';

export type Shape = 'binary' | 'unilevel';
export type Fields = 'tree' | 'full';

export const fixtureName = (shape: Shape, n: number, fields: Fields = 'tree') =>
  `${shape}-${n}${fields === 'full' ? '-full' : ''}.json`;

/** The stream fixture beside a JSON one: what our page reads. */
export const streamFixtureOf = (jsonName: string) => jsonName.replace(/\.json$/, '.arrow');

/**
 * Writes the fixture and its stream unless they exist already (they are deterministic);
 * returns the JSON one's size.
 */
export async function ensureFixture(
  dir: string,
  shape: Shape,
  n: number,
  fields: Fields = 'tree',
): Promise<number> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, fixtureName(shape, n, fields));
  const stream = path.join(dir, streamFixtureOf(fixtureName(shape, n, fields)));
  const [existing, streamed] = await Promise.all(
    [file, stream].map((f) => stat(f).catch(() => null)),
  );
  if (existing && streamed) return existing.size;
  const nodes = shape === 'binary' ? binaryTree(n, 42) : unilevelTree(n, 42, 1);
  await writePayload(file, fields === 'full' ? nodes.map(fullNode) : nodes);
  await writeStream(stream, nodes);
  return (await stat(file)).size;
}

/** The analysis bench's stream: the tree fixture's shape with varied figures and names. */
export const analysisFixtureName = (shape: Shape, n: number) => `${shape}-${n}-analysis.arrow`;

/** The company's ranks in the analysis fixture, in rank order (ids not in id order). */
const analysisRanks = [7, 3, 9, 4, 12, 15, 2, 8].map((id, i) => ({ id, name: `Rank ${i + 1}` }));

/**
 * Writes the analysis bench's stream unless it exists: the same tree as the tree fixture,
 * with what colouring, filtering, searching and the statistics read varied the way a company
 * varies (60% without a rank, 40% without PV, half active, joined over two years, first and
 * last names from a thousand each), deterministic per member. The tree fixture's stream
 * keeps its plain figures, so the first-paint figures stay comparable with earlier runs.
 * Returns its size.
 */
export async function ensureAnalysisFixture(dir: string, shape: Shape, n: number) {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, analysisFixtureName(shape, n));
  const existing = await stat(file).catch(() => null);
  if (existing) return existing.size;
  const nodes = shape === 'binary' ? binaryTree(n, 42) : unilevelTree(n, 42, 1);
  await writeStream(file, nodes, analysisRanks, (d, m) => {
    const h = Math.imul(d.id, 2654435761) >>> 0;
    m.rankId = h % 10 < 6 ? null : analysisRanks[(h >>> 4) % analysisRanks.length]!.id;
    m.pv = (h >>> 8) % 10 < 4 ? 0 : ((h >>> 12) % 50_000) / 100;
    m.tv = ((h >>> 3) % 1_000_000) / 100;
    m.joinedDay = 20_000 - ((h >>> 5) % 730);
    m.active = d.status === 1 && (h >>> 9) % 2 === 0;
    m.firstName = `First${(h >>> 7) % 997}`;
    m.lastName = (h >>> 11) % 11 === 0 ? null : `Last${(h >>> 13) % 1009}`;
  });
  return (await stat(file)).size;
}

/** The members in stream order (level by level from the root) through the server's writer. */
async function writeStream(
  file: string,
  nodes: readonly GeneratedNode[],
  ranks: { id: number; name: string }[] = [],
  vary: (d: GeneratedNode, m: StreamMember) => void = () => undefined,
) {
  const byId = new Map(nodes.map((d, i) => [d.id, i]));
  const children: number[][] = nodes.map(() => []);
  let root = -1;
  nodes.forEach((d, i) => {
    if (d.parent_id === null) root = i;
    else children[byId.get(d.parent_id)!]!.push(i);
  });
  const order = [root];
  for (let q = 0; q < order.length; q++) order.push(...children[order[q]!]!);
  const member = (d: GeneratedNode): StreamMember => {
    const m: StreamMember = {
      id: d.id,
      parentId: d.parent_id,
      position: d.position,
      status: d.status,
      rankId: null,
      pv: 0,
      tv: 0,
      joinedDay: 20_000,
      leftCount: 0,
      rightCount: 0,
      downlineCount: 0,
      active: d.status === 1,
      username: d.username,
      firstName: d.username,
      lastName: null,
    };
    vary(d, m);
    return m;
  };
  async function* chunks() {
    for (let at = 0, size = 1024; at < order.length; at += size, size = 8192)
      yield order.slice(at, at + size).map((i) => member(nodes[i]!));
  }
  const header = {
    rootId: nodes[root]!.id,
    parentUsername: null,
    total: nodes.length,
    today: 20_000,
    ranks,
    asOf: null,
  };
  const parts: Buffer[] = [];
  for await (const part of arrowStream(header, chunks())) parts.push(part);
  await writeFile(file, Buffer.concat(parts));
}

const ranks = ['Associate', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'];
const packages = ['Starter', 'Business', 'Executive', null];

/** Every §3 flat-node field, with values that vary like a real company's. */
function fullNode(d: GeneratedNode): GenealogyAffiliateWire {
  const k = d.id;
  const rank = k % ranks.length;
  return {
    id: d.id,
    parent_id: d.parent_id,
    position: d.position,
    status: d.status,
    username: d.username,
    avatar: k % 7 === 0 ? `/avatars/${k}.png` : null,
    pv: (k * 37) % 2500,
    tv: (k * 53) % 90_000,
    cv: (k * 29) % 2000,
    created_at: new Date(Date.UTC(2020, 0, 1) + (k % 2000) * 86_400_000).toISOString(),
    rank_id: rank + 1,
    rank_name: ranks[rank]!,
    rank_icon: null,
    package_name: packages[k % packages.length]!,
    first_name: `First${k % 997}`,
    last_name: k % 11 === 0 ? null : `Last${k % 1009}`,
    level: 0,
    total_earnings: (((k * 7919) % 1_000_000) / 100).toFixed(2),
    downlines_count: d.child_count * 3,
    total_left: (k * 11) % 50_000,
    total_right: (k * 13) % 50_000,
    carry_left: (k * 17) % 5000,
    carry_right: (k * 19) % 5000,
    left_downline_count: (k * 3) % 400,
    right_downline_count: (k * 5) % 400,
    child_count: d.child_count,
  };
}

// Streamed in chunks: one JSON.stringify of a million nodes is a 100 MB string at once.
async function writePayload(file: string, nodes: (GeneratedNode | GenealogyAffiliateWire)[]) {
  const root = nodes.find((d) => d.parent_id === null)!;
  const out = createWriteStream(file);
  const write = (s: string) =>
    new Promise<void>((resolve, reject) => out.write(s, (e) => (e ? reject(e) : resolve())));
  await write('{"affiliates":[');
  const chunk = 10_000;
  for (let i = 0; i < nodes.length; i += chunk) {
    const part = nodes.slice(i, i + chunk).map((d) => JSON.stringify(d));
    await write((i === 0 ? '' : ',') + part.join(','));
  }
  await write(
    `],"genealogy":null,"search_valid":true,"parent_username":null,"max_levels":0,"max_width":0,"root_affiliate_id":${root.id}}`,
  );
  await new Promise<void>((resolve, reject) =>
    out.end((e?: Error | null) => (e ? reject(e) : resolve())),
  );
}
