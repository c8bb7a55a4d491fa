import { describe, expect, it } from 'vitest';
import { operatorPermissions } from '../../contract/operator';
import { operatorAction } from '../../server/audit';
import { getJson, idOf, useSessions, useTestApp } from './app-fixture';

/**
 * The operator desk's foundation (issue 30): operators sign in through the same login, hold
 * permissions checked on every call, stand outside the genealogy, and nothing they change
 * commits without its audit row.
 */
describe('operator desk', () => {
  const t = useTestApp(30);
  const tokens = useSessions(t, 'admin', 'reviewer', 'demo');

  it('signs an operator in through the member login and tells the desk what they may do', async () => {
    const role = await getJson(t, '/api/user_role', tokens.admin);
    expect(role.body).toMatchObject({ role_id: 1 });
    const admin = await getJson(t, '/api/admin/me', tokens.admin);
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ username: 'admin' });
    expect([...(admin.body.permissions as string[])].sort()).toEqual(
      [...operatorPermissions].sort(),
    );
    const reviewer = await getJson(t, '/api/admin/me', tokens.reviewer);
    expect(reviewer.body.permissions).toEqual(['kyc']);
  });

  it('checks each permission on the server: a narrower operator and a member get 403', async () => {
    expect((await getJson(t, '/api/admin/audit', tokens.admin)).status).toBe(200);
    const narrower = await getJson(t, '/api/admin/audit', tokens.reviewer);
    expect(narrower.status).toBe(403);
    expect(narrower.body).toMatchObject({ error_code: 'forbidden' });
    expect((await getJson(t, '/api/admin/me', tokens.demo)).status).toBe(403);
    expect((await getJson(t, '/api/admin/audit', tokens.demo)).status).toBe(403);
    // An operator has no wallet, no network and no dashboard of a member.
    expect((await getJson(t, '/api/wallet/transactions', tokens.admin)).status).toBe(403);
    expect((await getJson(t, '/api/user_data', tokens.admin)).status).toBe(200);
    // Their own sign-in they manage like anyone: sessions (and password, unlocking).
    const sessions = await getJson(t, '/api/account/sessions', tokens.admin);
    expect(sessions.status).toBe(200);
    expect(sessions.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ current: true })]),
    );
    expect((await getJson(t, '/api/account/wallet_password', tokens.admin)).status).toBe(403);
  });

  it('keeps operators outside the genealogy: nobody signs up under one, nor defaults to one', async () => {
    const referral = await t.call({
      method: 'GET',
      url: '/api/users/signup_validate_referral?referral=admin',
    });
    expect(referral.statusCode).toBe(422);
    const info = await getJson(t, '/api/users/admin_info');
    expect(info.body.admin_username).not.toBe('admin');
  });

  it('lists, filters and exports the audit log of what operators did', async () => {
    const operatorId = await idOf(t.db, 'admin');
    const demoId = await idOf(t.db, 'demo');
    await operatorAction(t.db, { operatorId, address: '203.0.113.9' }, async () => ({
      result: null,
      audit: {
        action: 'test.note',
        subjectType: 'member',
        subjectId: demoId,
        before: { note: null },
        after: { note: '=HYPERLINK("x")' },
        reason: 'checking the log',
      },
    }));
    const page = await getJson(
      t,
      `/api/admin/audit?action=test.note&subject_id=${demoId}`,
      tokens.admin,
    );
    expect(page.body.items).toEqual([
      expect.objectContaining({
        operator_username: 'admin',
        action: 'test.note',
        subject_type: 'member',
        subject_id: String(demoId),
        after: { note: '=HYPERLINK("x")' },
        reason: 'checking the log',
        address: '203.0.113.9',
      }),
    ]);
    const none = await getJson(
      t,
      '/api/admin/audit?action=test.note&operator=reviewer',
      tokens.admin,
    );
    expect(none.body.items).toEqual([]);

    const csv = await t.call({
      method: 'GET',
      url: '/api/admin/audit/export?action=test.note',
      token: tokens.admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,operator,action,subject_type,subject_id,reason,address,before,after',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',admin,test.note,member,');
    expect(lines[1]).toContain('203.0.113.9');

    const bad = await getJson(t, '/api/admin/audit?from=2026-02-31', tokens.admin);
    expect(bad.status).toBe(422);
  });

  it('refuses to commit an operator change without its audit row, and keeps the log append-only', async () => {
    const operatorId = await idOf(t.db, 'admin');
    const demoId = await idOf(t.db, 'demo');
    const before = await t.db.query<{ last_name: string | null }>(
      'SELECT last_name FROM members WHERE id = $1',
      [demoId],
    );
    // An operator's transaction (as operatorAction marks it) that writes no audit row.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('app.operator_id', $1, true)`, [String(operatorId)]);
        await tx.query(`UPDATE members SET last_name = 'Changed' WHERE id = $1`, [demoId]);
      }),
    ).rejects.toThrow(/no audit row/);
    const after = await t.db.query<{ last_name: string | null }>(
      'SELECT last_name FROM members WHERE id = $1',
      [demoId],
    );
    expect(after).toEqual(before);

    // The same change through operatorAction commits with its trail.
    await operatorAction(t.db, { operatorId, address: '198.51.100.1' }, async (tx) => {
      await tx.query(`UPDATE members SET last_name = last_name WHERE id = $1`, [demoId]);
      return {
        result: null,
        audit: { action: 'test.touch', subjectType: 'member', subjectId: demoId },
      };
    });
    await expect(t.db.query(`UPDATE operator_audit SET reason = 'edited'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query(`DELETE FROM operator_audit`)).rejects.toThrow(/append-only/);
    // A member's own writes are not an operator's: no audit row is asked of them.
    await t.db.query(`UPDATE members SET last_name = last_name WHERE id = $1`, [demoId]);
  });
});
