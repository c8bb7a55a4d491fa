import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminInfoResponseWire,
  downlineSearchResponseWire,
  userRoleResponseWire,
} from '../../contract/users';
import { useSessions, useTestApp } from './app-fixture';
import { dbLabel } from './test-db';

type Member = { id: number; username: string; path: string; depth: number; sponsor_path: string };

describe(`users calls on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'demo');
  let demo: Member;

  const call = (
    method: 'GET' | 'DELETE',
    url: string,
    opts: { token?: string; payload?: object } = {},
  ) =>
    t.call({
      method,
      url,
      token: opts.token ?? tokens.demo,
      ...(opts.payload ? { payload: opts.payload } : {}),
    });
  const member = async (where: string, params: unknown[] = []) =>
    (
      await t.db.query<Member>(
        `SELECT id, username, path, depth, sponsor_path FROM members WHERE ${where} LIMIT 1`,
        params,
      )
    )[0]!;
  const search = async (line: 'sponsor' | 'placement', query: string) => {
    const res = await call('GET', `/api/users/${line}_downlines?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return downlineSearchResponseWire.parse(res.json()).data;
  };

  beforeAll(async () => {
    demo = await member(`username = 'demo'`);
  });

  it('answers the member’s role', async () => {
    const res = await call('GET', '/api/user_role');
    expect(userRoleResponseWire.parse(res.json())).toEqual({ role_id: 3, role_name: 'Affiliate' });
  });

  it('fills the sponsor path of every seeded member from its sponsor chain', async () => {
    const rows = await t.db.query<{
      id: number;
      sponsor_id: number | null;
      sponsor_path: string | null;
      path: string;
      sp: string | null;
    }>(
      `SELECT m.id, m.sponsor_id, m.sponsor_path, m.path, s.sponsor_path AS sp
         FROM members m LEFT JOIN members s ON s.id = m.sponsor_id`,
    );
    for (const r of rows) {
      const own = r.path.slice(-8);
      expect(r.sponsor_path).toBe(r.sponsor_id === null ? own : `${r.sp}${own}`);
    }
  });

  it('finds members of the sponsor line by keyword, bounded by generations', async () => {
    const line = await t.db.query<{ username: string; first_name: string; generations: number }>(
      `SELECT username, first_name, (length(sponsor_path) - length($2)) / 8 AS generations
         FROM members WHERE sponsor_path > $1 AND sponsor_path < $1 || '~'`,
      [demo.sponsor_path, demo.sponsor_path],
    );
    const deep = line.find((m) => m.generations >= 2)!;
    expect(deep).toBeDefined();
    const found = await search(
      'sponsor',
      `keyword=${encodeURIComponent(deep.username.slice(0, 6).toUpperCase())}`,
    );
    expect(found.map((m) => m.username)).toContain(deep.username);
    const fromLine = new Set(line.map((m) => m.username));
    expect(found.every((m) => fromLine.has(m.username))).toBe(true);
    expect(found.length).toBeLessThanOrEqual(20);
    const firstGeneration = await search('sponsor', `keyword=${deep.username}&levels=1`);
    expect(firstGeneration.map((m) => m.username)).not.toContain(deep.username);
    const atItsDepth = await search(
      'sponsor',
      `keyword=${deep.username}&levels=${deep.generations}`,
    );
    expect(atItsDepth.map((m) => m.username)).toEqual([deep.username]);
    const word = deep.first_name.toLowerCase();
    const byFirstName = await search('sponsor', `keyword=${encodeURIComponent(deep.first_name)}`);
    expect(byFirstName.length).toBeGreaterThan(0);
    for (const m of byFirstName)
      expect(
        `${m.first_name} ${m.last_name ?? ''} ${m.username} ${m.email}`.toLowerCase(),
      ).toContain(word);
  });

  it('finds members of the placement downline by keyword, bounded by levels', async () => {
    const deep = await member(`path > $1 AND path < $1 || '~' AND depth = $2`, [
      demo.path,
      demo.depth + 3,
    ]);
    const names = async (query: string) =>
      (await search('placement', query)).map((m) => m.username);
    const found = await search('placement', `keyword=${deep.username}`);
    expect(found.map((m) => m.username)).toContain(deep.username);
    for (const m of found) expect(m.username).toContain(deep.username);
    expect(Object.keys(found[0]!).sort()).toEqual([
      'avatar',
      'email',
      'first_name',
      'last_name',
      'username',
    ]);
    expect(await names(`keyword=${deep.username}&levels=2`)).not.toContain(deep.username);
    expect(await names(`keyword=${deep.username}&levels=3`)).toContain(deep.username);
    // Neither the caller, its upline nor another branch is found.
    expect(await names('keyword=demo')).not.toContain('demo');
    expect(await names('keyword=founder')).not.toContain('founder');
    expect((await search('sponsor', 'keyword=blocked')).map((m) => m.username)).not.toContain(
      'blocked',
    );
    expect(await names('keyword=%25')).toEqual([]);
  });

  it('requires a keyword and positive levels', async () => {
    for (const url of [
      '/api/users/sponsor_downlines',
      '/api/users/sponsor_downlines?keyword=%20%20',
      '/api/users/placement_downlines?keyword=',
      '/api/users/placement_downlines?keyword=a&levels=0',
      '/api/users/placement_downlines?keyword=a&levels=x',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error_code).toBe('validation_error');
    }
    const missing = await call('GET', '/api/users/sponsor_downlines');
    expect(missing.json().errors).toHaveProperty('keyword');
  });

  it('answers admin info with or without a session', async () => {
    const [company] = await t.db.query<{ name: string; email: string }>(
      'SELECT name, email FROM company',
    );
    for (const res of [
      await call('GET', '/api/users/admin_info'),
      await t.call({ method: 'GET', url: '/api/users/admin_info' }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(adminInfoResponseWire.parse(res.json())).toMatchObject({
        company_name: company!.name,
        email: company!.email,
        admin_username: 'founder',
      });
    }
  });

  it('closes the account only with the right password, ending its sessions and its logins', async () => {
    const victim = await member(
      `path > $1 AND path < $1 || '~' AND status = 1 AND downline_count > 0 ORDER BY depth DESC`,
      [demo.path],
    );
    const first = await t.loginAs(victim.username);
    const second = await t.loginAs(victim.username);
    const wrong = await call('DELETE', '/api/users', {
      token: first,
      payload: { password: 'not-it' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty('password');
    const missing = await call('DELETE', '/api/users', { token: first, payload: {} });
    expect(missing.statusCode).toBe(422);
    expect((await call('GET', '/api/user_role', { token: first })).statusCode).toBe(200);

    const res = await call('DELETE', '/api/users', {
      token: first,
      payload: { password: 'demopass1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    for (const tk of [first, second])
      expect((await call('GET', '/api/user_role', { token: tk })).statusCode).toBe(401);
    await expect(t.loginAs(victim.username)).rejects.toThrow(/login/);

    const [row] = await t.db.query<{ status: number; deleted: boolean; children: number }>(
      `SELECT status, deleted_at IS NOT NULL AS deleted,
              (SELECT count(*)::int4 FROM members c WHERE c.parent_id = m.id) AS children
         FROM members m WHERE id = $1`,
      [victim.id],
    );
    expect(row).toEqual({ status: 0, deleted: true, children: expect.any(Number) });
    expect(row!.children).toBeGreaterThan(0);
    // Still in the upline's genealogy, and no longer found by search.
    const g = await call('GET', `/api/network/genealogy/${victim.id}`);
    expect(g.statusCode).toBe(200);
    expect(await search('placement', `keyword=${victim.username}`)).toEqual([]);
  });

  it('refuses to close an account in a demo company', async () => {
    await t.db.query('UPDATE company SET is_demo = true');
    try {
      const res = await call('DELETE', '/api/users', { payload: { password: 'demopass1' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('featureUnavailableInDemo');
    } finally {
      await t.db.query('UPDATE company SET is_demo = false');
    }
    expect((await call('GET', '/api/user_role')).statusCode).toBe(200);
  });
});
