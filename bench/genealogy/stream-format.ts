// The whole-organisation stream's wire format against its alternatives (decision 020), on one
// generated company: the Arrow IPC stream the server writes, the same members as JSON (the
// lean 15 fields, and the §3 flat node's 27 that the genealogy call sends), and plain typed
// arrays. Bytes raw and gzipped (level 1, flushed per batch as the server does), the time to
// write them, and the time to read them back. Prints figures, asserts nothing.
//
//   npx tsx bench/genealogy/stream-format.ts [--members 1000000] [--runs 3]
import { constants, gzipSync, createGzip } from 'node:zlib';
import { tableFromIPC } from 'apache-arrow';
import { arrowStream } from '../../server/network/genealogy-stream-presenters';
import type { StreamMember } from '../../server/network/genealogy-stream-service';
import { rng } from '../../workers/genealogy/generate';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i !== -1 ? Number(process.argv[i + 1]) : fallback;
}

const firstNames = [
  'Ana',
  'Luis',
  'María',
  'John',
  'Emma',
  'Carlos',
  'Sofía',
  'Noah',
  'Olivia',
  'Mateo',
  'Lucía',
  'Liam',
  'Ava',
  'Diego',
  'Valentina',
  'Ethan',
  'Camila',
  'Lucas',
  'Mia',
  'Hugo',
];
const lastNames = [
  'García',
  'Smith',
  'Martínez',
  'Johnson',
  'López',
  'Brown',
  'González',
  'Williams',
  'Pérez',
  'Jones',
  'Sánchez',
  'Miller',
  'Ramírez',
  'Davis',
  'Torres',
  'Wilson',
];

/** A binary company in tree order (level by level), with plausible figures. */
function company(n: number): StreamMember[] {
  const random = rng(20);
  const out: StreamMember[] = new Array(n);
  const today = 20_000;
  // Breadth-first fill with gaps: each member takes 0-2 children while members remain.
  let next = 1;
  out[0] = member(0, null, null);
  for (let p = 0; p < n && next < n; p++) {
    for (const leg of ['L', 'R'] as const) {
      if (next >= n) break;
      if (random() < 0.1) continue;
      out[next] = member(next, out[p]!.id, leg);
      next++;
    }
  }
  function member(i: number, parentId: number | null, position: 'L' | 'R' | null): StreamMember {
    const first = firstNames[Math.floor(random() * firstNames.length)]!;
    const last = lastNames[Math.floor(random() * lastNames.length)]!;
    const active = random() < 0.45;
    return {
      id: i + 1,
      parentId,
      position,
      status: random() < 0.98 ? 1 : 0,
      rankId: random() < 0.3 ? 1 + Math.floor(random() * 6) : null,
      pv: active ? [100, 200, 300, 500][Math.floor(random() * 4)]! : 0,
      tv: Math.round(random() * 100_000) / 100,
      joinedDay: today - Math.floor(random() * 1100),
      leftCount: Math.floor(random() * 40),
      rightCount: Math.floor(random() * 40),
      downlineCount: Math.floor(random() * 80),
      active,
      username: `${first.toLowerCase()}${i + 1}`,
      firstName: first,
      lastName: random() < 0.95 ? last : null,
    };
  }
  return out.slice(0, next);
}

async function* chunksOf(rows: StreamMember[], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function arrowBytes(rows: StreamMember[]): Promise<Buffer[]> {
  const out: Buffer[] = [];
  const header = {
    rootId: 1,
    parentUsername: null,
    total: rows.length,
    today: 20_000,
    ranks: [],
    asOf: null,
  };
  for await (const b of arrowStream(header, chunksOf(rows, 8192))) out.push(b);
  return out;
}

/** What the server's gzip sends for these writes: level 1, a sync flush after each. */
async function gzipFlushed(parts: Buffer[]): Promise<number> {
  const gzip = createGzip({ level: 1, flush: constants.Z_SYNC_FLUSH });
  let bytes = 0;
  gzip.on('data', (d: Buffer) => (bytes += d.length));
  const done = new Promise((resolve) => gzip.on('end', resolve));
  for (const p of parts) gzip.write(p);
  gzip.end();
  await done;
  return bytes;
}

const lean = (m: StreamMember) => ({
  id: m.id,
  parent_id: m.parentId,
  position: m.position,
  status: m.status,
  rank_id: m.rankId,
  pv: m.pv,
  tv: m.tv,
  joined: m.joinedDay,
  left_count: m.leftCount,
  right_count: m.rightCount,
  downline_count: m.downlineCount,
  active: m.active,
  username: m.username,
  first_name: m.firstName,
  last_name: m.lastName,
});

/** The §3 flat node the genealogy call sends for a member (27 fields). */
const flatNode = (m: StreamMember) => ({
  ...lean(m),
  avatar: null,
  cv: 0,
  joining_date: '2026-01-15T10:20:30.000Z',
  rank_name: m.rankId ? 'Gold' : null,
  rank_icon: null,
  package_id: 2,
  package_name: 'Business',
  level: 12,
  total_earnings: '1234.56',
  downlines_count: m.downlineCount,
  total_left: 1200,
  total_right: 800,
  carry_left: 400,
  carry_right: 0,
  child_count: 2,
});

/** Columns as raw typed arrays and a length-prefixed UTF-8 blob per string column. */
function typedArrays(rows: StreamMember[]): Buffer[] {
  const n = rows.length;
  const u32 = (f: (m: StreamMember) => number) => Buffer.from(Uint32Array.from(rows, f).buffer);
  const f64 = (f: (m: StreamMember) => number) => Buffer.from(Float64Array.from(rows, f).buffer);
  const u8 = (f: (m: StreamMember) => number) => Buffer.from(Uint8Array.from(rows, f));
  const text = (f: (m: StreamMember) => string | null) => {
    const lengths = new Uint32Array(n);
    const parts = rows.map((m, i) => {
      const b = Buffer.from(f(m) ?? '');
      lengths[i] = b.length;
      return b;
    });
    return [Buffer.from(lengths.buffer), ...parts];
  };
  return [
    u32((m) => m.id),
    u32((m) => m.parentId ?? 0),
    u8((m) => (m.position === 'L' ? 0 : m.position === 'R' ? 1 : 2)),
    u8((m) => m.status),
    u8((m) => m.rankId ?? 0),
    f64((m) => m.pv),
    f64((m) => m.tv),
    u32((m) => m.joinedDay),
    u32((m) => m.leftCount),
    u32((m) => m.rightCount),
    u32((m) => m.downlineCount),
    u8((m) => (m.active ? 1 : 0)),
    ...text((m) => m.username),
    ...text((m) => m.firstName),
    ...text((m) => m.lastName),
  ];
}

const mb = (b: number) => `${(b / 1e6).toFixed(1)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function timed<T>(runs: number, f: () => T | Promise<T>): Promise<[T, number]> {
  const times: number[] = [];
  let out: T | undefined;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    out = await f();
    times.push(performance.now() - t0);
  }
  return [out!, median(times)];
}

async function main() {
  const n = option('members', 1_000_000);
  const runs = option('runs', 3);
  const rows = company(n);
  console.log(`${rows.length.toLocaleString('en')} members, median of ${runs} runs\n`);

  const [arrow, arrowWrite] = await timed(runs, () => arrowBytes(rows));
  const arrowRaw = arrow.reduce((s, b) => s + b.length, 0);
  const arrowGz = await gzipFlushed(arrow);
  const joined = Buffer.concat(arrow);
  const [, arrowRead] = await timed(runs, () => tableFromIPC(joined).numRows);

  const [leanJson, leanWrite] = await timed(runs, () => JSON.stringify(rows.map(lean)));
  const [, leanRead] = await timed(runs, () => (JSON.parse(leanJson) as unknown[]).length);
  const [flatJson] = await timed(1, () => JSON.stringify({ affiliates: rows.map(flatNode) }));

  const [typed, typedWrite] = await timed(runs, () => typedArrays(rows));
  const typedRaw = typed.reduce((s, b) => s + b.length, 0);

  const table = [
    ['format', 'raw', 'gzip -1', 'write', 'read'],
    [
      'Arrow IPC stream',
      mb(arrowRaw),
      mb(arrowGz),
      `${arrowWrite.toFixed(0)} ms`,
      `${arrowRead.toFixed(0)} ms`,
    ],
    [
      'JSON, 15 fields',
      mb(leanJson.length),
      mb(gzipSync(leanJson, { level: 1 }).length),
      `${leanWrite.toFixed(0)} ms`,
      `${leanRead.toFixed(0)} ms`,
    ],
    [
      'JSON, §3 flat node',
      mb(flatJson.length),
      mb(gzipSync(flatJson, { level: 1 }).length),
      '',
      '',
    ],
    [
      'plain typed arrays',
      mb(typedRaw),
      mb(gzipSync(Buffer.concat(typed), { level: 1 }).length),
      `${typedWrite.toFixed(0)} ms`,
      '(no schema)',
    ],
  ];
  const widths = table[0]!.map((_, c) => Math.max(...table.map((r) => r[c]!.length)));
  for (const r of table) console.log(r.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
}

await main();
