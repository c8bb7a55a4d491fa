import { KIND_MEMBER } from '@workers/genealogy/protocol';
import { rankColour } from './analysis-palette';
import type { TreeScene } from './scene';
import type { TreeTheme } from './tree-theme';

/** One frame's drawing state: screen projection of layout index i, box size on screen. */
export interface Frame {
  ctx: CanvasRenderingContext2D;
  scene: TreeScene;
  theme: TreeTheme;
  k: number;
  /** Vertical scale: k, unless the tree is stretched. */
  ky: number;
  w: number;
  h: number;
  sx(i: number): number;
  sy(i: number): number;
  /** What this frame's nodes showed, for the DrawStats tests and tools read. */
  labels: LabelStats;
  /** Members below each node that this frame leaves undrawn (the first view's level cap). */
  below?: (i: number) => number;
}

export interface LabelStats {
  /** Members drawn with a name, username or initials; and without any. */
  labelled: number;
  unlabelled: number;
  /** The smallest font, CSS pixels, of a member's name, username or initials. */
  minFont: number;
}

export const noLabels = (): LabelStats => ({ labelled: 0, unlabelled: 0, minFont: Infinity });

/** The smallest text drawn on a box: smaller is not read, so initials or nothing instead. */
export const MIN_FONT = 11;

/** Boxes narrower than this on screen show no text. */
const MIN_LABEL_WIDTH = 56;
/** Boxes narrower than this show not even initials; the rank stripe still shows. */
const MIN_INITIALS_WIDTH = 30;

function roundedRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  ctx.beginPath();
  if (typeof ctx.roundRect === 'function') ctx.roundRect(x, y, w, h, r);
  else ctx.rect(x, y, w, h);
}

/** Cuts `text` with an ellipsis until it fits `max` pixels in the current font. */
function fitText(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (ctx.measureText(`${text.slice(0, mid)}…`).width <= max) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? '' : `${text.slice(0, lo)}…`;
}

function freeSlot(f: Frame, i: number, fontPx: number) {
  const { ctx, theme } = f;
  const x = f.sx(i) - f.w / 2;
  const y = f.sy(i) - f.h / 2;
  roundedRect(ctx, x, y, f.w, f.h, 8 * f.k);
  ctx.setLineDash([6, 4]);
  ctx.strokeStyle = theme.freeSlot;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.setLineDash([]);
  if (f.w < MIN_INITIALS_WIDTH) return;
  ctx.fillStyle = theme.freeSlot;
  ctx.font = `500 ${Math.max(MIN_FONT, fontPx)}px ${theme.font}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // A "+" where the words do not fit: the slot is still one to fill.
  const text = fitText(ctx, f.scene.labels.freeSlot, f.w - 8);
  ctx.fillText(text.length > 4 ? text : '+', f.sx(i), f.sy(i));
}

/** The rank's colour: a stripe down the box's left side, or the whole box when tiny. */
function rankStripe(f: Frame, i: number, rankId: number | null) {
  const { ctx } = f;
  ctx.fillStyle = rankColour(rankId);
  const w = Math.max(4, Math.min(8, 8 * f.k));
  ctx.fillRect(f.sx(i) - f.w / 2, f.sy(i) - f.h / 2 + 2, Math.min(w, f.w), Math.max(f.h - 4, 1));
}

function noteLabel(f: Frame, fontPx: number | null) {
  if (fontPx === null) {
    f.labels.unlabelled++;
    return;
  }
  f.labels.labelled++;
  if (fontPx < f.labels.minFont) f.labels.minFont = fontPx;
}

function frameBox(f: Frame, i: number, active: boolean) {
  const { ctx, theme } = f;
  roundedRect(ctx, f.sx(i) - f.w / 2, f.sy(i) - f.h / 2, f.w, f.h, 8 * f.k);
  ctx.fillStyle = active ? theme.surface : theme.inactive;
  ctx.fill();
  ctx.strokeStyle = active ? theme.accent : theme.border;
  ctx.lineWidth = 1;
  ctx.stroke();
}

/** Members not yet loaded below this node: a "+N" badge under the box. */
function hiddenBadge(f: Frame, i: number) {
  const hidden = f.scene.layout.hiddenChildren[i]! + (f.below?.(i) ?? 0);
  if (hidden <= 0) return;
  const { ctx, theme } = f;
  if (f.w < MIN_LABEL_WIDTH / 2) {
    // Too small for a number: a plain dot still says "more below".
    ctx.beginPath();
    ctx.arc(f.sx(i), f.sy(i) + f.h / 2, 3, 0, Math.PI * 2);
    ctx.fillStyle = theme.accent;
    ctx.fill();
    return;
  }
  const r = Math.max(8, 11 * f.k);
  const cy = f.sy(i) + f.h / 2;
  ctx.beginPath();
  ctx.arc(f.sx(i), cy, r, 0, Math.PI * 2);
  ctx.fillStyle = theme.accent;
  ctx.fill();
  ctx.fillStyle = theme.accentText;
  ctx.font = `700 ${Math.max(9, r)}px ${theme.font}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(hidden > 99 ? '+' : `+${hidden}`, f.sx(i), cy);
}

/**
 * Middle distance: a plain box with the rank stripe, and the username when it fits whole,
 * else the initials, never below MIN_FONT.
 */
export function drawBox(f: Frame, i: number) {
  if (f.scene.layout.kind[i] !== KIND_MEMBER) return freeSlot(f, i, Math.min(12, 14 * f.k * 2));
  const card = f.scene.cards.get(f.scene.layout.ids[i]!);
  frameBox(f, i, card?.active ?? true);
  let font: number | null = null;
  if (card) {
    rankStripe(f, i, card.rankId);
    const { ctx, theme } = f;
    const size = Math.max(MIN_FONT, Math.min(13, 30 * f.k));
    ctx.fillStyle = theme.text;
    ctx.font = `500 ${size}px ${theme.font}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    // The stripe takes the left edge: text is centred in what is left.
    const stripe = Math.max(4, Math.min(8, 8 * f.k));
    const room = f.w - stripe - 8;
    const cx = f.sx(i) + stripe / 2;
    if (f.w >= MIN_LABEL_WIDTH && ctx.measureText(card.username).width <= room) {
      ctx.fillText(card.username, cx, f.sy(i));
      font = size;
    } else if (f.w >= MIN_INITIALS_WIDTH) {
      ctx.font = `700 ${size}px ${theme.font}`;
      ctx.fillText(card.initials, cx, f.sy(i));
      font = size;
    }
  }
  noteLabel(f, font);
  hiddenBadge(f, i);
}

/** Close up: avatar or initials, name, username, rank and PV. */
export function drawCard(f: Frame, i: number) {
  if (f.scene.layout.kind[i] !== KIND_MEMBER) return freeSlot(f, i, 14 * f.k);
  const card = f.scene.cards.get(f.scene.layout.ids[i]!);
  frameBox(f, i, card?.active ?? true);
  hiddenBadge(f, i);
  if (!card) return noteLabel(f, null);
  rankStripe(f, i, card.rankId);
  const { ctx, theme, k } = f;
  noteLabel(f, 14 * k);
  const left = f.sx(i) - f.w / 2;
  const top = f.sy(i) - f.h / 2;
  const r = 22 * k;
  const ax = left + 14 * k + r;
  const ay = top + 16 * k + r;
  ctx.save();
  ctx.beginPath();
  ctx.arc(ax, ay, r, 0, Math.PI * 2);
  ctx.fillStyle = card.active ? theme.accent : theme.border;
  ctx.fill();
  if (card.avatar) {
    ctx.clip();
    ctx.drawImage(card.avatar, ax - r, ay - r, 2 * r, 2 * r);
  } else {
    ctx.fillStyle = theme.accentText;
    ctx.font = `700 ${16 * k}px ${theme.font}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(card.initials, ax, ay);
  }
  ctx.restore();

  const tx = ax + r + 10 * k;
  const textWidth = left + f.w - 10 * k - tx;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = theme.text;
  ctx.font = `700 ${14 * k}px ${theme.font}`;
  ctx.fillText(fitText(ctx, card.name, textWidth), tx, top + 34 * k);
  ctx.fillStyle = theme.textMuted;
  ctx.font = `400 ${12 * k}px ${theme.font}`;
  ctx.fillText(fitText(ctx, `@${card.username}`, textWidth), tx, top + 52 * k);
  const lineWidth = f.w - 28 * k;
  if (card.rank) ctx.fillText(fitText(ctx, card.rank, lineWidth), left + 14 * k, top + 84 * k);
  ctx.fillStyle = theme.text;
  ctx.font = `500 ${12 * k}px ${theme.font}`;
  const pv = `${f.scene.labels.pv} ${f.scene.labels.number(card.pv)}`;
  ctx.fillText(fitText(ctx, pv, lineWidth), left + 14 * k, top + 104 * k);
}

/**
 * Hover outline, selection outline, the keyboard focus ring (dashed, outside the box), or a
 * search hit of an analysis (a wide ring further out).
 */
export function drawMark(f: Frame, i: number, mark: 'hover' | 'selected' | 'focus' | 'found') {
  const { ctx, theme } = f;
  if (mark === 'found') {
    const w = Math.max(f.w, 6) + 16;
    const h = Math.max(f.h, 6) + 16;
    roundedRect(ctx, f.sx(i) - w / 2, f.sy(i) - h / 2, w, h, 8 * f.k + 8);
    ctx.strokeStyle = theme.focusRing;
    ctx.lineWidth = 3;
    ctx.stroke();
    return;
  }
  const pad = mark === 'focus' ? 5 : mark === 'selected' ? 2 : 0;
  const w = Math.max(f.w, 6) + 2 * pad;
  const h = Math.max(f.h, 6) + 2 * pad;
  roundedRect(ctx, f.sx(i) - w / 2, f.sy(i) - h / 2, w, h, 8 * f.k + pad);
  ctx.setLineDash(mark === 'focus' ? [5, 3] : []);
  ctx.strokeStyle = mark === 'focus' ? theme.focusRing : theme.accent;
  ctx.lineWidth = mark === 'hover' ? 1.5 : mark === 'selected' ? 3 : 2;
  ctx.stroke();
  ctx.setLineDash([]);
}
