// Layout in Node: our typed-array engine (ingest + tidy tree + spatial index) against
// d3-hierarchy (stratify + sort + tree) on the same generated genealogies. Prints medians
// and the ratio; never fails. Run: npx tsx bench/genealogy/layout-node.ts [runs]
import { stratify, tree } from 'd3-hierarchy';
import { binaryTree, unilevelTree, type GeneratedNode } from '../../workers/genealogy/generate';
import { computeLayout } from '../../workers/genealogy/layout-engine';

const runs = Number(process.argv[2] ?? 3);
const sizes = [10_000, 100_000, 1_000_000];
const size = { nodeWidth: 220, nodeHeight: 160 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

function ours(nodes: GeneratedNode[], mode: 'binary' | 'unilevel') {
  return computeLayout(nodes, { ...size, mode }).layout.count;
}

function d3(nodes: GeneratedNode[]) {
  const root = stratify<GeneratedNode>()
    .id((d) => String(d.id))
    .parentId((d) => (d.parent_id === null ? null : String(d.parent_id)))(nodes);
  root.sort((a, b) => a.data.id - b.data.id);
  return tree<GeneratedNode>().nodeSize([size.nodeWidth, size.nodeHeight])(root);
}

const rows: string[][] = [
  ['shape', 'nodes', 'ours ms', 'd3 ms', 'd3 / ours', 'ours + binary slots ms'],
];
for (const [shape, make] of [
  ['unilevel', (n: number) => unilevelTree(n, 42, 1)],
  ['binary', (n: number) => binaryTree(n, 42)],
] as const) {
  for (const n of sizes) {
    const nodes = make(n);
    const a: number[] = [];
    const b: number[] = [];
    const c: number[] = [];
    for (let r = 0; r < runs; r++) {
      a.push(time(() => ours(nodes, 'unilevel')));
      b.push(time(() => d3(nodes)));
      if (shape === 'binary') c.push(time(() => ours(nodes, 'binary')));
    }
    const [ma, mb] = [median(a), median(b)];
    rows.push([
      shape,
      n.toLocaleString('en'),
      ma.toFixed(0),
      mb.toFixed(0),
      (mb / ma).toFixed(1) + '×',
      c.length ? median(c).toFixed(0) : '',
    ]);
    console.error(`done ${shape} ${n}`);
  }
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const r of rows) console.log(r.map((cell, i) => cell.padStart(widths[i]!)).join('  '));
console.log(
  `\nNode ${process.version}, median of ${runs} runs; d3 lays out only (no spatial index).`,
);
