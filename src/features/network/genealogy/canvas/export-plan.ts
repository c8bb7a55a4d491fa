/**
 * Where the parts of an exported genealogy go (issue 31, item 18): a title block (title, the
 * member the tree is rooted at, the date and what is shown), a legend of the colours and
 * marks the tree uses, then the tree. Pure: sizes in, rectangles out; export-png.ts draws.
 *
 * The tree is laid out at a readable scale, not at the screen's: its natural size at
 * `treeScale`, clamped between a floor (a small tree still makes a page) and a cap (a huge
 * organisation makes no giant image; the first view then keeps its readable top levels).
 */
export const exportSizes = {
  /** Margin round the page, CSS pixels. */
  pad: 32,
  /** The page's width and height never exceed this (before the pixel scale). */
  maxSide: 2400,
  minWidth: 960,
  minTreeHeight: 360,
  /** The tree's natural scale: a 190 px box is 95 px wide, its name at 14 px. */
  treeScale: 0.5,
  titleSize: 32,
  lineSize: 16,
  /** Room per legend entry (swatch and text) and per legend row. */
  legendItem: 220,
  legendRow: 28,
  swatch: 16,
  /** A line of the statistics and its text size. */
  figureRow: 22,
  figureSize: 14,
  /** The exported PNG's longest side in device pixels: crisp, yet a few megabytes at most. */
  maxPixels: 4000,
  /** Pixels per CSS pixel when the cap allows it. */
  pixelScale: 2,
} as const;

interface TextSpot {
  x: number;
  /** The text's baseline. */
  y: number;
  size: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ExportPlan {
  /** The page in CSS pixels; the PNG is `scale` times larger. */
  width: number;
  height: number;
  scale: number;
  title: TextSpot;
  /** The member the tree is rooted at. */
  member: TextSpot;
  /** The date, and what part of the tree is drawn. */
  meta: TextSpot;
  /** The legend's area and the top-left corner of each entry's swatch. */
  legend: Rect & { entries: { x: number; y: number }[] };
  /** The statistics' lines (issue 33, item 5), between the legend and the tree. */
  figures: Rect & { lines: TextSpot[] };
  /** Where the tree is drawn. */
  tree: Rect;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);

/**
 * The plan for a tree whose laid-out extent is `treeWidth` × `treeHeight` world units, with
 * `legendCount` legend entries.
 */
export function planExport(input: {
  treeWidth: number;
  treeHeight: number;
  legendCount: number;
  /** Lines of statistics under the legend; none by default. */
  figureLines?: number;
}): ExportPlan {
  const s = exportSizes;
  const naturalW = Math.max(0, input.treeWidth) * s.treeScale + 2 * s.pad;
  const width = Math.round(clamp(naturalW, s.minWidth, s.maxSide));
  const inner = width - 2 * s.pad;

  const title: TextSpot = { x: s.pad, y: s.pad + s.titleSize, size: s.titleSize };
  const member: TextSpot = { x: s.pad, y: title.y + 12 + s.lineSize * 1.25, size: s.lineSize };
  const meta: TextSpot = { x: s.pad, y: member.y + s.lineSize * 1.5, size: s.lineSize };

  const columns = Math.max(1, Math.floor(inner / s.legendItem));
  const count = Math.max(0, input.legendCount);
  const rows = Math.ceil(count / columns);
  const legendY = meta.y + 24;
  const entries = Array.from({ length: count }, (_, n) => ({
    x: s.pad + (n % columns) * s.legendItem,
    y: legendY + Math.floor(n / columns) * s.legendRow + (s.legendRow - s.swatch) / 2,
  }));
  const legend = { x: s.pad, y: legendY, width: inner, height: rows * s.legendRow, entries };

  const lineCount = Math.max(0, input.figureLines ?? 0);
  const figuresY = legend.y + legend.height + (lineCount > 0 ? 16 : 0);
  const lines = Array.from({ length: lineCount }, (_, n) => ({
    x: s.pad,
    y: figuresY + (n + 1) * s.figureRow - 6,
    size: s.figureSize,
  }));
  const figures = {
    x: s.pad,
    y: figuresY,
    width: inner,
    height: lineCount * s.figureRow,
    lines,
  };

  const treeY = figures.y + figures.height + 16;
  const naturalH = Math.max(0, input.treeHeight) * s.treeScale + 2 * s.pad;
  const treeHeight = Math.round(
    clamp(naturalH, s.minTreeHeight, Math.max(s.minTreeHeight, s.maxSide - treeY - s.pad)),
  );
  const tree: Rect = { x: s.pad, y: treeY, width: inner, height: treeHeight };
  const height = Math.round(treeY + treeHeight + s.pad);
  const scale = Math.min(s.pixelScale, s.maxPixels / Math.max(width, height));
  return { width, height, scale, title, member, meta, legend, figures, tree };
}

/**
 * The page cut to the tree as drawn: the first view keeps its levels near the top of the
 * tree's area, so a tree that fits in fewer pixels leaves no empty half page below it.
 * `drawnBottom` is the lowest drawn pixel, from the top of the tree's area.
 */
export function cropToDrawn(plan: ExportPlan, drawnBottom: number): ExportPlan {
  const s = exportSizes;
  const treeHeight = Math.round(
    Math.min(plan.tree.height, Math.max(s.minTreeHeight / 2, drawnBottom + s.pad / 2)),
  );
  const height = Math.round(plan.tree.y + treeHeight + s.pad);
  const scale = Math.min(s.pixelScale, s.maxPixels / Math.max(plan.width, height));
  return { ...plan, height, scale, tree: { ...plan.tree, height: treeHeight } };
}
