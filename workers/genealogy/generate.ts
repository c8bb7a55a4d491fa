import type { TreeNodeInput } from './tree-columns';

/** Generated genealogies for the tests and bench/genealogy: deterministic per seed. */

export type GeneratedNode = TreeNodeInput & {
  username: string;
  status: number;
  child_count: number;
};

export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    // mulberry32
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function finish(parents: Int32Array, positions: ('L' | 'R' | null)[], random: () => number) {
  const n = parents.length;
  const childCount = new Int32Array(n);
  for (let i = 1; i < n; i++) childCount[parents[i]!]!++;
  // Ids are a shuffled range, so that input order, id order and tree order all differ.
  const ids = new Int32Array(n);
  for (let i = 0; i < n; i++) ids[i] = i + 1;
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = ids[i]!;
    ids[i] = ids[j]!;
    ids[j] = t;
  }
  const nodes: GeneratedNode[] = new Array(n);
  for (let i = 0; i < n; i++) {
    nodes[i] = {
      id: ids[i]!,
      parent_id: i === 0 ? null : ids[parents[i]!]!,
      position: positions[i] ?? null,
      status: random() < 0.85 ? 1 : 0,
      child_count: childCount[i]!,
      username: `member${ids[i]}`,
    };
  }
  // Input order is not tree order either.
  for (let i = n - 1; i > 0; i--) {
    const j = 1 + Math.floor(random() * i);
    const t = nodes[i]!;
    nodes[i] = nodes[j]!;
    nodes[j] = t;
  }
  return nodes;
}

/**
 * A unilevel tree: node i hangs under a random earlier node. `skew` near 0 gives bushy
 * shallow trees; larger values favour recent nodes and so deep, stringy ones.
 */
export function unilevelTree(n: number, seed: number, skew = 1): GeneratedNode[] {
  const random = rng(seed);
  const parents = new Int32Array(n).fill(-1);
  for (let i = 1; i < n; i++) parents[i] = i - 1 - Math.floor(Math.pow(random(), skew + 1) * i);
  return finish(parents, [], random);
}

/** A binary tree: each node takes a random free leg of a random earlier node with one. */
export function binaryTree(n: number, seed: number): GeneratedNode[] {
  const random = rng(seed);
  const parents = new Int32Array(n).fill(-1);
  const positions: ('L' | 'R' | null)[] = [null];
  const legs = new Uint8Array(n); // bit 1: L taken, bit 2: R taken
  const open: number[] = [0];
  for (let i = 1; i < n; i++) {
    const k = Math.floor(random() * open.length);
    const p = open[k]!;
    const free = legs[p] === 0 ? (random() < 0.5 ? 1 : 2) : 3 - legs[p]!;
    legs[p]! |= free;
    parents[i] = p;
    positions[i] = free === 1 ? 'L' : 'R';
    if (legs[p] === 3) {
      open[k] = open[open.length - 1]!;
      open.pop();
    }
    open.push(i);
  }
  return finish(parents, positions, random);
}

/** A root with n - 1 direct children. */
export function starTree(n: number, seed: number): GeneratedNode[] {
  const random = rng(seed);
  return finish(
    new Int32Array(n).fill(0).map((_, i) => (i === 0 ? -1 : 0)),
    [],
    random,
  );
}

/** A single line n deep; binary chains alternate legs. */
export function chainTree(n: number, binary = false): GeneratedNode[] {
  const nodes: GeneratedNode[] = new Array(n);
  for (let i = 0; i < n; i++) {
    nodes[i] = {
      id: i + 1,
      parent_id: i === 0 ? null : i,
      position: binary && i > 0 ? (i % 2 ? 'L' : 'R') : null,
      status: 1,
      child_count: i < n - 1 ? 1 : 0,
      username: `member${i + 1}`,
    };
  }
  return nodes;
}
