import { beforeAll, describe, expect, it } from 'vitest';
import { demoOptionsWire, demoRequestResponseWire } from '../../contract/request-demo';
import { useTestApp } from './app-fixture';
import { dbLabel } from './test-db';

describe(`demo requests on ${dbLabel}`, () => {
  const t = useTestApp();
  let industryId: number;
  let countryId: number;

  const post = (payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/request_demo', payload });
  const valid = {
    name: 'Pat Prospect',
    email: 'pat@example.com',
    mobile: '+1 555 0100',
    platform: 'App Web',
  };

  beforeAll(async () => {
    [{ id: industryId }] = (await t.db.query<{ id: number }>(
      "INSERT INTO industries (name) VALUES ('Test wellness') RETURNING id",
    )) as [{ id: number }];
    [{ id: countryId }] = (await t.db.query<{ id: number }>(
      'SELECT id FROM countries ORDER BY id LIMIT 1',
    )) as [{ id: number }];
  });

  it('offers countries, compensation plans and industries without a session', async () => {
    const res = await t.call({ method: 'GET', url: '/api/request_demo' });
    expect(res.statusCode, res.body).toBe(200);
    const body = demoOptionsWire.strict().parse(res.json());
    const countries = await t.db.query(
      'SELECT id, name, iso_code_2, iso_code_3, phone_code FROM countries ORDER BY name, id',
    );
    expect(body.countries).toEqual(countries);
    expect(body.countries.length).toBeGreaterThan(0);
    expect(body.compensation_plans).toEqual([
      { id: 1, name: 'Binary' },
      { id: 2, name: 'Matrix' },
      { id: 3, name: 'Unilevel' },
    ]);
    expect(body.industries).toEqual(
      await t.db.query('SELECT id, name FROM industries ORDER BY name, id'),
    );
    expect(body.industries).toContainEqual({ id: industryId, name: 'Test wellness' });
  });

  it('stores a request with the chosen country, industry and plan', async () => {
    const res = await post({
      ...valid,
      country_id: String(countryId),
      industry: industryId,
      compensation_plan: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(demoRequestResponseWire.strict().parse(res.json()).success).toBe(true);
    const [row] = await t.db.query(
      `SELECT name, email, mobile, platform, country_id, industry_id, compensation_plan
         FROM demo_requests ORDER BY id DESC LIMIT 1`,
    );
    expect(row).toEqual({
      name: 'Pat Prospect',
      email: 'pat@example.com',
      mobile: '+1 555 0100',
      platform: 'App Web',
      country_id: countryId,
      industry_id: industryId,
      compensation_plan: 'matrix',
    });
  });

  it('stores a request with only the fields that are always sent', async () => {
    const res = await post({ ...valid, email: 'only@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.query(
      "SELECT country_id, industry_id, compensation_plan FROM demo_requests WHERE email = 'only@example.com'",
    );
    expect(row).toEqual({ country_id: null, industry_id: null, compensation_plan: null });
  });

  it('reports each invalid field by name and stores nothing', async () => {
    const [{ n: before }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM demo_requests',
    )) as [{ n: number }];
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: '  ' }, 'name'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, mobile: 'call me' }, 'mobile'],
      [{ ...valid, platform: 'Android' }, 'platform'],
      [{ ...valid, platform: undefined }, 'platform'],
      [{ ...valid, country_id: 'abc' }, 'country_id'],
      [{ ...valid, country_id: 999999 }, 'country_id'],
      [{ ...valid, industry: 999999 }, 'industry'],
      [{ ...valid, industry: '99999999999999' }, 'industry'],
      [{ ...valid, compensation_plan: 9 }, 'compensation_plan'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(res.json()).toMatchObject({ error_code: 'validation_error' });
      expect(Object.keys(res.json().errors), res.body).toContain(field);
    }
    const [{ n: after }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM demo_requests',
    )) as [{ n: number }];
    expect(after).toBe(before);
  });
});
