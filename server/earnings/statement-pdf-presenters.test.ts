import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { EarningsStatement, StatementLine } from './earnings-statement-service';
import { statementCsv } from './statement-csv-presenters';
import {
  renderStatementPdf,
  sanitizeForFont,
  totalsMetadata,
  wrapText,
} from './statement-pdf-presenters';

const line = (i: number, over: Partial<StatementLine> = {}): StatementLine => {
  const gross = i % 5 === 4 ? -1_000 : 1_000 + i * 37;
  const tax = Math.round(gross * 0.05);
  const charge = Math.round(gross * 0.02);
  return {
    id: 1_000 + i,
    createdAt: new Date(Date.UTC(2026, 2, 1 + (i % 28), 9, i % 60)),
    bonusType: 'level_commission',
    typeLabel: 'Level commission',
    source: 'ana',
    summary:
      i % 2 === 0
        ? 'Level 2 commission: 5% of 120.00 CV on an order by @ana (1 inactive upline skipped)'
        : '3 pairs at 1:1 (300 PV matched), 10% = 30.00; cap 1000.00, 0.00 flushed',
    grossMinor: gross,
    taxMinor: tax,
    serviceChargeMinor: charge,
    netMinor: gross - tax - charge,
    walletMinor: gross - tax - charge,
    ...over,
  };
};

function statement(lines: StatementLine[], over: Partial<EarningsStatement> = {}) {
  const sum = (pick: (l: StatementLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const net = sum((l) => l.netMinor);
  const s: EarningsStatement = {
    lang: 'en',
    companyName: 'Nimbus Wellness',
    currencyCode: 'USD',
    member: { id: 42, username: 'demo', fullName: 'Demo Ñandú Łoś' },
    period: { start: '2026-03-01', end: '2026-03-31' },
    generatedAt: new Date('2026-04-02T10:00:00Z'),
    lines,
    totals: {
      count: lines.length,
      grossMinor: sum((l) => l.grossMinor),
      taxMinor: sum((l) => l.taxMinor),
      serviceChargeMinor: sum((l) => l.serviceChargeMinor),
      netMinor: net,
      ledgerMinor: net,
    },
    reconciles: true,
    mismatchedIds: [],
    ...over,
  };
  return s;
}

const subjectOf = async (bytes: Uint8Array) => {
  const pdf = await PDFDocument.load(bytes);
  const subject = Object.fromEntries(
    (pdf.getSubject() ?? '').split('; ').map((p) => p.split('=') as [string, string]),
  );
  return { pdf, subject };
};

describe('sanitizeForFont', () => {
  it('keeps what WinAnsi draws, strips accents it cannot, and marks the rest', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const supported = new Set(font.getCharacterSet());
    expect(sanitizeForFont('Ñandú – 10 € × 2', supported)).toBe('Ñandú – 10 € × 2');
    expect(sanitizeForFont('Łoś Dvořák', supported)).toBe('Los Dvorák');
    expect(sanitizeForFont('中😀\nx\ty', supported)).toBe('?? x y');
    // Whatever it returns, the font can encode.
    expect(() => font.encodeText(sanitizeForFont('ő ŧ 日本 🎉 \u0000', supported))).not.toThrow();
  });
});

describe('wrapText', () => {
  it('fits every line in the width, cutting a word longer than a line', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const text = `Level 2 commission on an order by @${'x'.repeat(80)} (skipped)`;
    const lines = wrapText(text, font, 8, 120);
    expect(lines.length).toBeGreaterThan(3);
    for (const l of lines) expect(font.widthOfTextAtSize(l, 8)).toBeLessThanOrEqual(120);
    expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    expect(wrapText('', font, 8, 120)).toEqual(['']);
  });

  it('breaks a username too wide for its column at a dot or underscore, never mid-word', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(wrapText('@alexandra.richardson_2026', font, 8, 76)).toEqual([
      '@alexandra.',
      'richardson_2026',
    ]);
    expect(wrapText('@emily.clark27', font, 8, 76)).toEqual(['@emily.clark27']);
  });
});

describe('renderStatementPdf', () => {
  it('runs a long statement over numbered pages and carries its totals in the metadata', async () => {
    const s = statement(Array.from({ length: 120 }, (_, i) => line(i)));
    const { pdf, subject } = await subjectOf(await renderStatementPdf(s));
    expect(pdf.getPageCount()).toBeGreaterThan(3);
    expect(subject).toEqual(Object.fromEntries(totalsMetadata(s).map((p) => p.split('='))));
    expect(subject.count).toBe('120');
    expect(pdf.getTitle()).toBe('Earnings statement 2026-03-01 – 2026-03-31');
    expect(pdf.getAuthor()).toBe('Nimbus Wellness');
    for (const page of pdf.getPages()) expect(page.getWidth()).toBeGreaterThan(page.getHeight());
  });

  it('draws an empty period on one page, and any text a member may type', async () => {
    const s = statement([], {
      lang: 'es',
      companyName: 'Compañía 日本 😀',
      member: { id: 1, username: 'łukasz', fullName: '中文 Name' },
    });
    const { pdf, subject } = await subjectOf(await renderStatementPdf(s));
    expect(pdf.getPageCount()).toBe(1);
    expect(subject).toMatchObject({ count: '0', gross: '0.00', net: '0.00', ledger: '0.00' });
    expect(pdf.getTitle()).toContain('Extracto de ganancias');
  });

  it('still renders, with both figures, a statement that does not match the ledger', async () => {
    const base = statement([line(0), line(1)]);
    const s = {
      ...base,
      totals: { ...base.totals, ledgerMinor: base.totals.netMinor + 1 },
      reconciles: false,
    };
    const { subject } = await subjectOf(await renderStatementPdf(s));
    expect(Number(subject.ledger) - Number(subject.net)).toBeCloseTo(0.01);
  });
});

describe('statementCsv', () => {
  it('quotes formulas in text, keeps money plain, and flags a ledger mismatch', () => {
    const s = statement(
      [line(0, { source: '=HYPERLINK("http://x")', summary: '+1 surprise, "quoted"' }), line(4)],
      { reconciles: false },
    );
    const csv = statementCsv(s);
    const rows = csv.slice(1).split('\r\n');
    const first = rows.find((r) => r.startsWith('2026-03-01T'))!;
    expect(first).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(first).toContain(`"'+1 surprise, ""quoted"""`);
    const reversal = rows.find((r) => r.includes(',1004,'))!;
    expect(reversal.endsWith(',-10.00,-0.50,-0.20,-9.30')).toBe(true);
    expect(rows.some((r) => r.startsWith('"The ledger credit differs'))).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
