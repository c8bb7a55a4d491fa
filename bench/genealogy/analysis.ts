// The whole organisation's analysis at a million members, in Node's V8 (the worker's engine),
// without a browser or a server: colour, filter, search and the statistics panel, each the
// first time on a fresh table and then the median of five (issue 32 point 4: each ≤ 50 ms at
// 1M, the first time included). Prints figures; asserts nothing.
//
//   npx tsx bench/genealogy/analysis.ts [--members 1000000]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { rng } from '../../workers/genealogy/generate';
import { analyse, colourRows, statistics } from '../../workers/genealogy/org-analysis';
import { OrgTable } from '../../workers/genealogy/org-table';
import { noFilter, type AnalysisSpec } from '../../workers/genealogy/protocol';

const { values } = parseArgs({ options: { members: { type: 'string', default: '1000000' } } });
const N = Number(values.members);
const TODAY = 20_400;
const RANKS = [7, 3, 9, 4, 12, 15, 2, 8];

/** A random binary organisation in tree order, as the stream sends it. */
function organisation(n: number): OrgTable {
  const random = rng(42);
  const t = new OrgTable();
  t.reserve(n);
  const bytes = new TextEncoder();
  const firsts = ['Ana', 'Luis', 'Emma', 'Noah', 'Mia', 'Leo'].map((s) => t.nameCode(s));
  const lasts = ['García', 'Smith', 'Rossi'].map((s) => t.nameCode(s));
  const add = (parent: number, leg: number) => {
    const r = t.length;
    t.id[r] = 1000 + r;
    t.parentRow[r] = parent;
    t.depth[r] = parent === -1 ? 0 : t.depth[parent]! + 1;
    t.leg[r] = leg;
    t.status[r] = 1;
    t.rank[r] = random() < 0.6 ? 0 : RANKS[Math.floor(random() * RANKS.length)]!;
    t.pv[r] = random() < 0.4 ? 0 : Math.round(random() * 50_000) / 100;
    t.tv[r] = Math.round(random() * 1e6) / 100;
    t.joined[r] = TODAY - Math.floor(random() * 800);
    t.active[r] = random() < 0.5 ? 1 : 0;
    t.appendUsername(r, bytes.encode(`member${r}`));
    t.firstName[r] = firsts[r % firsts.length]!;
    t.lastName[r] = random() < 0.9 ? lasts[r % lasts.length]! : -1;
    t.indexRow(t.id[r]!, r);
    t.length++;
  };
  add(-1, 2);
  for (let p = 0; t.length < n; p++) for (const leg of [0, 1]) if (t.length < n) add(p, leg);
  return t;
}

const spec = (over: Partial<AnalysisSpec>): AnalysisSpec => ({
  colourBy: 'none',
  filter: noFilter,
  until: null,
  search: '',
  ...over,
});

/** Wall time and the process's CPU time (ms): on a shared, loaded machine the wall time
 * includes waiting for a core, and the CPU time says what the work itself took. */
const time = (f: () => unknown) => {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  f();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - t0, cpu: (used.user + used.system) / 1000 };
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const built = performance.now();
const table = organisation(N);
const source = Int32Array.from({ length: N }, (_, i) => i);
console.log(
  `${N.toLocaleString('en')} members built in ${(performance.now() - built).toFixed(0)} ms`,
);

const cases: [string, () => unknown][] = [
  ['colour by rank', () => analyse(table, source, spec({ colourBy: 'rank' }), RANKS)],
  ['colour by PV heat', () => analyse(table, source, spec({ colourBy: 'pv' }), RANKS)],
  ['colour by leg', () => analyse(table, source, spec({ colourBy: 'leg' }), RANKS)],
  [
    'filter inactive',
    () => analyse(table, source, spec({ filter: { ...noFilter, inactiveOnly: true } }), RANKS),
  ],
  [
    'filter rank ≥ 3rd, PV 100–400',
    () =>
      analyse(
        table,
        source,
        spec({ filter: { ...noFilter, minRank: 9, volumeMin: 100, volumeMax: 400 } }),
        RANKS,
      ),
  ],
  ['search "member12"', () => analyse(table, source, spec({ search: 'member12' }), RANKS)],
  ['statistics', () => statistics(table, TODAY, RANKS)],
  ['statistics, growth replay', () => statistics(table, TODAY, RANKS, TODAY - 400)],
  ['colour keys alone (rank)', () => colourRows(table, 'rank', RANKS)],
];
const rows: string[][] = [['', 'first', 'first (CPU)', 'median of 5', 'median (CPU)', 'target']];
for (const [name, run] of cases) {
  const first = time(run);
  const runs = Array.from({ length: 5 }, () => time(run));
  rows.push([
    name,
    `${first.wall.toFixed(1)} ms`,
    `${first.cpu.toFixed(1)} ms`,
    `${median(runs.map((r) => r.wall)).toFixed(1)} ms`,
    `${median(runs.map((r) => r.cpu)).toFixed(1)} ms`,
    '≤ 50 ms',
  ]);
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
