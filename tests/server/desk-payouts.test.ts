import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { payoutBatchCsvColumns } from '../../contract/desk-payouts';
import { requestPayoutResponseWire } from '../../contract/payout';
import { getJson, idOf, useSessions, useTestApp, type TestApp } from './app-fixture';

const xsdPath = new URL('../fixtures/sepa/pain.001.001.03.xsd', import.meta.url);

type Json = Record<string, unknown>;

async function post(t: TestApp, url: string, token: string, payload: unknown, key?: string) {
  const res = await t.call({
    method: 'POST',
    url,
    token,
    payload: payload as Json,
    headers: key ? { 'idempotency-key': key } : {},
  });
  return { status: res.statusCode, body: res.json() as Json, headers: res.headers };
}

const walletOf = async (t: TestApp, memberId: number) => {
  const [row] = await t.db.query<{ s: number }>(
    `SELECT coalesce(sum(amount_minor), 0)::int8 AS s FROM ledger_entries
      WHERE account = 'wallet' AND member_id = $1`,
    [memberId],
  );
  return Number(row!.s);
};

/** Money the company owes the member, so any payout size can be asked for. */
async function fund(t: TestApp, memberId: number, minor: number) {
  await t.db.transaction(async (tx) => {
    const [txn] = await tx.query<{ id: number }>(
      `INSERT INTO ledger_transactions (txn_group, txn_type, txn_key, member_id)
       VALUES ('bonus', 'credit', 'test_funding', $1) RETURNING id`,
      [memberId],
    );
    await tx.query(
      `INSERT INTO ledger_entries (transaction_id, account, member_id, amount_minor)
       VALUES ($1, 'wallet', $2, $3), ($1, 'company:bonus_expense', NULL, $4)`,
      [txn!.id, memberId, minor, -minor],
    );
  });
}

describe('payouts desk', () => {
  const t = useTestApp(30);
  const tokens = useSessions(t, 'admin', 'treasurer', 'reviewer', 'demo');

  async function requestAsDemo(amount: string): Promise<number> {
    const res = await t.call({
      method: 'POST',
      url: '/api/payout/request_payout',
      token: tokens.demo,
      payload: { amount, password: 'demopass1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return requestPayoutResponseWire.parse(res.json()).payout.id;
  }

  const auditOf = (action: string, subjectId: number | string) =>
    t.db.query<{ operator_id: number; reason: string | null; after: Json }>(
      'SELECT operator_id, reason, after FROM operator_audit WHERE action = $1 AND subject_id = $2 ORDER BY id',
      [action, String(subjectId)],
    );

  it('shows the seeded queue with IBAN destinations masked, two approvals above the threshold', async () => {
    const page = await getJson(t, '/api/admin/payouts?status=pending', tokens.treasurer);
    expect(page.status).toBe(200);
    const items = page.body.items as Json[];
    expect(items.length).toBeGreaterThan(0);
    // The seed asks the largest wallet for 620.00 (only a bigger company's wallet holds it).
    for (const p of items) expect(p.approvals_needed).toBe(Number(p.amount) > 500 ? 2 : 1);
    const seeded = items.filter((p) => (p.destination as Json).method === 'bank_transfer');
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    for (const p of seeded) {
      const destination = p.destination as Json;
      expect(destination.method).toBe('bank_transfer');
      expect(destination.is_iban).toBe(true);
      expect(destination.masked).toMatch(/^•••• .{4}$/);
    }
    expect(JSON.stringify(items)).not.toMatch(/DE02120300000000202051/);
  });

  it('lets only operators with the payouts permission call it', async () => {
    const id = await requestAsDemo('20.00');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/payouts'],
      ['GET', `/api/admin/payouts/${id}`],
      ['GET', '/api/admin/payouts/batches'],
      ['GET', '/api/admin/payouts/batches/1'],
      ['GET', '/api/admin/payouts/batches/1/export.csv'],
      ['GET', '/api/admin/payouts/batches/1/export.xml'],
      ['POST', `/api/admin/payouts/${id}/approve`, {}],
      ['POST', `/api/admin/payouts/${id}/reject`, { reason: 'no' }],
      ['POST', '/api/admin/payouts/batches', { payout_ids: [id], reference: 'X' }],
    ];
    for (const [method, url, payload] of calls) {
      for (const who of ['demo', 'reviewer'] as const) {
        const res = await t.call({
          method: method as 'GET',
          url,
          token: tokens[who],
          ...(payload ? { payload: payload as Json } : {}),
        });
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
    for (const who of ['admin', 'treasurer'] as const) {
      expect((await getJson(t, '/api/admin/payouts', tokens[who])).status).toBe(200);
      expect((await getJson(t, `/api/admin/payouts/${id}`, tokens[who])).status).toBe(200);
      expect((await getJson(t, '/api/admin/payouts/batches', tokens[who])).status).toBe(200);
    }
    // Nothing moved: the payout is still pending, unapproved.
    const detail = await getJson(t, `/api/admin/payouts/${id}`, tokens.admin);
    expect(detail.body).toMatchObject({ status: 'pending', approvals: 0 });
  });

  it('needs two different operators above the threshold and one below it', async () => {
    const demoId = await idOf(t.db, 'demo');
    await fund(t, demoId, 200_000);
    const big = await requestAsDemo('600.00');
    const first = await post(t, `/api/admin/payouts/${big}/approve`, tokens.admin, {});
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'awaiting_second_approval',
      approvals: 1,
      approvals_needed: 2,
    });
    const again = await post(t, `/api/admin/payouts/${big}/approve`, tokens.admin, {});
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/already approved.*second operator/);
    const awaiting = await getJson(
      t,
      '/api/admin/payouts?status=awaiting_second_approval',
      tokens.treasurer,
    );
    expect((awaiting.body.items as Json[]).map((p) => p.id)).toContain(big);
    const second = await post(t, `/api/admin/payouts/${big}/approve`, tokens.treasurer, {});
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ status: 'approved', approvals: 2 });
    const detail = await getJson(t, `/api/admin/payouts/${big}`, tokens.admin);
    expect((detail.body.approval_list as Json[]).map((a) => a.operator_username)).toEqual([
      'admin',
      'treasurer',
    ]);
    expect(detail.body.second_approval_above).toBe('500.00');
    // The member still sees it pending, then approved; approving moved no money.
    const audit = await auditOf('payout.approve', big);
    expect(audit).toHaveLength(2);
    expect(audit[1]!.after).toMatchObject({ status: 'approved', approvals: 2 });

    const small = await requestAsDemo('50.00');
    const one = await post(t, `/api/admin/payouts/${small}/approve`, tokens.treasurer, {});
    expect(one.body).toMatchObject({ status: 'approved', approvals: 1, approvals_needed: 1 });
    const late = await post(t, `/api/admin/payouts/${small}/approve`, tokens.admin, {});
    expect(late.status).toBe(422);
    expect(late.body.message).toMatch(/only a pending payout/);
  });

  it('returns a rejected payout to the wallet with a reversing ledger transaction', async () => {
    const demoId = await idOf(t.db, 'demo');
    const before = await walletOf(t, demoId);
    const id = await requestAsDemo('42.50');
    expect(await walletOf(t, demoId)).toBe(before - 4250);
    const missing = await post(t, `/api/admin/payouts/${id}/reject`, tokens.admin, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('reason');
    const blank = await post(t, `/api/admin/payouts/${id}/reject`, tokens.admin, { reason: '  ' });
    expect(blank.status).toBe(422);
    const res = await post(t, `/api/admin/payouts/${id}/reject`, tokens.admin, {
      reason: 'The IBAN belongs to someone else.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'rejected',
      reason: 'The IBAN belongs to someone else.',
    });
    expect(await walletOf(t, demoId)).toBe(before);
    const detail = await getJson(t, `/api/admin/payouts/${id}`, tokens.admin);
    const txns = detail.body.ledger_transactions as {
      key: string;
      entries: { amount: string }[];
    }[];
    expect(txns.map((x) => x.key)).toEqual(['payout_request', 'payout_rejected']);
    for (const txn of txns)
      expect(txn.entries.reduce((s, e) => s + Math.round(Number(e.amount) * 100), 0)).toBe(0);
    // The member reads the reason in their history and was notified.
    const history = await getJson(t, '/api/payout/transactions', tokens.demo);
    expect((history.body.items as Json[]).find((p) => p.id === id)).toMatchObject({
      status: 'rejected',
      reason: 'The IBAN belongs to someone else.',
    });
    const [notice] = await t.db.query<{ title: string }>(
      "SELECT title FROM notifications WHERE member_id = $1 AND ref_id = $2 AND title LIKE '%rejected'",
      [demoId, id],
    );
    expect(notice).toBeDefined();
    const audit = await auditOf('payout.reject', id);
    expect(audit).toMatchObject([{ reason: 'The IBAN belongs to someone else.' }]);
    // Settled is settled.
    const twice = await post(t, `/api/admin/payouts/${id}/reject`, tokens.admin, { reason: 'x' });
    expect(twice.status).toBe(422);
  });

  it('pays approved payouts in one batch, once, and exports it as CSV', async () => {
    const demoId = await idOf(t.db, 'demo');
    const a = await requestAsDemo('30.00');
    const b = await requestAsDemo('31.00');
    const pending = await requestAsDemo('32.00');
    for (const id of [a, b])
      expect((await post(t, `/api/admin/payouts/${id}/approve`, tokens.admin, {})).status).toBe(
        200,
      );
    const wallet = await walletOf(t, demoId);

    // All or nothing: a pending payout in the list refuses the whole batch.
    const mixed = await post(t, '/api/admin/payouts/batches', tokens.treasurer, {
      payout_ids: [a, pending],
      reference: 'MIXED-1',
    });
    expect(mixed.status).toBe(422);
    expect((mixed.body.errors as Json).payout_ids).toEqual([
      expect.stringMatching(new RegExp(`#${pending} is pending`)),
    ]);
    expect((await getJson(t, `/api/admin/payouts/${a}`, tokens.admin)).body.status).toBe(
      'approved',
    );

    const body = { payout_ids: [a, b], reference: 'TREASURY 2026/11' };
    const made = await post(t, '/api/admin/payouts/batches', tokens.treasurer, body, 'batch-key-1');
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ payout_count: 2, reference: 'TREASURY 2026/11' });
    const replay = await post(
      t,
      '/api/admin/payouts/batches',
      tokens.treasurer,
      body,
      'batch-key-1',
    );
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.id).toBe(made.body.id);
    const batches = await t.db.query('SELECT 1 FROM payout_batches WHERE reference = $1', [
      body.reference,
    ]);
    expect(batches).toHaveLength(1);
    // Paying releases the hold; the wallet paid at request and does not move again.
    expect(await walletOf(t, demoId)).toBe(wallet);
    const history = await getJson(t, '/api/payout/transactions', tokens.demo);
    expect((history.body.items as Json[]).find((p) => p.id === a)).toMatchObject({
      status: 'paid',
    });
    const detail = await getJson(t, `/api/admin/payouts/${a}`, tokens.admin);
    expect(detail.body).toMatchObject({ status: 'paid', batch_id: made.body.id });
    expect((detail.body.ledger_transactions as Json[]).map((x) => x.key)).toEqual([
      'payout_request',
      'payout_paid',
    ]);

    // A payout is in one batch only; the reference is not reused.
    const again = await post(t, '/api/admin/payouts/batches', tokens.admin, {
      payout_ids: [a],
      reference: 'OTHER-1',
    });
    expect(again.status).toBe(422);
    const sameRef = await post(t, '/api/admin/payouts/batches', tokens.admin, {
      payout_ids: [pending],
      reference: 'TREASURY 2026/11',
    });
    expect(sameRef.status).toBe(422);

    const batchId = made.body.id as number;
    expect(await auditOf('payout_batch.create', batchId)).toHaveLength(1);
    expect(await auditOf('payout.pay', a)).toHaveLength(1);
    const listed = await getJson(t, `/api/admin/payouts?batch=${batchId}`, tokens.admin);
    expect((listed.body.items as Json[]).map((p) => p.id).sort()).toEqual([a, b].sort());

    const csv = await t.call({
      method: 'GET',
      url: `/api/admin/payouts/batches/${batchId}/export.csv`,
      token: tokens.treasurer,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(payoutBatchCsvColumns.join(','));
    expect(lines).toHaveLength(3);
    const row = lines[1]!.split(',');
    expect(row[0]).toBe('TREASURY 2026/11');
    expect(row[1]).toBe(String(a));
    expect(row[2]).toBe('demo');
    expect(row[3]).toBe('Dana Demo');
    expect(row[4]).toBe('DE89370400440532013000');
    expect(row[5]).toBe('COBADEFFXXX');
    expect(row[6]).toMatch(/^\d+\.\d{2}$/);
    expect(row[7]).toBe('USD');
    expect(row[9]).toBe('included');
    expect(await auditOf('payout_batch.export_csv', batchId)).toHaveLength(1);

    // The seeded company pays in US dollars: no SEPA file, a clear refusal.
    const xml = await getJson(t, `/api/admin/payouts/batches/${batchId}/export.xml`, tokens.admin);
    expect(xml.status).toBe(422);
    expect(xml.body.message).toMatch(/euros/);
  });

  it('writes a pain.001.001.03 file that the ISO 20022 schema accepts', async () => {
    await t.db.query(`UPDATE currencies SET is_default = (code = 'EUR')`);
    const demoId = await idOf(t.db, 'demo');
    await t.db.query(`UPDATE member_bank_accounts SET account_holder = $2 WHERE member_id = $1`, [
      demoId,
      'Zoë Müller-Großmann & Søn <Ltd> "Ünïcode" — ' + 'x'.repeat(80),
    ]);
    const ids = [await requestAsDemo('25.55'), await requestAsDemo('74.45')];
    for (const id of ids) await post(t, `/api/admin/payouts/${id}/approve`, tokens.admin, {});
    const made = await post(t, '/api/admin/payouts/batches', tokens.admin, {
      payout_ids: ids,
      reference: "SEPA-2026-11-27 (a)+b'c",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.currency).toBe('EUR');
    const res = await t.call({
      method: 'GET',
      url: `/api/admin/payouts/batches/${made.body.id as number}/export.xml`,
      token: tokens.treasurer,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    const result = await validateXML({
      xml: [{ fileName: 'batch.xml', contents: xml }],
      schema: [{ fileName: 'pain.001.001.03.xsd', contents: await readFile(xsdPath, 'utf8') }],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    const fees = await t.db.query<{ net: number }>(
      'SELECT (amount_minor - fee_minor)::int8 AS net FROM payout_requests WHERE id = ANY ($1::int8[])',
      [ids],
    );
    const sum = fees.reduce((s, f) => s + Number(f.net), 0);
    const control = (sum / 100).toFixed(2);
    expect(xml.match(/<NbOfTxs>2<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml.match(new RegExp(`<CtrlSum>${control}</CtrlSum>`, 'g'))).toHaveLength(2);
    const name = /<Cdtr><Nm>([^<]*)<\/Nm>/.exec(xml)![1]!;
    expect(name.length).toBeLessThanOrEqual(70);
    expect(name).toMatch(/^Zoe Muller-Grossmann \+ Son Ltd Unicode/);
    expect(name).toMatch(/^[A-Za-z0-9/?:().,'+ -]*$/);
    expect(/<MsgId>([^<]*)<\/MsgId>/.exec(xml)![1]!.length).toBeLessThanOrEqual(35);
    for (const amount of xml.match(/<InstdAmt Ccy="EUR">[^<]*</g)!)
      expect(amount).toMatch(/>\d+\.\d{2}<$/);
  });

  it('answers bad input with 422 or 404, never 500', async () => {
    const bad: [string, string, unknown?][] = [
      ['GET', '/api/admin/payouts?status=lost'],
      ['GET', '/api/admin/payouts?batch=abc'],
      ['GET', '/api/admin/payouts?cursor=forged'],
      ['GET', '/api/admin/payouts/batches?cursor=forged'],
      ['POST', '/api/admin/payouts/batches', { payout_ids: 'all', reference: 'R' }],
      ['POST', '/api/admin/payouts/batches', { payout_ids: [], reference: 'R' }],
      ['POST', '/api/admin/payouts/batches', { payout_ids: [1, 1], reference: 'R' }],
      ['POST', '/api/admin/payouts/batches', { payout_ids: [-4], reference: 'R' }],
      ['POST', '/api/admin/payouts/batches', { payout_ids: [987654321], reference: 'R' }],
      ['POST', '/api/admin/payouts/batches', { payout_ids: [1], reference: 'x'.repeat(36) }],
      ['POST', '/api/admin/payouts/batches', { payout_ids: [1], reference: 'a<b>' }],
      ['POST', '/api/admin/payouts/batches', { payout_ids: [1], reference: '//' }],
      ['POST', '/api/admin/payouts/1/reject', { reason: 'x'.repeat(501) }],
      ['POST', '/api/admin/payouts/1/reject', { reason: 7 }],
    ];
    for (const [method, url, payload] of bad) {
      const res = await t.call({
        method: method as 'GET',
        url,
        token: tokens.admin,
        ...(payload !== undefined ? { payload: payload as Json } : {}),
      });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(422);
      expect(res.json().error_code).toBe('validation_error');
    }
    for (const url of [
      '/api/admin/payouts/abc',
      '/api/admin/payouts/99999999',
      '/api/admin/payouts/batches/99999999',
      '/api/admin/payouts/batches/x/export.csv',
    ])
      expect((await getJson(t, url, tokens.admin)).status, url).toBe(404);
    const ghost = await post(t, '/api/admin/payouts/99999999/approve', tokens.admin, {});
    expect(ghost.status).toBe(404);
  });
});
