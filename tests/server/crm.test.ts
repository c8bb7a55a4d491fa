import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crmAnalyticsWire,
  crmDashboardWire,
  leadDetailWire,
  leadPageWire,
  leadResponseWire,
} from '../../contract/crm';
import { setModuleFlag } from '../../server/company/module-settings-service';
import { createSignupKit } from './signup-kit';
import { dbLabel } from './test-db';

describe(`the CRM on ${dbLabel}`, () => {
  let kit: Awaited<ReturnType<typeof createSignupKit>>;
  let demo: string;
  let founder: string;

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => kit.t.call({ method, url, token, ...(payload ? { payload } : {}) });
  const lead = {
    name: 'Pablo Ruiz',
    email: 'pablo.ruiz@example.com',
    phone: '+34 600 123 456',
    source: 'event',
    interest: 'business',
    notes: 'Met at the Madrid meetup.',
    next_follow_up: new Date().toISOString().slice(0, 10),
  };

  beforeAll(async () => {
    kit = await createSignupKit();
    await kit.resetSettings();
    demo = await kit.t.loginAs('demo');
    founder = await kit.t.loginAs('founder');
  });
  afterAll(() => kit.t.close());

  it('adds, edits, moves and deletes a lead, with a timeline of what happened', async () => {
    const created = await call(demo, 'POST', '/api/crm/leads', lead);
    expect(created.statusCode).toBe(201);
    const l = leadResponseWire.parse(created.json()).lead;
    expect(l.status).toBe('new');
    expect(l.invite_link).toMatch(/\/signup\?referral=demo&lead=[\w-]{20,}$/);

    const [spain] = await kit.t.db.query<{ id: number; name: string }>(
      `SELECT id, name FROM countries ORDER BY id LIMIT 1`,
    );
    const edited = await call(demo, 'PUT', `/api/crm/leads/${l.id}`, {
      ...lead,
      interest: 'both',
      country_id: spain!.id,
    });
    const saved = leadResponseWire.parse(edited.json()).lead;
    expect(saved.interest).toBe('both');
    expect(saved.country_name).toBe(spain!.name);
    const nowhere = await call(demo, 'PUT', `/api/crm/leads/${l.id}`, {
      ...lead,
      country_id: 99999,
    });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().errors.country_id).toBeDefined();

    const moved = await call(demo, 'PUT', `/api/crm/leads/${l.id}/status`, { status: 'contacted' });
    expect(leadResponseWire.parse(moved.json()).lead.status).toBe('contacted');
    const logged = await call(demo, 'POST', `/api/crm/leads/${l.id}/activities`, {
      kind: 'call',
      body: 'Called after the meetup: wants the Pro package.',
    });
    expect(logged.statusCode).toBe(201);
    const detail = leadDetailWire.parse((await call(demo, 'GET', `/api/crm/leads/${l.id}`)).json());
    expect(detail.activities.map((a) => [a.kind, a.to_status])).toEqual([
      ['call', null],
      ['status', 'contacted'],
    ]);

    // Enrolment is the signup's, never a drag on the board.
    const enrol = await call(demo, 'PUT', `/api/crm/leads/${l.id}/status`, { status: 'enrolled' });
    expect(enrol.statusCode).toBe(422);
    expect(enrol.json().errors.status).toBeDefined();
    const bad = await call(demo, 'POST', '/api/crm/leads', {
      ...lead,
      name: '',
      email: 'x',
      source: 'tv',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'source']);

    const other = leadResponseWire.parse(
      (await call(demo, 'POST', '/api/crm/leads', { ...lead, name: 'To delete' })).json(),
    ).lead;
    expect((await call(demo, 'DELETE', `/api/crm/leads/${other.id}`)).statusCode).toBe(204);
    expect((await call(demo, 'GET', `/api/crm/leads/${other.id}`)).statusCode).toBe(404);
  });

  it('keeps every lead to its member', async () => {
    const mine = leadPageWire.parse((await call(demo, 'GET', '/api/crm/leads?search=pablo')).json())
      .items[0]!;
    expect((await call(founder, 'GET', `/api/crm/leads/${mine.id}`)).statusCode).toBe(404);
    expect((await call(founder, 'PUT', `/api/crm/leads/${mine.id}`, lead)).statusCode).toBe(404);
    expect(
      (await call(founder, 'PUT', `/api/crm/leads/${mine.id}/status`, { status: 'lost' }))
        .statusCode,
    ).toBe(404);
    expect((await call(founder, 'DELETE', `/api/crm/leads/${mine.id}`)).statusCode).toBe(404);
    expect(
      (
        await call(founder, 'POST', `/api/crm/leads/${mine.id}/activities`, {
          kind: 'note',
          body: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const theirs = leadPageWire.parse((await call(founder, 'GET', '/api/crm/leads')).json());
    expect(theirs.items.some((l) => l.id === mine.id)).toBe(false);
  });

  it('enrols the lead when they sign up through its link, and links the new member', async () => {
    const l = leadResponseWire.parse(
      (await call(demo, 'POST', '/api/crm/leads', { ...lead, name: 'Irene Vidal' })).json(),
    ).lead;
    const token = new URL(l.invite_link).searchParams.get('lead')!;
    const body = kit.body({ first_name: 'Irene', last_name: 'Vidal', lead: token });
    const done = await kit.signupAndVerify(body);
    expect(done.statusCode, done.body).toBe(200);

    const detail = leadDetailWire.parse((await call(demo, 'GET', `/api/crm/leads/${l.id}`)).json());
    expect(detail.lead.status).toBe('enrolled');
    expect(detail.lead.enrolled_member?.username).toBe(body.username);
    expect(detail.activities[0]).toMatchObject({ kind: 'status', to_status: 'enrolled' });

    // Someone else's token in a signup under another sponsor enrols nothing.
    const stray = leadResponseWire.parse(
      (await call(demo, 'POST', '/api/crm/leads', { ...lead, name: 'Stray Link' })).json(),
    ).lead;
    const strayToken = new URL(stray.invite_link).searchParams.get('lead')!;
    const root = await kit.rootUsername();
    const other = await kit.signupAndVerify(kit.body({ referral: root, lead: strayToken }));
    expect(other.statusCode, other.body).toBe(200);
    const after = leadResponseWire.parse(
      (await call(demo, 'GET', `/api/crm/leads/${stray.id}`)).json(),
    ).lead;
    expect(after.status).toBe('new');
  });

  it('sums up the pipeline on the dashboard and in the analytics', async () => {
    const dash = crmDashboardWire.parse((await call(demo, 'GET', '/api/crm/dashboard')).json());
    const page = async (status: string) => {
      let n = 0;
      let url: string | null = `/api/crm/leads?status=${status}`;
      while (url) {
        const p = leadPageWire.parse((await call(demo, 'GET', url)).json());
        n += p.items.length;
        url = p.next_page_url
          ? new URL(p.next_page_url).pathname + new URL(p.next_page_url).search
          : null;
      }
      return n;
    };
    for (const status of ['new', 'contacted', 'interested', 'enrolled', 'lost'] as const)
      expect(dash.counts[status], status).toBe(await page(status));
    // The seeded year gives the dashboard follow-ups and a history.
    expect(dash.due_today.length).toBeGreaterThan(0);
    expect(dash.overdue.length).toBeGreaterThan(0);
    expect(dash.recent_activity.length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(dash.due_today.every((l) => l.next_follow_up === today)).toBe(true);
    expect(dash.overdue.every((l) => l.next_follow_up! < today)).toBe(true);

    const a = crmAnalyticsWire.parse((await call(demo, 'GET', '/api/crm/analytics')).json());
    expect(a.conversion_by_month).toHaveLength(12);
    const counts = a.funnel.map((f) => f.count);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(a.funnel[3]!.count).toBe(a.conversion_by_month.reduce((n, m) => n + m.enrolled, 0));
    expect(a.by_source.reduce((n, s) => n + s.leads, 0)).toBe(a.funnel[0]!.count);
    expect(a.median_days_to_enrol).toBeGreaterThan(0);
    const bad = await call(demo, 'GET', '/api/crm/analytics?months=99');
    expect(bad.statusCode).toBe(422);
  });

  it('is refused while the crm flag is off', async () => {
    await setModuleFlag(kit.t.db, 'crm', false);
    try {
      expect((await call(demo, 'GET', '/api/crm/leads')).statusCode).toBe(403);
      expect((await call(demo, 'GET', '/api/crm/dashboard')).statusCode).toBe(403);
    } finally {
      await setModuleFlag(kit.t.db, 'crm', true);
    }
  });
});
