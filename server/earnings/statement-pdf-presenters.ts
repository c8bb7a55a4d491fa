import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { minorToDecimal } from '../../contract/money';
import type { EarningsStatement, StatementLine } from './earnings-statement-service';
import { statementCopy, statementInstant, type StatementCopy } from './statement-copy';

/**
 * The earnings statement as a PDF, drawn with pdf-lib's standard Helvetica (no headless
 * browser, no font files). Pure of I/O: a statement in, the file's bytes out. A4 landscape;
 * the table wraps long explanations, runs over as many pages as it needs with its header
 * repeated, and every page is numbered. The totals also go in the document's Subject and
 * Keywords, so a program can check them without reading the page text.
 */

const pageSize: [number, number] = [841.89, 595.28];
const margin = 36;
const fontSize = 8;
const lineHeight = 10;
const cellPad = 4;
const footerY = 22;
const ink = [0.13, 0.13, 0.13] as const;
const muted = [0.4, 0.4, 0.4] as const;
const rule = [0.8, 0.8, 0.8] as const;
const shade = [0.94, 0.95, 0.97] as const;
const warn = [0.7, 0.1, 0.1] as const;

type Column = { key: string; width: number; align: 'left' | 'right' };
// The source column holds "@username": wide enough for most whole (the explanation gives way).
const widths = { date: 74, id: 44, type: 76, source: 100, gross: 58, tax: 50, charge: 56, net: 58 };
/** The explanation takes what the other columns leave of the line. */
const fixedWidth = Object.values(widths).reduce((sum, w) => sum + w, 0);
const columns = (c: StatementCopy): (Column & { title: string })[] => [
  { key: 'date', title: c.date, width: widths.date, align: 'left' },
  { key: 'id', title: c.earning, width: widths.id, align: 'left' },
  { key: 'type', title: c.type, width: widths.type, align: 'left' },
  { key: 'source', title: c.source, width: widths.source, align: 'left' },
  {
    key: 'summary',
    title: c.explanation,
    width: pageSize[0] - 2 * margin - fixedWidth,
    align: 'left',
  },
  { key: 'gross', title: c.gross, width: widths.gross, align: 'right' },
  { key: 'tax', title: c.tax, width: widths.tax, align: 'right' },
  { key: 'charge', title: c.serviceCharge, width: widths.charge, align: 'right' },
  { key: 'net', title: c.net, width: widths.net, align: 'right' },
];

/** Letters with no decomposition that still have a plain Latin look-alike. */
const lookAlikes: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', ħ: 'h' };

/**
 * Text the font can draw: WinAnsi covers Western European letters (Spanish included); any
 * other letter loses its accent when that makes it drawable (ő → o), else becomes "?".
 * Control characters and line breaks become spaces.
 */
export function sanitizeForFont(text: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else if (supported.has(code)) out += ch;
    else {
      const bare = lookAlikes[ch] ?? ch.normalize('NFKD').replace(/\p{M}/gu, '');
      const drawable = [...bare].every((c) => supported.has(c.codePointAt(0) ?? 0));
      out += bare && drawable ? bare : '?';
    }
  }
  return out;
}

/** What wrapping needs of a font. */
type Measure = { widthOfTextAtSize(text: string, size: number): number };

/**
 * Where a word wider than the line breaks: after its last `.`, `_` or `-` that leaves a part
 * that fits ("@emily." / "richardson88"), so a username reads in pieces a person would make;
 * only a word with no such place is cut by characters (issue 31 point 19).
 */
function breakAt(word: string, fits: (s: string) => boolean): number {
  for (let i = word.length - 1; i > 1; i--)
    if ('._-'.includes(word[i - 1]!) && fits(word.slice(0, i))) return i;
  let cut = word.length - 1;
  while (cut > 1 && !fits(word.slice(0, cut))) cut--;
  return cut;
}

/** Words onto lines no wider than `width`; a word wider than a line breaks as `breakAt` says. */
export function wrapText(text: string, font: Measure, size: number, width: number): string[] {
  const measure = (s: string) => font.widthOfTextAtSize(s, size);
  const space = measure(' ');
  const lines: string[] = [];
  let line = '';
  // Words are measured once each and added up, so a long explanation costs no more than
  // its words.
  let lineWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = measure(word);
    if (line && lineWidth + space + w <= width) {
      line += ` ${word}`;
      lineWidth += space + w;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    let restWidth = w;
    while (restWidth > width) {
      const cut = breakAt(rest, (s) => measure(s) <= width);
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
      restWidth = measure(rest);
    }
    line = rest;
    lineWidth = restWidth;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/**
 * A standard font with its widths and encodings remembered: a statement repeats the same
 * words, names and amounts thousands of times, and pdf-lib works each out glyph by glyph.
 */
class CachedFont implements Measure {
  private readonly widths = new Map<string, number>();
  private readonly hexes = new Map<string, string>();
  constructor(readonly font: PDFFont) {}

  private static remember<V>(map: Map<string, V>, key: string, make: () => V): V {
    let value = map.get(key);
    if (value === undefined) {
      if (map.size > 50_000) map.clear();
      value = make();
      map.set(key, value);
    }
    return value;
  }

  widthOfTextAtSize(text: string, size: number): number {
    return (
      CachedFont.remember(this.widths, text, () => this.font.widthOfTextAtSize(text, 1)) * size
    );
  }

  hex(text: string): string {
    return CachedFont.remember(this.hexes, text, () => this.font.encodeText(text).toString());
  }
}

type Fonts = { regular: CachedFont; bold: CachedFont; clean: (s: string) => string };

/** A page, the names its resources give the two fonts, and its content as PDF operators. */
type Sheet = { page: PDFPage; regular: string; bold: string; ops: string[] };

type Rgb = readonly [number, number, number];
const n2 = (v: number) => (Math.round(v * 100) / 100).toString();
const fill = (c: Rgb) => `${c.join(' ')} rg`;

/**
 * Lays the statement out page by page. It writes each page's content stream itself, as
 * plain PDF operators compressed once at the end: pdf-lib's drawText adds a font entry to the
 * page on every call and builds an object per operator, which made a year of a busy member
 * take many seconds and hundreds of megabytes.
 */
class Layout {
  readonly sheets: Sheet[] = [];
  sheet!: Sheet;
  y = 0;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly f: Fonts,
    private readonly s: EarningsStatement,
    private readonly c: StatementCopy,
  ) {}

  text(
    t: string,
    x: number,
    y: number,
    o: { bold?: boolean; size?: number; color?: Rgb },
    sheet = this.sheet,
  ) {
    if (!t) return;
    const font = o.bold ? this.f.bold : this.f.regular;
    const name = o.bold ? sheet.bold : sheet.regular;
    const hex = font.hex(t);
    sheet.ops.push(
      `BT ${name} ${o.size ?? fontSize} Tf ${fill(o.color ?? ink)} 1 0 0 1 ${n2(x)} ${n2(y)} Tm ${hex} Tj ET`,
    );
  }

  rect(x: number, y: number, width: number, height: number, color: Rgb) {
    this.sheet.ops.push(`${fill(color)} ${n2(x)} ${n2(y)} ${n2(width)} ${n2(height)} re f`);
  }

  hline(y: number, color: Rgb) {
    const ends = `${n2(margin)} ${n2(y)} m ${n2(pageSize[0] - margin)} ${n2(y)} l`;
    this.sheet.ops.push(`${color.join(' ')} RG 0.5 w ${ends} S`);
  }

  /** Every page's operators become its one compressed content stream. */
  finish() {
    for (const sheet of this.sheets) {
      const stream = this.pdf.context.flateStream(sheet.ops.join('\n'));
      sheet.page.node.addContentStream(this.pdf.context.register(stream));
    }
  }

  /** A new page with the statement's header: the whole one first, a short one after. */
  newPage() {
    const page = this.pdf.addPage(pageSize);
    const { regular, bold } = this.f;
    this.sheet = {
      page,
      regular: page.node.newFontDictionary(regular.font.name, regular.font.ref).toString(),
      bold: page.node.newFontDictionary(bold.font.name, bold.font.ref).toString(),
      ops: [],
    };
    this.sheets.push(this.sheet);
    const { s, c } = this;
    const clean = this.f.clean;
    let y = pageSize[1] - margin - 12;
    const member = clean(`${s.member.fullName} (@${s.member.username})`);
    const period = `${s.period.start} – ${s.period.end}`;
    if (this.sheets.length === 1) {
      this.text(clean(s.companyName), margin, y, { bold: true, size: 16 });
      y -= 20;
      this.text(c.title, margin, y, { bold: true, size: 12 });
      y -= 18;
      const facts: [string, string][] = [
        [c.member, `${member} · ${c.memberId} ${s.member.id}`],
        [c.period, period],
        [c.generatedAt, statementInstant(s.generatedAt)],
        [c.currency, c.amountsIn(clean(s.currencyCode))],
      ];
      for (const [label, value] of facts) {
        this.text(`${label}:`, margin, y, { bold: true, size: 9 });
        this.text(value, margin + 90, y, { size: 9 });
        y -= 12;
      }
    } else {
      this.text(`${clean(s.companyName)} · ${c.title}`, margin, y, { bold: true, size: 10 });
      y -= 13;
      this.text(`${member} · ${period}`, margin, y, { size: 9, color: muted });
      y -= 4;
    }
    this.y = y - 10;
    this.tableHeader();
  }

  private cells(values: string[][], bold: boolean, shaded: boolean) {
    const cols = columns(this.c);
    const height = Math.max(...values.map((v) => v.length)) * lineHeight + 2 * cellPad - 2;
    if (shaded) this.rect(margin, this.y - height, pageSize[0] - 2 * margin, height, shade);
    let x = margin;
    cols.forEach((col, i) => {
      const font = bold ? this.f.bold : this.f.regular;
      (values[i] ?? []).forEach((line, n) => {
        const w = font.widthOfTextAtSize(line, fontSize);
        const lx = col.align === 'right' ? x + col.width - cellPad - w : x + cellPad;
        this.text(line, lx, this.y - cellPad - fontSize + 1 - n * lineHeight, { bold });
      });
      x += col.width;
    });
    this.y -= height;
    this.hline(this.y, rule);
  }

  private wrapCells(texts: string[], bold: boolean): string[][] {
    const font = bold ? this.f.bold : this.f.regular;
    return columns(this.c).map((col, i) =>
      wrapText(this.f.clean(texts[i] ?? ''), font, fontSize, col.width - 2 * cellPad),
    );
  }

  tableHeader() {
    this.cells(
      this.wrapCells(
        columns(this.c).map((col) => col.title),
        true,
      ),
      true,
      true,
    );
  }

  /** Starts a new page when `height` more points would run into the footer. */
  ensure(height: number) {
    if (this.y - height < margin + footerY) this.newPage();
  }

  row(l: StatementLine, zebra: boolean) {
    const at = l.createdAt.toISOString();
    const values = this.wrapCells(
      [
        '',
        `#${l.id}`,
        l.typeLabel,
        l.source ? `@${l.source}` : '',
        l.summary,
        minorToDecimal(l.grossMinor),
        minorToDecimal(l.taxMinor),
        minorToDecimal(l.serviceChargeMinor),
        minorToDecimal(l.netMinor),
      ],
      false,
    );
    // The day and the UTC time on one line: the statement's header says the times are UTC.
    values[0] = [`${at.slice(0, 10)} ${at.slice(11, 16)}`];
    this.ensure(Math.max(...values.map((v) => v.length)) * lineHeight + 2 * cellPad);
    this.cells(values, false, zebra);
  }

  message(t: string) {
    this.ensure(lineHeight + 2 * cellPad);
    this.text(this.f.clean(t), margin + cellPad, this.y - cellPad - fontSize, { color: muted });
    this.y -= lineHeight + 2 * cellPad;
  }

  totals() {
    const { s, c } = this;
    const t = s.totals;
    const rows: [string, number, boolean][] = [
      [c.gross, t.grossMinor, false],
      [c.tax, t.taxMinor, false],
      [c.serviceCharge, t.serviceChargeMinor, false],
      [c.net, t.netMinor, true],
      [c.ledger, t.ledgerMinor, true],
    ];
    this.ensure(20 + 14 * (rows.length + 1) + (s.reconciles ? 0 : 36));
    this.y -= 16;
    const right = pageSize[0] - margin - cellPad;
    this.text(c.totals(t.count), right - 330, this.y, { bold: true, size: 10 });
    this.y -= 15;
    for (const [label, minor, bold] of rows) {
      const value = `${minorToDecimal(minor)} ${this.f.clean(s.currencyCode)}`.trim();
      const font = bold ? this.f.bold : this.f.regular;
      this.text(label, right - 330, this.y, { bold, size: 9 });
      this.text(value, right - font.widthOfTextAtSize(value, 9), this.y, { bold, size: 9 });
      this.y -= 14;
    }
    if (!s.reconciles)
      for (const line of wrapText(c.mismatch, this.f.regular, 9, 330)) {
        this.text(line, right - 330, this.y, { size: 9, color: warn });
        this.y -= 12;
      }
  }

  footers() {
    const { s, c } = this;
    const left = this.f.clean(
      `${s.companyName} · ${c.title} · ${s.period.start} – ${s.period.end}`,
    );
    this.sheets.forEach((sheet, i) => {
      const label = c.page(i + 1, this.sheets.length);
      const w = this.f.regular.widthOfTextAtSize(label, 7);
      this.text(left, margin, footerY, { size: 7, color: muted }, sheet);
      this.text(label, pageSize[0] - margin - w, footerY, { size: 7, color: muted }, sheet);
    });
  }
}

/** The totals as `name=amount` pairs, for the document's Subject and Keywords. */
export function totalsMetadata(s: EarningsStatement): string[] {
  const t = s.totals;
  return [
    `count=${t.count}`,
    `gross=${minorToDecimal(t.grossMinor)}`,
    `tax=${minorToDecimal(t.taxMinor)}`,
    `service_charge=${minorToDecimal(t.serviceChargeMinor)}`,
    `net=${minorToDecimal(t.netMinor)}`,
    `ledger=${minorToDecimal(t.ledgerMinor)}`,
    `currency=${s.currencyCode}`,
  ];
}

export async function renderStatementPdf(s: EarningsStatement): Promise<Uint8Array> {
  const c = statementCopy[s.lang];
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const fonts: Fonts = {
    regular: new CachedFont(regular),
    bold: new CachedFont(bold),
    clean: (t) => sanitizeForFont(t, supported),
  };

  pdf.setTitle(`${c.title} ${s.period.start} – ${s.period.end}`);
  pdf.setAuthor(s.companyName);
  pdf.setSubject(totalsMetadata(s).join('; '));
  pdf.setKeywords([c.title, s.member.username, ...totalsMetadata(s)]);
  pdf.setCreator('Member portal');
  pdf.setProducer('pdf-lib');
  pdf.setLanguage(s.lang);
  pdf.setCreationDate(s.generatedAt);
  pdf.setModificationDate(s.generatedAt);

  const layout = new Layout(pdf, fonts, s, c);
  layout.newPage();
  if (s.lines.length === 0) layout.message(c.empty);
  s.lines.forEach((l, i) => layout.row(l, i % 2 === 1));
  layout.totals();
  layout.footers();
  layout.finish();
  return pdf.save();
}
