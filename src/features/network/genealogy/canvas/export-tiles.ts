import { lodScales } from './camera';
import { exportSizes } from './export-plan';

/**
 * How a printed org chart is cut into pages (issue 33, item 5). Pure: the tree's extent and
 * the paper in, the pages out; export-pdf.ts draws them.
 *
 * The tree is drawn at one scale over all its pages, never below the scale the PNG export
 * draws names at (`exportSizes.treeScale`): a big organisation takes more pages, not smaller
 * boxes, since a chart that cannot be read is no use at a team meeting. A tree that fits one
 * sheet at that scale or larger takes one; a larger one is tiled at the card scale, where
 * every box shows the member's name, username, rank and PV (at the PNG's scale most boxes
 * show initials only, fine on one sheet beside the screen, not on a wall of them).
 * Neighbouring pages share a strip (`overlap`), so they can be laid over one another and
 * taped.
 */

/** PDF points per CSS pixel: 72 points and 96 CSS pixels to the inch. */
export const PT_PER_PX = 0.75;

export type PaperName = 'a4' | 'letter';
type Orientation = 'portrait' | 'landscape';

/** Portrait sizes in points. */
export const papers: Record<PaperName, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

export const tileSizes = {
  /** Margin round every page, points (a printer's unprintable edge is ~ 12 pt). */
  margin: 28,
  /** The band above the tree on a tile page: its "page r,c of R×C" mark. */
  band: 22,
  /** The strip two neighbouring pages both show, points (about 1.3 cm). */
  overlap: 36,
  /** Box scale, CSS pixels per world unit: readable names at the least (the PNG's scale). */
  minK: exportSizes.treeScale,
  /** …and at the most: a small tree is not blown up to cards a page wide. */
  maxK: lodScales.card,
  /** The scale of a tiled tree: cards (camera.ts). */
  tileK: lodScales.card,
  /** Beyond this many tree pages the chart asks for fewer levels rather than shrink. */
  maxPages: 120,
} as const;

export interface Tile {
  /** From 1, top to bottom and left to right. */
  row: number;
  col: number;
  /** The part of the tree on this page, in the tree's own CSS pixels (origin: its top left). */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TilePlan {
  paper: PaperName;
  orientation: Orientation;
  /** The page in points. */
  pageWidth: number;
  pageHeight: number;
  /** Where the tree's part sits on each page, in points from the top left. */
  area: { x: number; y: number; width: number; height: number };
  /** The tree's scale, CSS pixels per world unit. */
  k: number;
  /** The drawn tree in CSS pixels at that scale. */
  treeWidth: number;
  treeHeight: number;
  rows: number;
  cols: number;
  tiles: Tile[];
}

/** Pages along one side: the first holds `span`, each further one `span - overlap` more. */
const pagesAlong = (extent: number, span: number, overlap: number) =>
  extent <= span ? 1 : 1 + Math.ceil((extent - span) / (span - overlap));

function planFor(
  worldWidth: number,
  worldHeight: number,
  paper: PaperName,
  orientation: Orientation,
): TilePlan {
  const s = tileSizes;
  const p = papers[paper];
  const pageWidth = orientation === 'portrait' ? p.width : p.height;
  const pageHeight = orientation === 'portrait' ? p.height : p.width;
  const area = {
    x: s.margin,
    y: s.margin + s.band,
    width: pageWidth - 2 * s.margin,
    height: pageHeight - 2 * s.margin - s.band,
  };
  // The page's area in CSS pixels, and the overlap.
  const spanW = area.width / PT_PER_PX;
  const spanH = area.height / PT_PER_PX;
  const overlap = s.overlap / PT_PER_PX;
  const w = Math.max(worldWidth, 1);
  const h = Math.max(worldHeight, 1);
  // One page when it fits at a readable scale; else cards over several.
  const fit = Math.min(spanW / w, spanH / h);
  const k = fit >= s.minK ? Math.min(s.maxK, fit) : s.tileK;
  const treeWidth = w * k;
  const treeHeight = h * k;
  const cols = pagesAlong(treeWidth, spanW, overlap);
  const rows = pagesAlong(treeHeight, spanH, overlap);
  // The pages' parts of the tree, centred: the spare room split on both sides.
  const coverW = spanW + (cols - 1) * (spanW - overlap);
  const coverH = spanH + (rows - 1) * (spanH - overlap);
  const x0 = -(coverW - treeWidth) / 2;
  const y0 = rows === 1 ? 0 : -(coverH - treeHeight) / 2;
  const tiles: Tile[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      tiles.push({
        row: r + 1,
        col: c + 1,
        x: x0 + c * (spanW - overlap),
        y: y0 + r * (spanH - overlap),
        width: spanW,
        height: spanH,
      });
  return {
    paper,
    orientation,
    pageWidth,
    pageHeight,
    area,
    k,
    treeWidth,
    treeHeight,
    rows,
    cols,
    tiles,
  };
}

/**
 * The pages for a tree of `worldWidth` × `worldHeight` world units on `paper`: the
 * orientation is the one with fewer pages (a wide tree lies on its side), and of two equal
 * counts the one drawing larger.
 */
export function planTiles(input: {
  worldWidth: number;
  worldHeight: number;
  paper: PaperName;
}): TilePlan {
  const [a, b] = (['portrait', 'landscape'] as const).map((o) =>
    planFor(input.worldWidth, input.worldHeight, input.paper, o),
  );
  if (a!.tiles.length !== b!.tiles.length) return a!.tiles.length < b!.tiles.length ? a! : b!;
  if (a!.k !== b!.k) return a!.k > b!.k ? a! : b!;
  return input.worldWidth >= input.worldHeight ? b! : a!;
}

/** Whether a plan's pages stay within what a member would print. */
export const fitsPrint = (plan: TilePlan) => plan.tiles.length <= tileSizes.maxPages;
