/**
 * How the desk draws a member's PDF (decision 043): at most the first few pages, each page as
 * wide as the card that holds it, in device pixels so the text stays sharp on a dense screen.
 */

/** A statement or a bill has a page or two; a long upload is read in the operator's viewer. */
export const pdfPageCap = 10;

/** The pages drawn in the desk: the first `cap` of the document's, none for an empty one. */
export function pagesToShow(total: number, cap = pdfPageCap): number {
  if (!Number.isFinite(total) || total < 1) return 0;
  return Math.min(Math.floor(total), cap);
}

/**
 * Beyond 2 device pixels per CSS pixel the eye sees no sharper text, and a canvas holds
 * width × height × 4 bytes: ten A4 pages at 3× on a wide card would take over 100 MB.
 */
const maxPixelRatio = 2;
/** Chromium's largest safe canvas side is far beyond this; the cap bounds memory per page. */
const maxCanvasSide = 4096;

export type PageSize = { width: number; height: number };

export type PageRender = {
  /** pdf.js's viewport scale: canvas pixels per PDF unit (1/72 inch). */
  scale: number;
  /** The canvas's own size in device pixels, whole numbers. */
  pixelWidth: number;
  pixelHeight: number;
};

/**
 * The scale and canvas size that draw a page of `page` size (PDF units, at scale 1) across a
 * card `cardWidth` CSS pixels wide on a screen of `pixelRatio`. The canvas is then shown at
 * the card's width by CSS, so it keeps the page's proportions at any width. Null when there is
 * nothing to draw yet (the card not measured, or a page without area).
 */
export function pageRender(
  page: PageSize,
  cardWidth: number,
  pixelRatio: number,
): PageRender | null {
  if (!(page.width > 0) || !(page.height > 0) || !(cardWidth > 0)) return null;
  const ratio = Math.min(Math.max(Number.isFinite(pixelRatio) ? pixelRatio : 1, 1), maxPixelRatio);
  let scale = (cardWidth * ratio) / page.width;
  // A very tall or very wide page keeps both sides within the cap.
  scale = Math.min(scale, maxCanvasSide / page.width, maxCanvasSide / page.height);
  return {
    scale,
    // Rounded, not floored: 760 / 595 × 595 is 759.9999… in floating point.
    pixelWidth: Math.max(1, Math.round(page.width * scale)),
    pixelHeight: Math.max(1, Math.round(page.height * scale)),
  };
}
