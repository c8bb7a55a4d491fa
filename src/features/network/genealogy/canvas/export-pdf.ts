import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { ExportFigures } from './export-figures';
import type { ExportLegendEntry } from './export-png';
import { tileSizes, type Tile, type TilePlan } from './export-tiles';

/**
 * The printed org chart as a PDF (issue 33, item 5; decision 052), made in the browser with
 * pdf-lib: a first page that says what the chart is (title, member, date, what is drawn, the
 * legend, the statistics), then the tree over as many pages as the tiling plan cut it into,
 * each one marked with its place so the pages can be taped together.
 *
 * The words are PDF text (searchable, sharp at any zoom); the tree's pages are pictures drawn
 * by the explorer's own renderer (draw-tree.ts), so the chart looks like the screen.
 */
export interface PrintTexts {
  title: string;
  member: string;
  /** The date and what is drawn (whose subtree, how many levels, how many members). */
  meta: string;
  /** How the tree pages fit together: "4 pages (2 × 2) …". */
  pages: string;
  legend: string;
  statistics: string;
  perLevel: string;
  perRank: string;
  level: string;
  /** A tree page's mark. */
  page: (row: number, col: number, rows: number, cols: number) => string;
}

export interface PrintDocument {
  texts: PrintTexts;
  legend: ExportLegendEntry[];
  figures: ExportFigures | null;
  plan: TilePlan;
  /** The member's language, for the document's metadata (screen readers, search). */
  lang: string;
}

const ink = rgb(0.09, 0.1, 0.11);
const muted = rgb(0.33, 0.37, 0.41);
const rule = rgb(0.8, 0.84, 0.88);

function colourOf(hex: string): RGB {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return muted;
  return rgb(parseInt(m[1]!, 16) / 255, parseInt(m[2]!, 16) / 255, parseInt(m[3]!, 16) / 255);
}

/**
 * The text a standard font can set. The 14 standard fonts need no embedding (a small file,
 * no font to ship) but cover Windows-1252 only: English and Spanish whole, a name in
 * another script with its letters replaced rather than the whole document refused.
 */
const characterSets = new WeakMap<PDFFont, Set<number>>();

function printable(font: PDFFont, text: string): string {
  let set = characterSets.get(font);
  if (!set) characterSets.set(font, (set = new Set(font.getCharacterSet())));
  let out = '';
  for (const ch of text.normalize('NFC')) out += set.has(ch.codePointAt(0)!) ? ch : '?';
  return out;
}

/** Text cut with an ellipsis to a width. */
function fitted(font: PDFFont, text: string, size: number, width: number): string {
  let t = printable(font, text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > width) t = t.slice(0, -1);
  return `${t}...`;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A top-down cursor over the first page(s): a new page when the next block does not fit. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly size: [number, number],
    readonly fonts: Fonts,
  ) {
    this.page = pdf.addPage(size);
    this.y = size[1] - tileSizes.margin;
  }
  get left() {
    return tileSizes.margin;
  }
  get width() {
    return this.size[0] - 2 * tileSizes.margin;
  }
  room(height: number) {
    if (this.y - height >= tileSizes.margin) return;
    this.page = this.pdf.addPage(this.size);
    this.y = this.size[1] - tileSizes.margin;
  }
  line(text: string, size: number, opts: { bold?: boolean; colour?: RGB; gap?: number } = {}) {
    this.room(size * 1.3);
    this.y -= size;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    this.page.drawText(fitted(font, text, size, this.width), {
      x: this.left,
      y: this.y,
      size,
      font,
      color: opts.colour ?? ink,
    });
    this.y -= size * 0.3 + (opts.gap ?? 0);
  }
  rule() {
    this.room(12);
    this.y -= 6;
    this.page.drawRectangle({
      x: this.left,
      y: this.y,
      width: this.width,
      height: 0.75,
      color: rule,
    });
    this.y -= 10;
  }
  /** Label–value pairs in columns of `column` points, row by row. */
  grid(
    items: { label: string; value?: string; swatch?: ExportLegendEntry }[],
    column: number,
    size = 9,
  ) {
    const cols = Math.max(1, Math.floor(this.width / column));
    const row = size * 1.7;
    for (let n = 0; n < items.length; n += cols) {
      this.room(row);
      this.y -= row;
      items.slice(n, n + cols).forEach((item, c) => {
        let x = this.left + c * column;
        if (item.swatch) {
          drawSwatch(this.page, item.swatch, x, this.y - 1, size + 1);
          x += size + 6;
        }
        const space = this.left + (c + 1) * column - x - 8;
        const { regular, bold } = this.fonts;
        if (item.value === undefined) {
          this.page.drawText(fitted(regular, item.label, size, space), {
            x,
            y: this.y,
            size,
            font: regular,
            color: ink,
          });
          return;
        }
        const value = fitted(bold, item.value, size, space * 0.6);
        const valueWidth = bold.widthOfTextAtSize(value, size);
        this.page.drawText(fitted(regular, item.label, size, space - valueWidth - 6), {
          x,
          y: this.y,
          size,
          font: regular,
          color: muted,
        });
        this.page.drawText(value, {
          x: x + space - valueWidth,
          y: this.y,
          size,
          font: bold,
          color: ink,
        });
      });
    }
    this.y -= 6;
  }
}

/** The legend's marks, as the PNG draws them (export-png.ts). */
function drawSwatch(page: PDFPage, e: ExportLegendEntry, x: number, y: number, s: number) {
  const colour = colourOf(e.colour);
  switch (e.kind) {
    case 'rank':
      page.drawRectangle({ x, y, width: s, height: s, color: colour });
      break;
    case 'active':
    case 'inactive':
      page.drawRectangle({
        x,
        y,
        width: s,
        height: s,
        color: e.kind === 'active' ? rgb(1, 1, 1) : colourOf('#f0f4f8'),
        borderColor: colour,
        borderWidth: 1.2,
      });
      break;
    case 'free':
      page.drawRectangle({
        x,
        y,
        width: s,
        height: s,
        borderColor: colour,
        borderWidth: 1.2,
        borderDashArray: [2, 1.5],
      });
      break;
    case 'below':
      page.drawCircle({ x: x + s / 2, y: y + s / 2, size: s / 2, color: colour });
      break;
  }
}

function firstPage(pdf: PDFDocument, doc: PrintDocument, fonts: Fonts) {
  const { texts, plan } = doc;
  const w = new Writer(pdf, [plan.pageWidth, plan.pageHeight], fonts);
  w.line(texts.title, 22, { bold: true, gap: 6 });
  w.line(texts.member, 13, { gap: 4 });
  w.line(texts.meta, 10, { colour: muted, gap: 2 });
  w.line(texts.pages, 10, { colour: muted });
  w.rule();
  if (doc.legend.length > 0) {
    w.line(texts.legend, 12, { bold: true, gap: 2 });
    w.grid(
      doc.legend.map((e) => ({ label: e.label, swatch: e })),
      180,
    );
  }
  const f = doc.figures;
  if (f) {
    w.y -= 8;
    w.line(texts.statistics, 12, { bold: true, gap: 2 });
    w.grid(
      f.facts.map(([label, value]) => ({ label, value })),
      260,
    );
    w.line(texts.perLevel, 10, { bold: true });
    w.grid(
      f.perLevel.map(([level, count]) => ({ label: `${texts.level} ${level}`, value: count })),
      130,
    );
    if (f.perRank.length > 0) {
      w.line(texts.perRank, 10, { bold: true });
      w.grid(
        f.perRank.map(([label, value]) => ({ label, value })),
        180,
      );
    }
  }
}

/** A tree page: its mark, its part of the tree, and where its neighbours' pages begin. */
function tilePage(
  pdf: PDFDocument,
  doc: PrintDocument,
  fonts: Fonts,
  tile: Tile,
  image: Awaited<ReturnType<PDFDocument['embedJpg']>> | null,
) {
  const { plan, texts } = doc;
  const page = pdf.addPage([plan.pageWidth, plan.pageHeight]);
  const { area } = plan;
  // pdf-lib's y runs up from the bottom; the plan's down from the top.
  const bottom = plan.pageHeight - area.y - area.height;
  const markY = plan.pageHeight - tileSizes.margin - 12;
  const mark = printable(fonts.bold, texts.page(tile.row, tile.col, plan.rows, plan.cols));
  const markWidth = fonts.bold.widthOfTextAtSize(mark, 9);
  page.drawText(mark, {
    x: area.x + area.width - markWidth,
    y: markY,
    size: 9,
    font: fonts.bold,
    color: ink,
  });
  page.drawText(
    fitted(fonts.regular, `${texts.title} · ${texts.member}`, 9, area.width - markWidth - 16),
    {
      x: area.x,
      y: markY,
      size: 9,
      font: fonts.regular,
      color: muted,
    },
  );
  if (image)
    page.drawImage(image, { x: area.x, y: bottom, width: area.width, height: area.height });
  page.drawRectangle({
    x: area.x,
    y: bottom,
    width: area.width,
    height: area.height,
    borderColor: rule,
    borderWidth: 0.5,
  });
  // The strip a neighbour shares, marked on the sides that have one: lay the next page's
  // edge on the dashed line.
  const o = tileSizes.overlap;
  const dash = { thickness: 0.6, color: muted, dashArray: [4, 3] };
  const top = bottom + area.height;
  const right = area.x + area.width;
  if (tile.col > 1)
    page.drawLine({ start: { x: area.x + o, y: bottom }, end: { x: area.x + o, y: top }, ...dash });
  if (tile.col < plan.cols)
    page.drawLine({ start: { x: right - o, y: bottom }, end: { x: right - o, y: top }, ...dash });
  if (tile.row > 1)
    page.drawLine({ start: { x: area.x, y: top - o }, end: { x: right, y: top - o }, ...dash });
  if (tile.row < plan.rows)
    page.drawLine({
      start: { x: area.x, y: bottom + o },
      end: { x: right, y: bottom + o },
      ...dash,
    });
}

/**
 * The PDF's bytes. `tileImage` draws one tile as JPEG bytes (null: the page keeps its
 * frame and mark), one at a time so a large chart never holds all its pictures at once
 * before they are in the document. JPEG because pdf-lib embeds it as it is (the PDF reader
 * decodes it): a PNG it decodes and compresses again in JavaScript, about 3 s a page of
 * 4 megapixels on the test machine, against the JPEG's few milliseconds.
 */
export async function buildPrintPdf(
  doc: PrintDocument,
  tileImage: (tile: Tile) => Promise<Uint8Array | null>,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  pdf.setTitle(printable(fonts.regular, `${doc.texts.title} · ${doc.texts.member}`));
  pdf.setSubject(
    `pages=${doc.plan.tiles.length};rows=${doc.plan.rows};cols=${doc.plan.cols};paper=${doc.plan.paper};orientation=${doc.plan.orientation}`,
  );
  pdf.setLanguage(doc.lang);
  pdf.setCreator('Member portal');
  firstPage(pdf, doc, fonts);
  for (const tile of doc.plan.tiles) {
    const bytes = await tileImage(tile);
    tilePage(pdf, doc, fonts, tile, bytes ? await pdf.embedJpg(bytes) : null);
  }
  return pdf.save();
}
