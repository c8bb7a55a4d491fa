import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minorToDecimal } from '../../contract/money';
import { getEarningsStatement } from '../../server/earnings/earnings-statement-service';
import { reverseOrder } from '../../server/sales/reverse-order-service';
import { createTestApp, type TestApp } from './app-fixture';
import { applyEngineSettings, buy, insertPackage, place } from './engine-fixture';
import { dbLabel } from './test-db';

// A month of the past the seed leaves alone, so the engine's earnings are the only ones.
const start = '2025-02-01';
const end = '2025-02-28';
const at = (day: number, minutes = 0) => new Date(Date.UTC(2025, 1, day, 9, minutes));

type Totals = { count: number; gross: number; tax: number; charge: number; net: number };

/** RFC 4180 rows, enough for what statementCsv writes (quotes, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

/** The statement's earning rows (between the column header and the blank line) and totals. */
function csvParts(text: string) {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = parseCsv(text.slice(1));
  const header = rows.findIndex((r) => r.length === 9);
  const blank = rows.findIndex((r, i) => i > header && r.length === 1 && r[0] === '');
  return {
    preamble: rows.slice(0, header),
    header: rows[header]!,
    earnings: rows.slice(header + 1, blank),
    totals: rows[blank + 1]!,
    ledger: rows[blank + 2]!,
  };
}

const meta = (subject: string | undefined) =>
  Object.fromEntries(
    (subject ?? '').split('; ').map((pair) => pair.split('=') as [string, string]),
  );

describe(`earnings statement download on ${dbLabel}`, () => {
  let t: TestApp;
  let token: string;
  let demoId: number;
  let uplineId: number;
  let uplineToken: string;

  const get = (url: string, as = token) => t.call({ method: 'GET', url, token: as });
  const csvUrl = (q: string) => `/api/wallet/earnings_statement.csv?${q}`;
  const pdfUrl = (q: string) => `/api/wallet/earnings_statement.pdf?${q}`;
  const period = `start_date=${start}&end_date=${end}`;

  /** Independent SQL: the member's earnings of the period and their totals. */
  const earningsOf = async (memberId: number, from = start, to = end) => {
    const rows = await t.db.query<{
      id: number;
      amount_minor: number;
      tax_minor: number;
      service_charge_minor: number;
    }>(
      `SELECT id, amount_minor, tax_minor, service_charge_minor FROM earnings
        WHERE member_id = $1 AND created_at >= $2::date AND created_at < $3::date + 1
        ORDER BY created_at, id`,
      [memberId, from, to],
    );
    const totals: Totals = { count: rows.length, gross: 0, tax: 0, charge: 0, net: 0 };
    for (const r of rows) {
      totals.gross += r.amount_minor;
      totals.tax += r.tax_minor;
      totals.charge += r.service_charge_minor;
      totals.net += r.amount_minor - r.tax_minor - r.service_charge_minor;
    }
    return { ids: rows.map((r) => String(r.id)), totals };
  };

  /** Independent SQL: what the ledger put on the member's wallet for those earnings. */
  const ledgerCredit = async (memberId: number, from = start, to = end) => {
    const [row] = await t.db.query<{ total: number }>(
      `SELECT coalesce(sum(le.amount_minor), 0)::int8 AS total
         FROM ledger_entries le
        WHERE le.account IN ('wallet', 'wallet:held', 'wallet:owed') AND le.member_id = $1
          AND le.transaction_id IN (
              SELECT ledger_txn_id FROM earnings
               WHERE member_id = $1 AND created_at >= $2::date AND created_at < $3::date + 1)`,
      [memberId, from, to],
    );
    return row!.total;
  };

  beforeAll(async () => {
    t = await createTestApp(30);
    await applyEngineSettings(t.db);
    token = await t.loginAs('demo');
    const [demo] = await t.db.query<{ id: number; sponsor_id: number | null }>(
      "SELECT id, sponsor_id FROM members WHERE username = 'demo'",
    );
    demoId = demo!.id;
    const p100 = await insertPackage(t.db, {
      sku: 'STM-100',
      priceMinor: 10_000,
      bv: 100,
      direct: 10,
      roi: 0,
    });
    // Three partners under demo buy in February: direct bonuses (and whatever else the plan
    // pays) for demo and for the members above it.
    const buyers: { id: number; order: number }[] = [];
    for (const [i, name] of ['stm_ana', 'stm_bob', 'stm_cia'].entries()) {
      const id = await place(t.db, name, demoId);
      buyers.push({ id, order: await buy(t.db, id, p100, at(3 + i * 5)) });
    }
    // One sale is cancelled: its commissions come back as negative earnings.
    const cancelled = buyers[0]!;
    const [path] = await t.db.query<{ path: string }>('SELECT path FROM members WHERE id = $1', [
      cancelled.id,
    ]);
    await t.db.transaction((tx) =>
      reverseOrder(tx, {
        orderId: cancelled.order,
        invoiceNo: `INV-${String(cancelled.order).padStart(6, '0')}`,
        reason: 'sale_cancelled',
        buyerId: cancelled.id,
        buyerPath: path!.path,
        bv: '100.00',
        cv: '50.00',
        at: at(20),
      }),
    );
    // Someone else the same orders paid, to prove nobody sees another member's lines.
    const [other] = await t.db.query<{ id: number; username: string }>(
      `SELECT m.id, m.username FROM members m JOIN earnings e ON e.member_id = m.id
        WHERE m.id <> $1 AND m.status = 1 AND e.created_at >= $2::date AND e.created_at < $3::date + 1
        GROUP BY m.id ORDER BY m.id LIMIT 1`,
      [demoId, start, end],
    );
    uplineId = other!.id;
    uplineToken = await t.loginAs(other!.username);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes every earning of the period once, with totals equal to the ledger', async () => {
    const expected = await earningsOf(demoId);
    const ledger = await ledgerCredit(demoId);
    // The engine paid demo, and the cancelled sale took some of it back.
    expect(expected.totals.count).toBeGreaterThanOrEqual(4);
    expect(expected.totals.gross).toBeGreaterThan(0);
    expect(ledger).toBe(expected.totals.net);

    const res = await get(csvUrl(`${period}&lang=en`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      `filename="statement-demo-${start}-${end}.csv"`,
    );
    const csv = csvParts(res.body);
    expect(csv.header).toEqual([
      'Date',
      'ID',
      'Type',
      'Source',
      'Explanation',
      'Gross',
      'Tax',
      'Service charge',
      'Net',
    ]);
    expect(csv.earnings.map((r) => r[1])).toEqual(expected.ids);
    const sum = (col: number) =>
      csv.earnings.reduce((s, r) => s + Math.round(Number(r[col]) * 100), 0);
    expect([sum(5), sum(6), sum(7), sum(8)]).toEqual([
      expected.totals.gross,
      expected.totals.tax,
      expected.totals.charge,
      expected.totals.net,
    ]);
    expect(csv.totals[0]).toBe(`Totals (${expected.totals.count} earnings)`);
    expect(csv.totals.slice(5)).toEqual(
      [expected.totals.gross, expected.totals.tax, expected.totals.charge, expected.totals.net].map(
        (m) => minorToDecimal(m),
      ),
    );
    expect(csv.ledger[0]).toBe('Credited in the ledger (available or held)');
    expect(csv.ledger[8]).toBe(minorToDecimal(ledger));
    // Negative amounts stay numbers (no formula quote), and every line explains itself.
    expect(csv.earnings.some((r) => r[5]!.startsWith('-'))).toBe(true);
    for (const r of csv.earnings) expect(r[4]!.length).toBeGreaterThan(5);
    const direct = csv.earnings.filter((r) => r[2] === 'Direct bonus' && !r[5]!.startsWith('-'));
    expect(direct.length).toBeGreaterThanOrEqual(3);
    // Each direct bonus names the partner who bought, and the source column agrees.
    for (const r of direct) expect(r[4]).toContain(`@${r[3]}`);
    const preamble = Object.fromEntries(csv.preamble.map((r) => [r[0], r.slice(1)]));
    expect(preamble['Company']?.[0]).toBeTruthy();
    expect(preamble['Member']?.[1]).toBe('demo');
    expect(preamble['Member ID']).toEqual([String(demoId)]);
    expect(preamble['Period']).toEqual([start, end]);
  });

  it('draws a PDF whose totals (in its metadata) equal the ledger', async () => {
    const expected = await earningsOf(demoId);
    const ledger = await ledgerCredit(demoId);
    const res = await get(pdfUrl(period));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`statement-demo-${start}-${end}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    const m = meta(pdf.getSubject());
    expect(m).toMatchObject({
      count: String(expected.totals.count),
      gross: minorToDecimal(expected.totals.gross),
      tax: minorToDecimal(expected.totals.tax),
      service_charge: minorToDecimal(expected.totals.charge),
      net: minorToDecimal(expected.totals.net),
      ledger: minorToDecimal(ledger),
    });
    expect(pdf.getKeywords()).toContain(`ledger=${minorToDecimal(ledger)}`);
  });

  it('covers a whole year of the seeded history, in Spanish, totals equal to the ledger', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const expected = await earningsOf(demoId, yearAgo, today);
    const ledger = await ledgerCredit(demoId, yearAgo, today);
    expect(ledger).toBe(expected.totals.net);
    const res = await get(pdfUrl(`start_date=${yearAgo}&end_date=${today}&lang=es`));
    expect(res.statusCode).toBe(200);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(meta(pdf.getSubject())).toMatchObject({
      count: String(expected.totals.count),
      net: minorToDecimal(expected.totals.net),
      ledger: minorToDecimal(ledger),
    });
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toContain('Extracto de ganancias');
  });

  it('reads the earnings page by page without losing or repeating one', async () => {
    const today = new Date();
    const input = {
      startDate: new Date(today.getTime() - 365 * 86_400_000).toISOString().slice(0, 10),
      endDate: today.toISOString().slice(0, 10),
    };
    const whole = await getEarningsStatement(t.db, demoId, input, today);
    const paged = await getEarningsStatement(t.db, demoId, input, today, 7);
    expect(whole.lines.length).toBeGreaterThan(7);
    expect(paged.lines.map((l) => l.id)).toEqual(whole.lines.map((l) => l.id));
    expect(paged.totals).toEqual(whole.totals);
    expect(paged.reconciles).toBe(true);
  });

  it('gives a valid empty statement for a period without earnings', async () => {
    const q = 'start_date=2001-01-01&end_date=2001-01-31';
    const csv = csvParts((await get(csvUrl(q))).body);
    expect(csv.earnings).toEqual([]);
    expect(csv.totals.slice(5)).toEqual(['0.00', '0.00', '0.00', '0.00']);
    expect(csv.ledger[8]).toBe('0.00');
    const res = await get(pdfUrl(q));
    expect(res.statusCode).toBe(200);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(meta(pdf.getSubject())).toMatchObject({ count: '0', net: '0.00', ledger: '0.00' });
  });

  it("never shows another member's earnings", async () => {
    const mine = await earningsOf(demoId);
    const theirs = await earningsOf(uplineId);
    expect(theirs.ids.length).toBeGreaterThan(0);
    const asDemo = csvParts((await get(csvUrl(period))).body).earnings.map((r) => r[1]);
    const asUpline = csvParts((await get(csvUrl(period), uplineToken)).body).earnings.map(
      (r) => r[1],
    );
    expect(asDemo).toEqual(mine.ids);
    expect(asUpline).toEqual(theirs.ids);
    expect(asUpline.filter((id) => asDemo.includes(id))).toEqual([]);
    // A member id in the query is no way in: the token alone says whose statement it is.
    const sneaky = await get(csvUrl(`${period}&member_id=${uplineId}`));
    expect(csvParts(sneaky.body).earnings.map((r) => r[1])).toEqual(mine.ids);
  });

  it("writes the member's language unless lang says otherwise", async () => {
    await t.db.query("UPDATE members SET language = 'es' WHERE id = $1", [demoId]);
    try {
      const es = csvParts((await get(csvUrl(period))).body);
      expect(es.header[0]).toBe('Fecha');
      expect(es.earnings.some((r) => r[2] === 'Bono directo')).toBe(true);
      expect(es.totals[0]).toMatch(/^Totales \(\d+ ganancias\)$/);
      const en = csvParts((await get(csvUrl(`${period}&lang=en`))).body);
      expect(en.header[0]).toBe('Date');
    } finally {
      await t.db.query("UPDATE members SET language = 'en' WHERE id = $1", [demoId]);
    }
  });

  it.each([
    ['start_date=2025-02&end_date=2025-02-28', 'start_date'],
    ['start_date=2025-02-30&end_date=2025-03-01', 'start_date'],
    ['start_date=2025-02-01&end_date=2025-13-01', 'end_date'],
    ['start_date=2025-02-10&end_date=2025-02-01', 'end_date'],
    ['start_date=2024-01-01&end_date=2025-01-01', 'end_date'],
    ['start_date=2025-02-01', 'end_date'],
    [`${period}&lang=fr`, 'lang'],
  ])('refuses %s with a 422 on %s', async (q, field) => {
    for (const url of [csvUrl(q), pdfUrl(q)]) {
      const res = await get(url);
      expect(res.statusCode).toBe(422);
      const body = res.json() as { error_code: string; errors: Record<string, string[]> };
      expect(body.error_code).toBe('validation_error');
      expect(body.errors[field]?.length).toBeGreaterThan(0);
    }
  });

  it('answers 401 without a token', async () => {
    for (const url of [csvUrl(period), pdfUrl(period)]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });
});
