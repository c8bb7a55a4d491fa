/**
 * The tidy tree of d3-hierarchy's `tree()` (Buchheim, Jünger and Leipert's linear-time
 * Walker), rewritten over typed arrays: same steps, same separation (1 between siblings,
 * 2 between cousins), same `nodeSize([dx, dy])` scaling, so positions match d3's to the
 * last bit. d3 builds one object per node and per hierarchy node; this keeps seven numbers
 * and four links per node in flat arrays and walks them with loops, never recursion.
 */

export interface TreeLinks {
  count: number;
  /** -1 for the root. The root is the one node without a parent. */
  parent: Int32Array;
  firstChild: Int32Array;
  nextSibling: Int32Array;
  depth: Int32Array;
}

export interface TidyTreeResult {
  x: Float64Array;
  y: Float64Array;
}

/** `tree().nodeSize([dx, dy])`: x in units of dx with the root at 0, y = depth * dy. */
export function tidyTree(tree: TreeLinks, dx: number, dy: number): TidyTreeResult {
  const n = tree.count;
  if (n === 0) return { x: new Float64Array(0), y: new Float64Array(0) };
  let root = 0;
  while (root < n && tree.parent[root] !== -1) root++;
  if (root === n) throw new Error('The tree has no root.');
  return new Walker(tree).run(root, dx, dy);
}

/**
 * The walk's state and steps. Methods rather than closures made per call: new closures are
 * new call targets on every layout, and V8 dropped its optimised code for them ("wrong call
 * target" deopts in --trace-deopt).
 */
class Walker {
  private readonly parent: Int32Array;
  private readonly fc: Int32Array;
  private readonly ns: Int32Array;
  private readonly depth: Int32Array;
  // Links d3 reads from its children arrays: last child, left sibling, index among siblings.
  private readonly lastChild: Int32Array;
  private readonly prev: Int32Array;
  private readonly num: Int32Array;
  private readonly z: Float64Array; // prelim
  private readonly m: Float64Array; // mod
  private readonly change: Float64Array;
  private readonly shiftOf: Float64Array;
  private readonly thread: Int32Array;
  private readonly ancestorOf: Int32Array; // a
  private readonly defaultAncestor: Int32Array; // A

  constructor(tree: TreeLinks) {
    const n = tree.count;
    this.parent = tree.parent;
    this.fc = tree.firstChild;
    this.ns = tree.nextSibling;
    this.depth = tree.depth;
    this.lastChild = new Int32Array(n).fill(-1);
    this.prev = new Int32Array(n).fill(-1);
    this.num = new Int32Array(n);
    for (let v = 0; v < n; v++) {
      let k = 0;
      let p = -1;
      for (let c = this.fc[v]!; c !== -1; c = this.ns[c]!) {
        this.num[c] = k++;
        this.prev[c] = p;
        p = c;
      }
      this.lastChild[v] = p;
    }
    this.z = new Float64Array(n);
    this.m = new Float64Array(n);
    this.change = new Float64Array(n);
    this.shiftOf = new Float64Array(n);
    this.thread = new Int32Array(n).fill(-1);
    this.ancestorOf = new Int32Array(n);
    for (let v = 0; v < n; v++) this.ancestorOf[v] = v;
    this.defaultAncestor = new Int32Array(n).fill(-1);
  }

  run(root: number, dx: number, dy: number): TidyTreeResult {
    const { fc, ns, parent, z, m, depth } = this;
    // Post-order (children left to right, then the parent) without a stack: parent links.
    let v = root;
    while (fc[v] !== -1) v = fc[v]!;
    for (;;) {
      this.firstWalk(v);
      if (v === root) break;
      const s = ns[v]!;
      if (s !== -1) {
        v = s;
        while (fc[v] !== -1) v = fc[v]!;
      } else {
        v = parent[v]!;
      }
    }

    // The first walk's change and shift are spent: their storage becomes x and y, which
    // spares 16 bytes a node at the peak of a million-node layout.
    const x = this.change.fill(0);
    const y = this.shiftOf.fill(0);
    // Pre-order: x = prelim + the sum of the ancestors' mods; d3 gives the root's virtual
    // parent the mod -prelim(root), which puts the root at 0.
    m[root]! += -z[root]!;
    x[root] = (z[root]! - z[root]!) * dx;
    y[root] = depth[root]! * dy;
    v = root;
    for (;;) {
      if (fc[v] !== -1) {
        v = fc[v]!;
      } else {
        while (v !== root && ns[v] === -1) v = parent[v]!;
        if (v === root) break;
        v = ns[v]!;
      }
      const pm = m[parent[v]!]!;
      x[v] = (z[v]! + pm) * dx;
      m[v]! += pm;
      y[v] = depth[v]! * dy;
    }
    return { x, y };
  }

  private separation(a: number, b: number) {
    return this.parent[a] === this.parent[b] ? 1 : 2;
  }

  private nextLeft(v: number) {
    const c = this.fc[v]!;
    return c !== -1 ? c : this.thread[v]!;
  }

  private nextRight(v: number) {
    const c = this.lastChild[v]!;
    return c !== -1 ? c : this.thread[v]!;
  }

  private moveSubtree(wm: number, wp: number, shift: number) {
    const delta = shift / (this.num[wp]! - this.num[wm]!);
    this.change[wp]! -= delta;
    this.shiftOf[wp]! += shift;
    this.change[wm]! += delta;
    this.z[wp]! += shift;
    this.m[wp]! += shift;
  }

  private executeShifts(v: number) {
    const { z, m, change, shiftOf, prev } = this;
    let shift = 0;
    let total = 0;
    for (let w = this.lastChild[v]!; w !== -1; w = prev[w]!) {
      z[w]! += shift;
      m[w]! += shift;
      total += change[w]!;
      shift += shiftOf[w]! + total;
    }
  }

  private apportion(v: number, w: number, ancestor: number): number {
    if (w === -1) return ancestor;
    const { z, m, parent, ancestorOf, thread } = this;
    let vip = v;
    let vop = v;
    let vim = w;
    let vom = this.fc[parent[v]!]!;
    let sip = m[vip]!;
    let sop = m[vop]!;
    let sim = m[vim]!;
    let som = m[vom]!;
    for (;;) {
      vim = this.nextRight(vim);
      vip = this.nextLeft(vip);
      if (vim === -1 || vip === -1) break;
      vom = this.nextLeft(vom);
      vop = this.nextRight(vop);
      ancestorOf[vop] = v;
      const shift = z[vim]! + sim - z[vip]! - sip + this.separation(vim, vip);
      if (shift > 0) {
        const a = ancestorOf[vim]!;
        this.moveSubtree(parent[a] === parent[v] ? a : ancestor, v, shift);
        sip += shift;
        sop += shift;
      }
      sim += m[vim]!;
      sip += m[vip]!;
      som += m[vom]!;
      sop += m[vop]!;
    }
    if (vim !== -1 && this.nextRight(vop) === -1) {
      thread[vop] = vim;
      m[vop]! += sim - sop;
    }
    if (vip !== -1 && this.nextLeft(vom) === -1) {
      thread[vom] = vip;
      m[vom]! += sip - som;
      ancestor = v;
    }
    return ancestor;
  }

  private firstWalk(v: number) {
    const { z, m, fc, parent } = this;
    const w = this.prev[v]!;
    const first = fc[v]!;
    if (first !== -1) {
      this.executeShifts(v);
      const midpoint = (z[first]! + z[this.lastChild[v]!]!) / 2;
      if (w !== -1) {
        z[v] = z[w]! + this.separation(v, w);
        m[v] = z[v]! - midpoint;
      } else {
        z[v] = midpoint;
      }
    } else if (w !== -1) {
      z[v] = z[w]! + this.separation(v, w);
    }
    const p = parent[v]!;
    if (p !== -1) {
      const a = this.defaultAncestor[p]!;
      this.defaultAncestor[p] = this.apportion(v, w, a !== -1 ? a : fc[p]!);
    }
  }
}
