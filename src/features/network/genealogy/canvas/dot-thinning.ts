import type { TreeScene } from './scene';

/** Far out, a row or a dot closer than this many CSS pixels to the previous one is skipped. */
const DOT_GAP = 2;

type World = { minX: number; minY: number; maxX: number; maxY: number };

/**
 * The visible nodes, at most one per DOT_GAP × DOT_GAP pixel cell. Rows closer together on
 * screen than a cell share one band of cells, so a wide shallow tree seen whole still shows
 * its full width, and a deep chain does not draw a dot per row. Inside a row the walk jumps
 * to the next free cell, found through a "next free cell" union-find, then to the first node
 * at or right of that cell's left edge.
 *
 * The walk goes row by row and can stop between two rows and go on later (`run`), so the
 * far-out view can be drawn a slice per frame (dot-layer.ts).
 *
 * It also runs for a first paint, before the JIT has seen it, so it is written for the
 * interpreter too: searches are inline (no predicate closures), and the search for the next
 * node gallops forward from where the previous one stopped (targets only grow along a row):
 * a few steps per dot instead of a binary search of the whole row.
 */
export class DotThinning {
  /** Layout indices picked so far, `count` of them. */
  picked: Int32Array = new Int32Array(1024);
  count = 0;
  private readonly cell: number;
  private readonly rowCell: number;
  private readonly left: number;
  private readonly cells: number;
  private readonly next: Int32Array;
  private readonly bottom: number;
  private r = 0;
  private bandY = -Infinity;

  constructor(
    private readonly scene: Pick<TreeScene, 'index'>,
    world: World,
    k: number,
    /** The vertical scale, when the tree is stretched (camera.ts `stretched`). */
    ky = k,
  ) {
    const { rowY, boxWidth, boxHeight } = scene.index.data;
    this.cell = DOT_GAP / k;
    this.rowCell = DOT_GAP / ky;
    this.left = world.minX - boxWidth / 2;
    const right = world.maxX + boxWidth / 2;
    this.cells = Math.max(1, Math.ceil((right - this.left) / this.cell));
    this.next = new Int32Array(this.cells + 1);
    const top = world.minY - boxHeight / 2;
    this.bottom = world.maxY + boxHeight / 2;
    let r = 0;
    for (let hi = rowY.length; r < hi;) {
      const mid = (r + hi) >>> 1;
      if (rowY[mid]! < top) r = mid + 1;
      else hi = mid;
    }
    this.r = r;
  }

  get done(): boolean {
    const { rowY } = this.scene.index.data;
    return this.r >= rowY.length || rowY[this.r]! > this.bottom;
  }

  /** Walks rows until done or `more()` says stop (asked after each row). True when done. */
  run(more: () => boolean = () => true): boolean {
    const { x, rowY, rowStart, items } = this.scene.index.data;
    const { next, cells, cell, left } = this;
    const find = (c: number) => {
      let root = c;
      while (next[root] !== root) root = next[root]!;
      while (next[c] !== root) {
        const n = next[c]!;
        next[c] = root;
        c = n;
      }
      return root;
    };
    const rows = rowY.length;
    let r = this.r;
    for (; r < rows && rowY[r]! <= this.bottom; r++) {
      if (r > this.r && !more()) break;
      if (rowY[r]! - this.bandY >= this.rowCell) {
        this.bandY = rowY[r]!;
        for (let c = 0; c <= cells; c++) next[c] = c;
      }
      // Every item of the row before `a` lies left of the current target.
      let a = rowStart[r]!;
      const to = rowStart[r + 1]!;
      for (let c = find(0); c < cells;) {
        const target = left + c * cell;
        // First item in [a, to) at or right of target: gallop, then bisect the last stride.
        if (a < to && x[items[a]!]! < target) {
          let lo = a + 1;
          let hi = lo;
          for (let stride = 1; hi < to && x[items[hi]!]! < target; stride *= 2) {
            lo = hi + 1;
            hi = Math.min(to, a + 2 * stride);
          }
          while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (x[items[mid]!]! < target) lo = mid + 1;
            else hi = mid;
          }
          a = lo;
        }
        if (a >= to) break;
        const item = items[a]!;
        // Never behind c: rounding can floor a node sitting on a cell edge into the cell
        // before it, and revisiting that cell would loop forever.
        const at = Math.max(c, Math.floor((x[item]! - left) / cell));
        if (at >= cells) break;
        if (find(at) === at) {
          if (this.count === this.picked.length) {
            const grown = new Int32Array(this.picked.length * 2);
            grown.set(this.picked);
            this.picked = grown;
          }
          this.picked[this.count++] = item;
          next[at] = at + 1;
          c = find(at + 1);
        } else {
          c = find(at);
        }
      }
    }
    this.r = r;
    return this.done;
  }
}

/** Every visible node thinning picks, in one go (see DotThinning). */
export function thinnedVisible(
  scene: Pick<TreeScene, 'index'>,
  world: World,
  k: number,
  ky = k,
): number[] {
  const thinning = new DotThinning(scene, world, k, ky);
  thinning.run();
  return Array.from(thinning.picked.subarray(0, thinning.count));
}
