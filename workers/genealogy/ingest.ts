import { KIND_EMPTY_LEFT, KIND_EMPTY_RIGHT, KIND_MEMBER, type TreeMode } from './protocol';
import {
  isTreeColumns,
  treeColumnsOfNodes,
  type TreeColumns,
  type TreeNodeInput,
} from './tree-columns';

/**
 * The tree as typed arrays over dense indices 0..count-1 in breadth-first order: a parent
 * always comes before its children, the children of one node are contiguous and in
 * left-to-right order, and every depth is one contiguous run ordered left to right.
 */
export interface IngestedTree {
  count: number;
  /** Member id, or -1 for an empty slot. */
  ids: Float64Array;
  /** Parent index, -1 for the root (index 0). */
  parent: Int32Array;
  firstChild: Int32Array;
  nextSibling: Int32Array;
  depth: Int32Array;
  kind: Uint8Array;
  /** Children the member has (child_count) that are not in the payload: expandable. */
  hiddenChildren: Int32Array;
  /** Index of the node in the input array, -1 for an empty slot. */
  source: Int32Array;
  /**
   * Layout index of a member id, or -1. Over dense ids it reads two flat tables: a Map of a
   * million entries cost more than the rest of the ingest and weighed on every GC after.
   */
  indexOf: (id: number) => number;
  /** Layout index of an input row, or -1 when it is not laid out. */
  indexOfInput: (input: number) => number;
}

export interface IngestOptions {
  mode: TreeMode;
  /** The viewed root; by default the first node whose parent is not in the list. */
  rootId?: number;
}

/**
 * Flat nodes (objects, or the columns the worker gathers) -> typed arrays. Nodes not reachable from the root (orphans, cycles) are left
 * out. Loops only, no recursion, so a 100,000-deep chain is as cheap as a flat star.
 */
export function ingest(
  input: readonly TreeNodeInput[] | TreeColumns,
  options: IngestOptions,
): IngestedTree {
  const columns = isTreeColumns(input) ? input : treeColumnsOfNodes(input);
  const n = columns.length;
  const idOf = columns.id;
  const byId = indexIds(idOf);
  const rank = columns.leg;
  const canTakeSlots = columns.active;
  const declared = columns.childCount; // -1 when not given
  const parentOf = new Int32Array(n); // input index of the parent, -1 for none or unknown
  let firstOrphan = -1;
  for (let i = 0; i < n; i++) {
    const parentId = columns.parentId[i]!;
    const p = Number.isNaN(parentId) ? -1 : byId.get(parentId);
    parentOf[i] = p;
    if (p === -1 && firstOrphan === -1) firstOrphan = i;
  }
  const root = findRoot(n, firstOrphan, byId.get, options.rootId);
  if (root === -1) return emptyTree();
  parentOf[root] = -1;

  // Children of each input node in CSR form, ordered: L, R, then the rest; by id within
  // each. Only the first copy of an id (the ones in byId.order) takes part.
  const order = byId.order;
  const childStart = new Int32Array(n + 1);
  for (let k = 0; k < order.length; k++) {
    const p = parentOf[order[k]!]!;
    if (p !== -1) childStart[p + 1]!++;
  }
  for (let i = 0; i < n; i++) childStart[i + 1]! += childStart[i]!;
  const childList = new Int32Array(childStart[n]!);
  // childStart[p] is p's cursor while filling; then every start moves back one place.
  const passes = options.mode === 'binary' ? 3 : 1;
  for (let pass = 0; pass < passes; pass++) {
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      const p = parentOf[i]!;
      if (p !== -1 && (passes === 1 || rank[i] === pass)) childList[childStart[p]!++] = i;
    }
  }
  for (let i = n; i > 0; i--) childStart[i] = childStart[i - 1]!;
  childStart[0] = 0;

  const binary = options.mode === 'binary';
  let capacity = n;
  if (binary) for (let i = 0; i < n; i++) capacity += freeLegs(i);
  const ids = new Float64Array(capacity);
  const parent = new Int32Array(capacity);
  const firstChild = new Int32Array(capacity).fill(-1);
  const nextSibling = new Int32Array(capacity).fill(-1);
  const depth = new Int32Array(capacity);
  const kind = new Uint8Array(capacity);
  const hiddenChildren = new Int32Array(capacity);
  const source = new Int32Array(capacity).fill(-1);

  let count = 1;
  ids[0] = idOf[root]!;
  parent[0] = -1;
  source[0] = root;
  const add = (p: number, prev: number, input: number, k: number): number => {
    const j = count++;
    parent[j] = p;
    depth[j] = depth[p]! + 1;
    kind[j] = k;
    source[j] = input;
    ids[j] = input === -1 ? -1 : idOf[input]!;
    if (prev === -1) firstChild[p] = j;
    else nextSibling[prev] = j;
    return j;
  };

  // Breadth-first: the output array is its own queue.
  for (let q = 0; q < count; q++) {
    const u = source[q]!;
    if (u === -1) continue;
    const from = childStart[u]!;
    const to = childStart[u + 1]!;
    const known = declared[u]! <= to - from;
    hiddenChildren[q] = known ? 0 : declared[u]! - (to - from);
    const slots = binary && known && canTakeSlots[u] === 1;
    let prev = -1;
    let seen = 0; // binary: 1 once past the left children, 2 once past the right ones
    for (let c = from; c <= to; c++) {
      const child = c < to ? childList[c]! : -1;
      const r = child === -1 || !binary ? 2 : rank[child]!;
      for (; binary && seen < r; seen++) {
        const taken = c > from && rank[childList[c - 1]!] === seen;
        if (slots && !taken)
          prev = add(q, prev, -1, seen === 0 ? KIND_EMPTY_LEFT : KIND_EMPTY_RIGHT);
      }
      if (child !== -1) prev = add(q, prev, child, KIND_MEMBER);
    }
  }

  const { indexOf, indexOfInput } = lookups(byId, source, count, n);

  function freeLegs(i: number): number {
    let l = 0;
    let r = 0;
    for (let c = childStart[i]!; c < childStart[i + 1]!; c++) {
      const leg = rank[childList[c]!];
      if (leg === 0) l = 1;
      else if (leg === 1) r = 1;
    }
    return 2 - l - r;
  }

  const fit = <T extends Float64Array | Int32Array | Uint8Array>(a: T): T =>
    count === capacity ? a : (a.slice(0, count) as T);
  return {
    count,
    ids: fit(ids),
    parent: fit(parent),
    firstChild: fit(firstChild),
    nextSibling: fit(nextSibling),
    depth: fit(depth),
    kind: fit(kind),
    hiddenChildren: fit(hiddenChildren),
    source: fit(source),
    indexOf,
    indexOfInput,
  };
}

/**
 * id -> layout index and input -> layout index. Made outside `ingest` on purpose: a closure
 * made inside it would keep ingest's whole scope alive (V8 shares one context among all its
 * inner functions), and with it every working array of a million-node load.
 */
function lookups(byId: IdIndex, source: Int32Array, count: number, n: number) {
  const denseOf = new Int32Array(n).fill(-1);
  for (let j = 0; j < count; j++) if (source[j] !== -1) denseOf[source[j]!] = j;
  const get = byId.get;
  return {
    indexOf: (id: number) => {
      const i = get(id);
      return i === -1 ? -1 : denseOf[i]!;
    },
    indexOfInput: (i: number) => (i >= 0 && i < n ? denseOf[i]! : -1),
  };
}

function findRoot(
  n: number,
  firstOrphan: number,
  indexOf: (id: number) => number,
  rootId: number | undefined,
): number {
  if (rootId !== undefined) {
    const r = indexOf(rootId);
    if (r === -1) throw new Error(`The root ${rootId} is not in the genealogy.`);
    return r;
  }
  if (firstOrphan === -1 && n > 0)
    throw new Error('The genealogy has no root (every parent is listed).');
  return firstOrphan;
}

interface IdIndex {
  /** Input index of the first node with this id, or -1. */
  get: (id: number) => number;
  /** Input indices of the first copy of every id, by ascending id. */
  order: Int32Array;
}

/**
 * Member ids are dense positive integers in practice: a flat table then beats a Map by
 * several times at a million nodes, and scanning it yields the id order for free.
 */
function indexIds(idOf: Float64Array): IdIndex {
  const n = idOf.length;
  let min = Infinity;
  let max = -Infinity;
  let integers = true;
  for (let i = 0; i < n; i++) {
    const id = idOf[i]!;
    if (!Number.isInteger(id)) integers = false;
    if (id < min) min = id;
    if (id > max) max = id;
  }
  if (n > 0 && integers && max - min < 4 * n + 65_536) {
    const table = new Int32Array(max - min + 1).fill(-1);
    let unique = 0;
    for (let i = 0; i < n; i++) {
      const slot = idOf[i]! - min;
      if (table[slot] === -1) {
        table[slot] = i;
        unique++;
      }
    }
    const order = new Int32Array(unique);
    for (let k = 0, at = 0; k < table.length; k++) if (table[k] !== -1) order[at++] = table[k]!;
    const get = (id: number) => {
      const slot = id - min;
      return slot >= 0 && slot < table.length && Number.isInteger(slot) ? table[slot]! : -1;
    };
    return { get, order };
  }
  const map = new Map<number, number>();
  for (let i = 0; i < n; i++) if (!map.has(idOf[i]!)) map.set(idOf[i]!, i);
  const order = Int32Array.from(map.values()).sort((a, b) => idOf[a]! - idOf[b]!);
  return { get: (id) => map.get(id) ?? -1, order };
}

function emptyTree(): IngestedTree {
  return {
    count: 0,
    ids: new Float64Array(0),
    parent: new Int32Array(0),
    firstChild: new Int32Array(0),
    nextSibling: new Int32Array(0),
    depth: new Int32Array(0),
    kind: new Uint8Array(0),
    hiddenChildren: new Int32Array(0),
    source: new Int32Array(0),
    indexOf: () => -1,
    indexOfInput: () => -1,
  };
}
