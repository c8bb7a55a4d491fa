import { KIND_MEMBER } from '@workers/genealogy/protocol';
import { rankColour } from './analysis-palette';
import { drawTree } from './draw-tree';
import { worldToScreen } from './camera';
import { figureLines, type ExportFigures, type FigureHeadings } from './export-figures';
import { cropToDrawn, planExport, exportSizes, type ExportPlan } from './export-plan';
import { openingView, type OpeningView } from './opening';
import type { TreeScene } from './scene';
import { lightTreeTheme, type TreeTheme } from './tree-theme';

/** The texts of an exported genealogy, translated by the page. */
export interface ExportTexts {
  title: string;
  member: string;
  /** The date and what part of the tree is drawn, for a depth drawn of so many levels. */
  meta: (drawnLevels: number, allLevels: number) => string;
  active: string;
  inactive: string;
  freeSlot: string;
  below: string;
  noRank: string;
  /** The statistics to print under the legend, when there are any (issue 33, item 5). */
  figures?: { data: ExportFigures; headings: FigureHeadings } | null;
}

type SwatchKind = 'rank' | 'active' | 'inactive' | 'free' | 'below';

export interface ExportLegendEntry {
  kind: SwatchKind;
  colour: string;
  label: string;
}

/** A page for print and sharing: light, on white, whatever the screen's scheme. */
export const paper: TreeTheme = { ...lightTreeTheme, background: '#ffffff' };

/** Room kept round the tree inside its area, for the "+N" markers under the last level. */
const treeInsets = { top: 8, left: 8, right: 8, bottom: 24 };

/** Levels below the root, counted from the root. */
const levelOf = (scene: TreeScene, i: number) => scene.layout.depth[i]! - scene.layout.depth[0]!;

/** The layout indices an export of this depth draws (breadth-first: a prefix). */
function drawnIndices(scene: TreeScene, depth: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < scene.layout.count && levelOf(scene, i) <= depth; i++) out.push(i);
  return out;
}

/** What the drawn part of the tree uses: its members' states and ranks, their marks. */
export function exportLegend(
  scene: TreeScene,
  depth: number,
  texts: ExportTexts,
): ExportLegendEntry[] {
  const ranks = new Map<number, string>();
  let active = false;
  let inactive = false;
  let free = false;
  let below = false;
  const { layout } = scene;
  const allLevels = layout.count > 0 ? layout.depth[layout.count - 1]! - layout.depth[0]! : 0;
  for (const i of drawnIndices(scene, depth)) {
    if (layout.kind[i] !== KIND_MEMBER) {
      free = true;
      continue;
    }
    if (layout.hiddenChildren[i]! > 0 || (levelOf(scene, i) === depth && depth < allLevels))
      below = true;
    const card = scene.cards.get(layout.ids[i]!);
    if (!card) continue;
    if (card.active) active = true;
    else inactive = true;
    const id = card.rankId ?? 0;
    if (!ranks.has(id))
      ranks.set(id, card.rankId === null ? texts.noRank : (card.rank ?? `#${id}`));
  }
  const entries: ExportLegendEntry[] = [...ranks]
    .sort(([a], [b]) => a - b)
    .map(([id, label]) => ({ kind: 'rank', colour: rankColour(id || null), label }));
  if (active) entries.push({ kind: 'active', colour: paper.accent, label: texts.active });
  if (inactive) entries.push({ kind: 'inactive', colour: paper.border, label: texts.inactive });
  if (free) entries.push({ kind: 'free', colour: paper.freeSlot, label: texts.freeSlot });
  if (below) entries.push({ kind: 'below', colour: paper.accent, label: texts.below });
  return entries;
}

interface Fitted {
  plan: ExportPlan;
  view: OpeningView;
}

/** The page for a legend of `legendCount` entries and the readable part of the tree in it. */
export function fitExport(scene: TreeScene, legendCount: number, figureLines = 0): Fitted {
  const b = scene.layout.bounds;
  const plan = planExport({
    treeWidth: b.maxX - b.minX,
    treeHeight: b.maxY - b.minY,
    legendCount,
    figureLines,
  });
  const view = openingView(scene.layout, plan.tree.width, plan.tree.height, {
    insets: treeInsets,
    maxK: 0.8,
  });
  return { plan, view };
}

/**
 * The genealogy as a document (issue 31, item 18): title, root member, date, legend, and the
 * tree at a readable scale. `ensure` fetches the cards of the members to be drawn; the legend
 * then lists what they use. Answers the PNG and the page's plan.
 */
export async function renderExport(
  scene: TreeScene,
  texts: ExportTexts,
  ensure: (indices: number[]) => Promise<void>,
  createCanvas: () => HTMLCanvasElement = () => document.createElement('canvas'),
): Promise<{ blob: Blob | null; plan: ExportPlan }> {
  const canvas = createCanvas();
  // The statistics' lines, measured in the page's font: the page's width does not depend
  // on them, so they are wrapped before the page is planned round them.
  const lines = statisticsLines(scene, texts, canvas.getContext('2d'));
  // A first guess of the legend, then the legend of what that page draws: at most a row
  // more or less, so the second fit draws the same levels or one fewer.
  let fitted = fitExport(scene, 6, lines.length);
  await ensure(drawnIndices(scene, fitted.view.depth));
  let legend = exportLegend(scene, fitted.view.depth, texts);
  fitted = fitExport(scene, legend.length, lines.length);
  await ensure(drawnIndices(scene, fitted.view.depth));
  const final = exportLegend(scene, fitted.view.depth, texts);
  if (final.length !== legend.length) {
    legend = final;
    fitted = fitExport(scene, legend.length, lines.length);
  }
  const { view } = fitted;
  const plan = cropToDrawn(fitted.plan, drawnBottom(scene, view));

  canvas.width = Math.round(plan.width * plan.scale);
  canvas.height = Math.round(plan.height * plan.scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) return { blob: null, plan };
  const t = view.transform;
  const plain = { ...scene, selected: -1, focused: -1, hovered: -1, showFocus: false };
  drawTree(
    ctx,
    plain,
    {
      width: plan.tree.x + plan.tree.width,
      height: plan.tree.y + plan.tree.height,
      dpr: plan.scale,
      transform: { ...t, x: t.x + plan.tree.x, y: t.y + plan.tree.y },
    },
    paper,
    { maxDepth: view.depth },
  );
  // drawTree paints its own viewport only; the page below the tree keeps the paper.
  ctx.setTransform(plan.scale, 0, 0, plan.scale, 0, 0);
  ctx.fillStyle = paper.background;
  ctx.fillRect(0, plan.tree.y + plan.tree.height, plan.width, plan.height);
  ctx.fillRect(plan.tree.x + plan.tree.width, 0, plan.width, plan.height);
  drawHeader(ctx, plan, texts, view.depth, scene);
  drawLegend(ctx, plan, legend);
  drawFigures(ctx, plan, lines);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return { blob, plan };
}

/** The statistics as lines as wide as the page's text, in its font; none without figures. */
function statisticsLines(
  scene: TreeScene,
  texts: ExportTexts,
  ctx: CanvasRenderingContext2D | null,
): string[] {
  if (!texts.figures || !ctx) return [];
  const b = scene.layout.bounds;
  const { width } = planExport({ treeWidth: b.maxX - b.minX, treeHeight: 0, legendCount: 0 });
  ctx.font = `400 ${exportSizes.figureSize}px ${paper.font}`;
  return figureLines(
    texts.figures.data,
    texts.figures.headings,
    (text) => ctx.measureText(text).width,
    width - 2 * exportSizes.pad,
  );
}

/** The statistics under the legend: the heading bold, the figures in the body's colour. */
function drawFigures(ctx: CanvasRenderingContext2D, plan: ExportPlan, lines: string[]) {
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  lines.forEach((line, n) => {
    const at = plan.figures.lines[n];
    if (!at) return;
    ctx.fillStyle = paper.text;
    ctx.font = `${n === 0 ? 700 : 400} ${at.size}px ${paper.font}`;
    ctx.fillText(line, at.x, at.y, plan.figures.width);
  });
}

/** The lowest pixel of the drawn boxes and their "+N" markers, from the tree area's top. */
function drawnBottom(scene: TreeScene, view: OpeningView): number {
  const { layout } = scene;
  const t = view.transform;
  const kb = t.kb ?? t.k;
  let bottom = 0;
  for (const i of drawnIndices(scene, view.depth)) {
    const [, y] = worldToScreen(t, layout.x[i]!, layout.y[i]!);
    bottom = Math.max(bottom, y + (scene.index.data.boxHeight * kb) / 2 + Math.max(8, 11 * kb));
  }
  return bottom;
}

function drawHeader(
  ctx: CanvasRenderingContext2D,
  plan: ExportPlan,
  texts: ExportTexts,
  depth: number,
  scene: TreeScene,
) {
  const { layout } = scene;
  const allLevels = layout.count > 0 ? layout.depth[layout.count - 1]! - layout.depth[0]! : 0;
  const font = paper.font;
  const maxWidth = plan.width - 2 * exportSizes.pad;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = paper.text;
  ctx.font = `700 ${plan.title.size}px ${font}`;
  ctx.fillText(texts.title, plan.title.x, plan.title.y, maxWidth);
  ctx.font = `500 ${plan.member.size}px ${font}`;
  ctx.fillText(texts.member, plan.member.x, plan.member.y, maxWidth);
  ctx.fillStyle = paper.textMuted;
  ctx.font = `400 ${plan.meta.size}px ${font}`;
  ctx.fillText(texts.meta(depth + 1, allLevels + 1), plan.meta.x, plan.meta.y, maxWidth);
  // A rule between the title block and the legend.
  ctx.fillStyle = paper.border;
  ctx.fillRect(plan.legend.x, plan.legend.y - 12, plan.legend.width, 1);
}

function drawLegend(ctx: CanvasRenderingContext2D, plan: ExportPlan, legend: ExportLegendEntry[]) {
  const s = exportSizes.swatch;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  legend.forEach((e, n) => {
    const at = plan.legend.entries[n];
    if (!at) return;
    ctx.save();
    switch (e.kind) {
      case 'rank':
        ctx.fillStyle = e.colour;
        ctx.fillRect(at.x, at.y, s, s);
        break;
      case 'active':
      case 'inactive':
        ctx.fillStyle = e.kind === 'active' ? paper.surface : paper.inactive;
        ctx.fillRect(at.x + 0.5, at.y + 0.5, s - 1, s - 1);
        ctx.strokeStyle = e.colour;
        ctx.lineWidth = 1.5;
        ctx.strokeRect(at.x + 0.5, at.y + 0.5, s - 1, s - 1);
        break;
      case 'free':
        ctx.setLineDash([3, 2]);
        ctx.strokeStyle = e.colour;
        ctx.lineWidth = 1.5;
        ctx.strokeRect(at.x + 0.5, at.y + 0.5, s - 1, s - 1);
        break;
      case 'below':
        ctx.fillStyle = e.colour;
        ctx.beginPath();
        ctx.arc(at.x + s / 2, at.y + s / 2, s / 2, 0, Math.PI * 2);
        ctx.fill();
        break;
    }
    ctx.restore();
    ctx.fillStyle = paper.text;
    ctx.font = `400 14px ${paper.font}`;
    ctx.fillText(e.label, at.x + s + 8, at.y + s / 2, exportSizes.legendItem - s - 16);
  });
}
