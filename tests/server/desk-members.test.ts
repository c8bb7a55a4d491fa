import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { releaseDueEarnings } from '../../server/holds';
import { confirmSale, refundSale } from '../../server/sales/sale-service';
import { readOutbox } from '../e2e/outbox';
import { getJson, getOk, idOf, type TestApp, useSessions, useTestApp } from './app-fixture';
import { setWallet, unbalancedTransactions } from './payout-fixture';
import { sellingPair, sellPackage } from './sale-fixture';

const DAY = 86_400_000;

/**
 * The desk's member tools (issue 30 point 4): search and detail, the read-only view as a
 * member, block and unblock, resending a verification and wallet adjustments.
 */

type Route = { method: string; url: string; access: string | undefined };

async function registeredRoutes(t: TestApp): Promise<Route[]> {
  const routes: RouteOptions[] = [];
  const app = await buildApp({ db: t.db, config: t.config, onRoute: (r) => routes.push(r) });
  await app.ready();
  await app.close();
  return routes
    .filter((r) => r.url.startsWith('/api/'))
    .flatMap((r) =>
      [r.method].flat().map((method) => ({ method, url: r.url, access: r.config?.access })),
    )
    .filter((r) => r.method !== 'HEAD');
}

const audits = async (t: TestApp, action: string, memberId: number) =>
  t.db.query<{ operator_id: string; before: unknown; after: unknown; reason: string | null }>(
    `SELECT operator_id::text, before, after, reason FROM operator_audit
      WHERE action = $1 AND subject_type = 'member' AND subject_id = $2 ORDER BY id`,
    [action, String(memberId)],
  );

/** A seeded member other than demo, the n-th by id, to act on without touching demo. */
async function memberNo(t: TestApp, n: number): Promise<{ id: number; username: string }> {
  const rows = await t.db.query<{ id: number; username: string }>(
    `SELECT id, username FROM members WHERE role_id <> 1 AND username <> 'demo' AND status = 1
      ORDER BY id OFFSET $1 LIMIT 1`,
    [n],
  );
  return { id: Number(rows[0]!.id), username: rows[0]!.username };
}

describe('desk members', () => {
  const t = useTestApp(40);
  const tokens = useSessions(t, 'admin', 'reviewer', 'demo');
  let demoId: number;
  let adminId: number;
  beforeAll(async () => {
    demoId = await idOf(t.db, 'demo');
    adminId = await idOf(t.db, 'admin');
  });

  const post = (url: string, token: string, payload: object = {}, headers = {}) =>
    t.call({ method: 'POST', url, token, payload, headers });

  describe('permissions', () => {
    it('answers members and operators without the members permission 403 on every call', async () => {
      const target = await memberNo(t, 1);
      const calls: [string, string, object?][] = [
        ['GET', '/api/admin/members'],
        ['GET', `/api/admin/members/${target.id}`],
        ['POST', `/api/admin/members/${target.id}/view_as`, {}],
        ['POST', `/api/admin/members/${target.id}/block`, { reason: 'testing access' }],
        ['POST', `/api/admin/members/${target.id}/unblock`, { reason: 'testing access' }],
        ['POST', `/api/admin/members/${target.id}/resend_verification`, {}],
        [
          'POST',
          `/api/admin/members/${target.id}/wallet_adjustments`,
          { direction: 'credit', amount: '1.00', reason: 'testing access' },
        ],
      ];
      for (const token of [tokens.demo, tokens.reviewer]) {
        for (const [method, url, payload] of calls) {
          const res = await t.call({
            method: method as 'GET' | 'POST',
            url,
            token,
            payload,
            headers: { 'idempotency-key': 'perm-1' },
          });
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          expect(res.json()).toMatchObject({ error_code: 'forbidden' });
        }
      }
      const [blocked] = await t.db.query<{ status: number }>(
        'SELECT status FROM members WHERE id = $1',
        [target.id],
      );
      expect(Number(blocked!.status)).toBe(1);
      expect((await getJson(t, '/api/admin/members', tokens.admin)).status).toBe(200);
      expect((await getJson(t, `/api/admin/members/${target.id}`, tokens.admin)).status).toBe(200);
    });
  });

  describe('search and detail', () => {
    it('finds a member by username, email, name or id, never an operator', async () => {
      const byName = await getOk(t, '/api/admin/members?q=demo', tokens.admin);
      const items = byName.items as Record<string, unknown>[];
      const demo = items.find((i) => i.username === 'demo');
      expect(demo).toMatchObject({ id: demoId, status: 'active' });
      expect(demo!.email).toMatch(/@/);
      expect(typeof demo!.balance).toBe('string');
      expect(demo).toHaveProperty('sponsor_username');
      const byEmail = await getOk(
        t,
        `/api/admin/members?q=${encodeURIComponent(String(demo!.email))}`,
        tokens.admin,
      );
      expect((byEmail.items as { id: number }[]).map((i) => i.id)).toContain(demoId);
      const byId = await getOk(t, `/api/admin/members?q=${demoId}`, tokens.admin);
      expect((byId.items as { id: number }[]).map((i) => i.id)).toContain(demoId);
      const operators = await getOk(t, '/api/admin/members?q=admin', tokens.admin);
      expect((operators.items as { id: number }[]).map((i) => i.id)).not.toContain(adminId);
      const wildcard = await getOk(t, '/api/admin/members?q=%25', tokens.admin);
      expect(wildcard.items).toEqual([]);
    });

    it('pages every member newest first without repeats', async () => {
      const seen: number[] = [];
      const joined: string[] = [];
      let url: string | null = '/api/admin/members';
      while (url) {
        const page = await getOk(t, url.replace(/^https?:\/\/[^/]+/, ''), tokens.admin);
        for (const i of page.items as { id: number; joined_at: string }[]) {
          seen.push(i.id);
          joined.push(i.joined_at);
        }
        url = page.next_page_url as string | null;
      }
      expect(new Set(seen).size).toBe(seen.length);
      const [count] = await t.db.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM members WHERE role_id <> 1 AND deleted_at IS NULL',
      );
      expect(seen.length).toBe(Number(count!.n));
      expect([...joined].sort().reverse()).toEqual(joined);
    });

    it('puts the member a search names exactly first, then the rest newest first, none twice', async () => {
      // An old member, and newer ones whose names hold the old one's username.
      const old = await memberNo(t, 1);
      const newer = await t.db.query<{ id: number; last_name: string | null }>(
        `SELECT id, last_name FROM members WHERE role_id <> 1 AND id > $1 ORDER BY id DESC LIMIT 25`,
        [old.id],
      );
      await t.db.query('UPDATE members SET last_name = $1 WHERE id = ANY($2::int8[])', [
        `Mc${old.username}`,
        newer.map((m) => m.id),
      ]);
      try {
        const seen: number[] = [];
        let url: string | null = `/api/admin/members?q=${encodeURIComponent(old.username)}`;
        while (url) {
          const page = await getOk(t, url.replace(/^https?:\/\/[^/]+/, ''), tokens.admin);
          seen.push(...(page.items as { id: number }[]).map((i) => Number(i.id)));
          url = page.next_page_url as string | null;
        }
        expect(seen[0]).toBe(old.id);
        expect(new Set(seen).size).toBe(seen.length);
        for (const m of newer) expect(seen).toContain(Number(m.id));
        // The rest stays newest first.
        const rest = seen.slice(1);
        const walked = newer.map((m) => Number(m.id)).filter((id) => rest.includes(id));
        expect(rest.filter((id) => walked.includes(id))).toEqual(walked);
      } finally {
        for (const m of newer)
          await t.db.query('UPDATE members SET last_name = $1 WHERE id = $2', [m.last_name, m.id]);
      }
    });

    it('refuses bad input with 422 and unknown ids with 404, never 500', async () => {
      const long = await getJson(t, `/api/admin/members?q=${'x'.repeat(101)}`, tokens.admin);
      expect(long.status).toBe(422);
      const cursor = await getJson(t, '/api/admin/members?cursor=nonsense', tokens.admin);
      expect(cursor.status).toBe(422);
      for (const id of ['abc', '99999999', String(adminId), '1e3', '-1'])
        expect((await getJson(t, `/api/admin/members/${id}`, tokens.admin)).status, id).toBe(404);
    });

    it('shows a member whole: balances as the wallet statement has them, placement and KYC', async () => {
      const detail = await getOk(t, `/api/admin/members/${demoId}`, tokens.admin);
      const statement = await getOk(t, '/api/wallet/statement', tokens.demo);
      const balances = statement.balances as Record<string, string>;
      expect(detail.balances).toEqual({
        available: balances.available,
        held: balances.held,
        owed: balances.owed,
      });
      expect(detail).toMatchObject({ username: 'demo', status: 'active' });
      expect(detail.placement).toHaveProperty('depth');
      expect(['none', 'pending', 'approved', 'rejected']).toContain(
        (detail.kyc as { state: string }).state,
      );
      expect(Array.isArray(detail.sign_ins)).toBe(true);
      expect((detail.sign_ins as unknown[]).length).toBeGreaterThan(0);
    });
  });

  describe('view as member', () => {
    let routes: Route[];
    beforeAll(async () => {
      routes = await registeredRoutes(t);
    });

    const openView = async () => {
      const res = await post(`/api/admin/members/${demoId}/view_as`, tokens.admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        token: string;
        expires_at: string;
        member: { username: string };
        user: { username: string };
      };
    };

    it('reads the member’s GET calls as the member and audits each opening', async () => {
      const before = (await audits(t, 'member.view_as', demoId)).length;
      const view = await openView();
      expect(view.member.username).toBe('demo');
      expect(view.user.username).toBe('demo');
      const minutes = (Date.parse(view.expires_at) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(25);
      expect(minutes).toBeLessThanOrEqual(30);
      const me = await getOk(t, '/api/user_data', view.token);
      expect((me.user as { username: string }).username).toBe('demo');
      await getOk(t, '/api/wallet/statement', view.token);
      await openView();
      const rows = await audits(t, 'member.view_as', demoId);
      expect(rows.length).toBe(before + 2);
      expect(Number(rows.at(-1)!.operator_id)).toBe(adminId);
      // The desk cannot be reached with it: it is the member's token, read-only.
      expect((await getJson(t, '/api/admin/members', view.token)).status).toBe(403);
    });

    it('refuses every member call that is not a GET', async () => {
      const view = await openView();
      const writes = routes.filter(
        (r) => r.method !== 'GET' && (r.access === 'member' || r.access === 'optional'),
      );
      expect(writes.length).toBeGreaterThan(20);
      for (const r of writes) {
        const res = await t.call({
          method: r.method as 'POST',
          url: r.url.replace(/:(\w+)/g, '1'),
          token: view.token,
          payload: {},
        });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
        expect(res.json(), `${r.method} ${r.url}`).toMatchObject({
          error_code: 'forbidden',
          message: "This is a read-only view of the member's back office.",
        });
      }
      // Still alive after all that, and still the member's.
      await getOk(t, '/api/user_data', view.token);
    });

    it('stays out of the member’s own sessions, and its logout ends only itself', async () => {
      const view = await openView();
      await getOk(t, '/api/wallet/statement', view.token);
      const sessions = await getOk(t, '/api/account/sessions', tokens.demo);
      const [viewRow] = await t.db.query<{ id: string; last_used_at: Date | null }>(
        `SELECT id::text, last_used_at FROM auth_tokens WHERE read_only AND member_id = $1
          ORDER BY id DESC LIMIT 1`,
        [demoId],
      );
      expect(viewRow!.last_used_at).toBeNull();
      expect((sessions.items as { id: number }[]).map((s) => String(s.id))).not.toContain(
        viewRow!.id,
      );
      const detail = await getOk(t, `/api/admin/members/${demoId}`, tokens.admin);
      expect((detail.sign_ins as { viewed_by: string | null }[])[0]!.viewed_by).toBe('admin');
      const out = await post('/api/auth/logout', view.token);
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ sso_logout_token: null });
      expect((await getJson(t, '/api/user_data', view.token)).status).toBe(401);
      await getOk(t, '/api/user_data', tokens.demo);
    });

    it('expires', async () => {
      const view = await openView();
      await t.db.query(
        `UPDATE auth_tokens SET expires_at = now() - interval '1 second'
          WHERE read_only AND member_id = $1 AND revoked_at IS NULL`,
        [demoId],
      );
      expect((await getJson(t, '/api/user_data', view.token)).status).toBe(401);
    });
  });

  describe('block and unblock', () => {
    it('ends every session of the member, whose tab hears user_blocked; unblock restores login', async () => {
      const target = await memberNo(t, 3);
      const memberToken = await t.loginAs(target.username);
      const blocked = await post(`/api/admin/members/${target.id}/block`, tokens.admin, {
        reason: 'chargeback fraud',
      });
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect(blocked.json()).toMatchObject({ id: target.id, status: 'blocked' });
      expect(blocked.json().sessions_ended).toBeGreaterThanOrEqual(1);
      const call = await getJson(t, '/api/wallet/statement', memberToken);
      expect(call.status).toBe(500);
      expect(call.body.error_code).toBe('user_blocked');
      expect((await getJson(t, '/api/user_data', memberToken)).body.error_code).toBe(
        'user_blocked',
      );
      expect((await post('/api/auth/logout', memberToken)).statusCode).toBe(401);
      const login = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login_using: 'username', username: target.username, password: 'demopass1' },
      });
      expect(login.json().token || null).toBeNull();
      const view = await post(`/api/admin/members/${target.id}/view_as`, tokens.admin);
      expect(view.statusCode).toBe(409);
      const [row] = await audits(t, 'member.block', target.id);
      expect(row).toMatchObject({ before: { status: 1 }, reason: 'chargeback fraud' });
      expect((row!.after as { status: number }).status).toBe(0);

      const unblocked = await post(`/api/admin/members/${target.id}/unblock`, tokens.admin, {
        reason: 'cleared by the bank',
      });
      expect(unblocked.json()).toMatchObject({ status: 'active', sessions_ended: 0 });
      // The old session stays over; a new login works.
      expect((await getJson(t, '/api/wallet/statement', memberToken)).status).toBe(401);
      const again = await t.loginAs(target.username);
      await getOk(t, '/api/wallet/statement', again);
      expect((await audits(t, 'member.unblock', target.id)).length).toBe(1);
    });

    it('cannot block an operator, and wants a reason', async () => {
      const res = await post(`/api/admin/members/${adminId}/block`, tokens.admin, {
        reason: 'trying',
      });
      expect(res.statusCode).toBe(404);
      const target = await memberNo(t, 4);
      for (const body of [{}, { reason: '' }, { reason: 'x'.repeat(501) }, { reason: 5 }]) {
        const bad = await post(`/api/admin/members/${target.id}/block`, tokens.admin, body);
        expect(bad.statusCode, JSON.stringify(body)).toBe(422);
        expect(bad.json().errors).toHaveProperty('reason');
      }
    });
  });

  describe('resend verification', () => {
    it('resends a pending email change code to the new address, audited; none pending is a 409', async () => {
      const target = await memberNo(t, 5);
      const none = await post(`/api/admin/members/${target.id}/resend_verification`, tokens.admin);
      expect(none.statusCode).toBe(409);
      const memberToken = await t.loginAs(target.username);
      const next = `changed-${target.id}@example.net`;
      const started = await post('/api/account/email', memberToken, { email: next });
      expect(started.statusCode, started.body).toBe(200);
      const sentBefore = (await readOutbox(t.config.dataDir)).filter((l) => l.to === next).length;
      const res = await post(`/api/admin/members/${target.id}/resend_verification`, tokens.admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ channel: 'email', sent_to: 'c***@example.net' });
      const sent = (await readOutbox(t.config.dataDir)).filter((l) => l.to === next);
      expect(sent.length).toBe(sentBefore + 1);
      expect((await audits(t, 'member.resend_verification', target.id)).length).toBe(1);
      // The new code confirms the change.
      const ok = await post('/api/account/email/verify', memberToken, { otp: sent.at(-1)!.code });
      expect(ok.statusCode, ok.body).toBe(200);
    });
    it('counts resends against the member’s code limit: 429 once it is spent, never a 500', async () => {
      const target = await memberNo(t, 9);
      const memberToken = await t.loginAs(target.username);
      const started = await post('/api/account/email', memberToken, {
        email: `limit-${target.id}@example.net`,
      });
      expect(started.statusCode, started.body).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await post(`/api/admin/members/${target.id}/resend_verification`, tokens.admin))
            .statusCode,
        );
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
      const ok = statuses.filter((s) => s === 200).length;
      expect(await audits(t, 'member.resend_verification', target.id)).toHaveLength(ok);
    });
  });

  describe('wallet adjustments', () => {
    const adjust = (memberId: number, body: object, key?: string) =>
      post(
        `/api/admin/members/${memberId}/wallet_adjustments`,
        tokens.admin,
        body,
        key ? { 'idempotency-key': key } : {},
      );

    const owedOf = async (memberId: number) => {
      const [row] = await t.db.query<{ s: string }>(
        `SELECT coalesce(sum(amount_minor), 0)::text AS s FROM ledger_entries
          WHERE account = 'wallet:owed' AND member_id = $1`,
        [memberId],
      );
      return Number(row!.s);
    };

    const walletOf = async (memberId: number) => {
      const [row] = await t.db.query<{ s: string }>(
        `SELECT coalesce(sum(amount_minor), 0)::text AS s FROM ledger_entries
          WHERE account = 'wallet' AND member_id = $1`,
        [memberId],
      );
      return Number(row!.s);
    };

    it('credits and debits through balanced ledger transactions, audited and labelled', async () => {
      const target = await memberNo(t, 6);
      const start = await walletOf(target.id);
      const credit = await adjust(
        target.id,
        { direction: 'credit', amount: '25.50', reason: 'goodwill for a late parcel' },
        'adj-credit-1',
      );
      expect(credit.statusCode, credit.body).toBe(200);
      const body = credit.json() as { transaction_id: number; balance: string };
      expect(await walletOf(target.id)).toBe(start + 2550);
      const entries = await t.db.query<{ s: string; n: string }>(
        `SELECT sum(amount_minor)::text AS s, count(*)::text AS n FROM ledger_entries
          WHERE transaction_id = $1`,
        [body.transaction_id],
      );
      expect(entries[0]).toEqual({ s: '0', n: '2' });
      const [txn] = await t.db.query<{ txn_key: string; memo: string }>(
        'SELECT txn_key, memo FROM ledger_transactions WHERE id = $1',
        [body.transaction_id],
      );
      expect(txn).toEqual({
        txn_key: 'wallet_adjustment',
        memo: 'goodwill for a late parcel (by admin)',
      });

      const debit = await adjust(
        target.id,
        { direction: 'debit', amount: '5', reason: 'duplicate credit' },
        'adj-debit-1',
      );
      expect(debit.statusCode, debit.body).toBe(200);
      expect(await walletOf(target.id)).toBe(start + 2050);

      const memberToken = await t.loginAs(target.username);
      const list = await getOk(
        t,
        '/api/wallet/transactions?transaction_key[0]=wallet_adjustment',
        memberToken,
      );
      expect(list.items).toEqual([
        expect.objectContaining({
          transaction_key: 'wallet_adjustment',
          cash_flow: 'debit',
          amount: '5.00',
        }),
        expect.objectContaining({
          transaction_key: 'wallet_adjustment',
          cash_flow: 'credit',
          amount: '25.50',
        }),
      ]);
      expect((list.transaction_labels as Record<string, string>).wallet_adjustment).toBe(
        'Adjustment by the company',
      );
      const rows = await audits(t, 'wallet.adjust_credit', target.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.reason).toBe('goodwill for a late parcel');
      expect(rows[0]!.after).toMatchObject({
        amount: '25.50',
        ledger_transaction_id: body.transaction_id,
      });
    });

    it('repays what the member owes from a credit first, in the credit’s own transaction', async () => {
      // A debt made the company's way: a confirmed sale's commission released, withdrawn but
      // for 10.00, then the sale refunded (decision 037).
      const { seller, sponsor, packageId } = await sellingPair(t, { newest: true });
      const sale = await sellPackage(t, seller, packageId, 1);
      const paidAt = new Date(Date.now() - 40 * DAY);
      await confirmSale(t.db, seller.id, sale.id, paidAt);
      await releaseDueEarnings(t.db, new Date(paidAt.getTime() + 31 * DAY));
      await setWallet(t.db, sponsor.id, 1000);
      await refundSale(t.db, seller.id, sale.id, new Date());
      const owed = -(await owedOf(sponsor.id));
      expect(owed).toBeGreaterThan(0);

      // A credit smaller than the debt goes to the debt whole; the wallet does not move.
      const small = await adjust(
        sponsor.id,
        { direction: 'credit', amount: '1.00', reason: 'goodwill' },
        'adj-owed-1',
      );
      expect(small.statusCode, small.body).toBe(200);
      expect(small.json()).toMatchObject({ repaid: '1.00', balance: '0.00' });
      expect(await owedOf(sponsor.id)).toBe(-(owed - 100));

      // A larger one repays the rest, and only the rest reaches the wallet.
      const large = await adjust(
        sponsor.id,
        { direction: 'credit', amount: ((owed - 100 + 500) / 100).toFixed(2), reason: 'settle' },
        'adj-owed-2',
      );
      expect(large.statusCode, large.body).toBe(200);
      const answer = large.json() as { transaction_id: number; repaid: string; balance: string };
      expect(answer.repaid).toBe(((owed - 100) / 100).toFixed(2));
      expect(answer.balance).toBe('5.00');
      expect(await owedOf(sponsor.id)).toBe(0);
      const repayments = await t.db.query<{ earning_id: string | null; amount: string }>(
        `SELECT earning_id::text, amount_minor::text AS amount FROM debt_repayments
          WHERE member_id = $1 ORDER BY created_at, ledger_txn_id`,
        [sponsor.id],
      );
      expect(repayments.map((r) => [r.earning_id, Number(r.amount)])).toEqual([
        [null, 100],
        [null, owed - 100],
      ]);
      expect(await unbalancedTransactions(t.db)).toEqual([]);
      const [audit] = (await audits(t, 'wallet.adjust_credit', sponsor.id)).slice(-1);
      expect(audit!.after).toMatchObject({ repaid_owed: answer.repaid, balance: '5.00' });
      // Paid back, the member may withdraw again.
      const settings = await getOk(t, '/api/payout/settings', sponsor.token);
      expect(settings.owed_balance).toBe('0.00');
    });

    it('replays a repeated Idempotency-Key instead of moving the money twice', async () => {
      const target = await memberNo(t, 7);
      const start = await walletOf(target.id);
      const payload = { direction: 'credit', amount: '3.00', reason: 'refund of a fee' };
      const first = await adjust(target.id, payload, 'adj-replay-1');
      const second = await adjust(target.id, payload, 'adj-replay-1');
      expect(second.statusCode).toBe(200);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json()).toEqual(first.json());
      expect(await walletOf(target.id)).toBe(start + 300);
      expect(await audits(t, 'wallet.adjust_credit', target.id)).toHaveLength(1);
      const other = await adjust(target.id, { ...payload, amount: '4.00' }, 'adj-replay-1');
      expect(other.statusCode).toBe(422);
    });

    it('never debits below zero, and refuses bad amounts with 422', async () => {
      const target = await memberNo(t, 8);
      const balance = await walletOf(target.id);
      const tooMuch = await adjust(
        target.id,
        { direction: 'debit', amount: ((balance + 1) / 100).toFixed(2), reason: 'too much' },
        'adj-over-1',
      );
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json().errors).toHaveProperty('amount');
      expect(await walletOf(target.id)).toBe(balance);
      const missingKey = await adjust(target.id, {
        direction: 'credit',
        amount: '1.00',
        reason: 'no key',
      });
      expect(missingKey.statusCode).toBe(422);
      expect(missingKey.json().errors).toHaveProperty('Idempotency-Key');
      const bad: [object, string][] = [
        [{ direction: 'credit', amount: '0', reason: 'zero' }, 'amount'],
        [{ direction: 'credit', amount: '-1', reason: 'negative' }, 'amount'],
        [{ direction: 'credit', amount: '1.234', reason: 'decimals' }, 'amount'],
        [{ direction: 'credit', amount: '1e3', reason: 'exponent' }, 'amount'],
        [{ direction: 'credit', amount: '100000.01', reason: 'too large' }, 'amount'],
        [{ direction: 'credit', amount: 'x'.repeat(41), reason: 'long' }, 'amount'],
        [{ direction: 'credit', amount: 12, reason: 'number' }, 'amount'],
        [{ direction: 'sideways', amount: '1.00', reason: 'direction' }, 'direction'],
        [{ direction: 'credit', amount: '1.00' }, 'reason'],
      ];
      for (const [body, field] of bad) {
        const res = await adjust(
          target.id,
          body,
          `adj-bad-${field}-${JSON.stringify(body).length}`,
        );
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json().errors, JSON.stringify(body)).toHaveProperty([field]);
      }
      expect(await walletOf(target.id)).toBe(balance);
      const toOperator = await adjust(
        adminId,
        { direction: 'credit', amount: '1.00', reason: 'operator' },
        'adj-op-1',
      );
      expect(toOperator.statusCode).toBe(404);
    });
  });
});
