import { describe, expect, it } from 'vitest';
import { getPlanSetting, getSetting } from '../../server/company';
import { periodKey, periodStart } from '../../server/shared/periods';
import { expectInvalid, getJson, getOk, idOf, useSessions, useTestApp } from './app-fixture';

type Setting = { key: string; value: unknown; scheduled: { id: number; value: unknown }[] };

/**
 * The desk schedules changes of the company's settings (issue 30 point 3): a change takes
 * effect at its instant and not before, plan settings never reach back into a period already
 * begun, a change not yet in effect can be cancelled, and every step leaves an audit row.
 */
describe('desk settings', () => {
  const t = useTestApp(30);
  const tokens = useSessions(t, 'admin', 'reviewer', 'demo');

  const call = async (method: 'POST' | 'DELETE', url: string, token: string, payload?: object) => {
    const res = await t.call({ method, url, token, payload });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const settingOf = async (key: string) =>
    ((await getOk(t, '/api/admin/settings', tokens.admin)).settings as Setting[]).find(
      (s) => s.key === key,
    )!;
  const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
  /** A change that took effect a minute ago, as if its time had come (written as the desk would). */
  const pastChange = async (key: string, value: unknown) => {
    const admin = await idOf(t.db, 'admin');
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO settings_changes (key, value, effective_from, created_by)
       VALUES ($1, $2::jsonb, now() - interval '1 minute', $3) RETURNING id`,
      [key, JSON.stringify(value), admin],
    );
    return Number(row!.id);
  };
  const dropChange = (id: number) => t.db.query('DELETE FROM settings_changes WHERE id = $1', [id]);

  it('lets only operators holding settings call it: members and a reviewer get 403', async () => {
    const body = { key: 'payout.min_minor', value: 1500, effective_from: inHours(2) };
    expect((await getJson(t, '/api/admin/settings', tokens.admin)).status).toBe(200);
    for (const token of [tokens.reviewer, tokens.demo]) {
      expect((await getJson(t, '/api/admin/settings', token)).status).toBe(403);
      expect((await call('POST', '/api/admin/settings/changes', token, body)).status).toBe(403);
      expect((await call('POST', '/api/admin/settings/changes/preview', token, body)).status).toBe(
        403,
      );
      expect((await call('DELETE', '/api/admin/settings/changes/1', token)).status).toBe(403);
    }
    const preview = await call('POST', '/api/admin/settings/changes/preview', tokens.admin, body);
    expect(preview.status).toBe(200);
  });

  it('shows every area with the value in effect', async () => {
    const settings = (await getOk(t, '/api/admin/settings', tokens.admin)).settings as (Setting & {
      area: string;
    })[];
    const byKey = new Map(settings.map((s) => [s.key, s]));
    expect(byKey.get('payout.min_minor')?.value).toBe(1000);
    expect(byKey.get('returns.window_days')).toMatchObject({ area: 'holds', value: 30 });
    expect(byKey.get('modules.stories')).toMatchObject({ area: 'modules', value: true });
    expect(byKey.get('kyc_required_for_payout')?.area).toBe('kyc');
    expect(byKey.get('binary.percent')).toMatchObject({ area: 'plan', value: 10, period: 'daily' });
  });

  it('schedules a change that waits for its time, then applies it everywhere the setting is read', async () => {
    const at = inHours(3);
    const res = await call('POST', '/api/admin/settings/changes', tokens.admin, {
      key: 'payout.min_minor',
      value: 2500,
      effective_from: at,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const change = res.body.change as { id: number };
    const setting = await settingOf('payout.min_minor');
    expect(setting.value).toBe(1000);
    expect(setting.scheduled).toEqual([expect.objectContaining({ id: change.id, value: 2500 })]);
    // Readers ask for the value at a time: now the old one, after the instant the new one.
    expect((await getPlanSetting(t.db, 'payout')).min_minor).toBe(1000);
    expect((await getPlanSetting(t.db, 'payout', new Date(Date.parse(at) + 1000))).min_minor).toBe(
      2500,
    );

    const trail = await t.db.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM operator_audit WHERE subject_type = 'setting'
         AND subject_id = 'payout.min_minor' ORDER BY id`,
    );
    expect(trail).toEqual([
      {
        action: 'settings.schedule',
        before: { value: 1000 },
        after: { value: 2500, effective_from: new Date(at).toISOString(), change_id: change.id },
      },
    ]);

    // The module gate reads through the same path: a flag switched off in the past bites.
    expect((await getJson(t, '/api/content/articles', tokens.demo)).status).toBe(200);
    const off = await pastChange('modules.stories', false);
    expect(await getSetting(t.db, 'modules')).toMatchObject({ stories: false, events: true });
    expect((await getJson(t, '/api/content/articles', tokens.demo)).status).toBe(403);
    expect((await settingOf('modules.stories')).value).toBe(false);
    await dropChange(off);
    expect((await getJson(t, '/api/content/articles', tokens.demo)).status).toBe(200);

    const window = await pastChange('returns.window_days', 10);
    expect((await settingOf('returns.window_days')).value).toBe(10);
    expect((await getPlanSetting(t.db, 'returns')).window_days).toBe(10);
    await dropChange(window);
  });

  it('refuses retroactive changes, and plan changes inside a period already begun', async () => {
    const past = await call('POST', '/api/admin/settings/changes', tokens.admin, {
      key: 'kyc_required_for_payout',
      value: true,
      effective_from: inHours(-2),
    });
    expectInvalid(past, 'past', 'effective_from');
    const thisPeriod = await call('POST', '/api/admin/settings/changes', tokens.admin, {
      key: 'binary.percent',
      value: 12,
      effective_from: new Date(Date.now() + 60_000).toISOString(),
    });
    const nextDay = new Date(periodStart(new Date(), 'daily').getTime() + 86_400_000);
    // Unless the day is about to end, a minute from now is still today.
    if (Date.now() + 60_000 < nextDay.getTime())
      expectInvalid(thisPeriod, 'period', 'effective_from');

    const body = { key: 'binary.percent', value: 12, effective_from: nextDay.toISOString() };
    const preview = await call('POST', '/api/admin/settings/changes/preview', tokens.admin, body);
    expect(preview.body).toEqual({
      key: 'binary.percent',
      old_value: 10,
      new_value: 12,
      effective_from: nextDay.toISOString(),
      first_period: periodKey(nextDay, 'daily'),
      earliest_from: nextDay.toISOString(),
    });
    // A preview stores nothing.
    expect((await settingOf('binary.percent')).scheduled).toEqual([]);
  });

  it('cancels a change not yet in effect, but never one already applied', async () => {
    const res = await call('POST', '/api/admin/settings/changes', tokens.admin, {
      key: 'payout.fee_percent',
      value: 2.5,
      effective_from: inHours(5),
    });
    const id = (res.body.change as { id: number }).id;
    const cancelled = await call('DELETE', `/api/admin/settings/changes/${id}`, tokens.admin);
    expect(cancelled.status).toBe(200);
    expect((await settingOf('payout.fee_percent')).scheduled).toEqual([]);
    expect((await call('DELETE', `/api/admin/settings/changes/${id}`, tokens.admin)).status).toBe(
      409,
    );
    const applied = await pastChange('payout.fee_percent', 3);
    expect(
      (await call('DELETE', `/api/admin/settings/changes/${applied}`, tokens.admin)).status,
    ).toBe(409);
    await dropChange(applied);
    for (const bad of ['999999999', 'abc'])
      expect(
        (await call('DELETE', `/api/admin/settings/changes/${bad}`, tokens.admin)).status,
      ).toBe(404);
    const [row] = await t.db.query<{ action: string; before: { change_id: number } }>(
      `SELECT action, before FROM operator_audit WHERE action = 'settings.cancel'`,
    );
    expect(row).toMatchObject({ action: 'settings.cancel', before: { change_id: id } });
  });

  it('answers bad input with a message per field, never a 500', async () => {
    const later = inHours(30 * 24);
    const bad: [object, string[]][] = [
      [{ key: 'nope.nothing', value: 1, effective_from: later }, ['key']],
      [{ key: 'modules.stories', value: 'yes', effective_from: later }, ['value']],
      [{ key: 'payout.fee_percent', value: 150, effective_from: later }, ['value']],
      [{ key: 'payout.min_minor', value: 1.5, effective_from: later }, ['value']],
      [{ key: 'payout.min_minor', value: 900_000, effective_from: later }, ['value']],
      [{ key: 'returns.window_days', value: 400, effective_from: later }, ['value']],
      [{ key: 'binary.period', value: 'hourly', effective_from: later }, ['value']],
      [{ key: 'unilevel.rates', value: [10, 'x'], effective_from: later }, ['value']],
      [{ key: 'payout.min_minor', value: 10, effective_from: 'next monday' }, ['effective_from']],
      [{ key: 'payout.min_minor', value: 10 }, ['effective_from']],
      [{}, ['key']],
    ];
    for (const [body, fields] of bad) {
      for (const url of ['/api/admin/settings/changes', '/api/admin/settings/changes/preview'])
        expectInvalid(await call('POST', url, tokens.admin, body), JSON.stringify(body), ...fields);
    }
  });
});
