import { KIND_MEMBER, type GenealogyLayout } from '@workers/genealogy/protocol';
import { drawTree } from './draw-tree';
import type { ExportFigures } from './export-figures';
import { buildPrintPdf, type PrintTexts } from './export-pdf';
import { exportLegend, paper, type ExportTexts } from './export-png';
import { levelsBelow, subtreeLayout, type Subtree } from './export-subtree';
import { fitsPrint, planTiles, type PaperName, type Tile, type TilePlan } from './export-tiles';
import { createScene, type TreeScene } from './scene';

/**
 * The printed org chart put together (issue 33, item 5): which part of the tree, cut into
 * which pages (pure, `planPrint`), then drawn page by page into a PDF (`renderPrint`).
 */
export interface PrintChoice {
  /** The explorer's layout index of the subtree's root: the view's root (0) or a member. */
  root: number;
  /** Levels to draw, the root's being the first. */
  levels: number;
  paper: PaperName;
}

export interface PrintPlan {
  subtree: Subtree;
  plan: TilePlan;
  /** Fewer levels than asked: more would not fit `tileSizes.maxPages` at a readable scale. */
  cut: boolean;
}

/**
 * The subtree and its pages. A chart that would take more pages than anyone prints loses
 * levels from the bottom until it fits (and says so), rather than shrinking its boxes below
 * readable: the deepest levels of a big organisation are the widest by far. Grown a level at
 * a time from the root, so a whole organisation of a million is never copied to find out.
 */
export function planPrint(
  layout: GenealogyLayout,
  box: { boxWidth: number; boxHeight: number },
  choice: PrintChoice,
): PrintPlan {
  const allLevels = levelsBelow(layout, choice.root);
  const wanted = Math.min(Math.max(1, Math.floor(choice.levels)), allLevels);
  const attempt = (levels: number) => {
    const subtree = subtreeLayout(layout, choice.root, levels, box, allLevels);
    const b = subtree.layout.bounds;
    const plan = planTiles({
      worldWidth: b.maxX - b.minX,
      worldHeight: b.maxY - b.minY,
      paper: choice.paper,
    });
    return { subtree, plan };
  };
  let best = attempt(1);
  for (let levels = 2; levels <= wanted; levels++) {
    const next = attempt(levels);
    if (!fitsPrint(next.plan)) break;
    best = next;
  }
  return { ...best, cut: best.subtree.levels < wanted };
}

/**
 * Pixels per CSS pixel of a tree page's picture: 144 dots to the inch on paper, where a card's
 * smallest text (about 7 pt) is still sharp. Twice the pixels took twice as long to encode:
 * 1–2.6 s a page in the end-to-end run's Chromium, against 0.3–1.5 s.
 */
const TILE_DPR = 1.5;

/**
 * One page's part of the tree, drawn by the explorer's renderer on white, as JPEG bytes
 * (export-pdf.ts says why JPEG); at this quality and resolution the text stays crisp.
 */
async function drawTile(
  scene: TreeScene,
  plan: TilePlan,
  tile: Tile,
  createCanvas: () => HTMLCanvasElement,
): Promise<Uint8Array | null> {
  const canvas = createCanvas();
  canvas.width = Math.round(tile.width * TILE_DPR);
  canvas.height = Math.round(tile.height * TILE_DPR);
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const { k } = plan;
  const b = scene.layout.bounds;
  drawTree(
    ctx,
    scene,
    {
      width: tile.width,
      height: tile.height,
      dpr: TILE_DPR,
      transform: { k, x: -b.minX * k - tile.x, y: -b.minY * k - tile.y },
    },
    paper,
  );
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.92),
  );
  // Given back now: a hundred pages of canvases would otherwise wait for the collector.
  canvas.width = 0;
  canvas.height = 0;
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
}

export interface PrintInput {
  scene: TreeScene;
  prepared: PrintPlan;
  /** The legend's words (the PNG's). */
  legendTexts: ExportTexts;
  /** The page's words, given what is drawn. */
  texts: (drawn: { members: number; levels: number; allLevels: number }) => PrintTexts;
  /** The figures for the drawn tree (the whole organisation's, or the counts drawn). */
  figures: (drawn: TreeScene) => ExportFigures | null;
  /** Fetches the cards (names, ranks) of these explorer layout indices. */
  ensure: (indices: number[]) => Promise<void>;
  lang: string;
  createCanvas?: () => HTMLCanvasElement;
}

/** The PDF's bytes. */
export async function renderPrint(input: PrintInput): Promise<Uint8Array> {
  const { scene, prepared } = input;
  const { subtree, plan } = prepared;
  // The explorer fetches at most 2,000 cards a call: the drawn members in such slices.
  const all = Array.from(subtree.source);
  for (let n = 0; n < all.length; n += 2000) await input.ensure(all.slice(n, n + 2000));
  const drawn = createScene(subtree.layout, scene.labels, scene.cards);
  let members = 0;
  for (let i = 0; i < subtree.layout.count; i++)
    if (subtree.layout.kind[i] === KIND_MEMBER) members++;
  const createCanvas = input.createCanvas ?? (() => document.createElement('canvas'));
  return buildPrintPdf(
    {
      texts: input.texts({ members, levels: subtree.levels, allLevels: subtree.allLevels }),
      legend: exportLegend(drawn, subtree.levels - 1, input.legendTexts),
      figures: input.figures(drawn),
      plan,
      lang: input.lang,
    },
    (tile) => drawTile(drawn, plan, tile, createCanvas),
  );
}
