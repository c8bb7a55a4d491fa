import { beforeAll, describe, expect, it } from 'vitest';
import { isOutOfResources } from '../../server/http/error-handler';
import { useTestApp } from './app-fixture';
import { onDb } from './test-db';

// Issue 27 point 1: running out of descriptors or database connections degrades to a 503, and
// a request the framework refuses before routing still gets the §8 body.

describe(`answers for exhausted resources and unroutable addresses ${onDb}`, () => {
  const t = useTestApp(30);
  beforeAll(async () => {
    // Stand-ins for a query that met EMFILE in the driver or a full PostgreSQL.
    for (const [path, code] of [
      ['/api/test/emfile', 'EMFILE'],
      ['/api/test/too-many-connections', '53300'],
    ] as const) {
      t.app.get(path, { config: { access: 'public' } }, async () => {
        throw Object.assign(new Error(`simulated ${code}`), { code });
      });
    }
  });

  it.each(['/api/test/emfile', '/api/test/too-many-connections'])(
    '%s answers 503 with Retry-After and the error body',
    async (url) => {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({ error_code: 'service_unavailable' });
    },
  );

  it('answers a path whose escapes do not decode with 400 and the error body', async () => {
    const res = await t.call({ method: 'GET', url: '/api/mail/threads/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_code: 'validation_error',
      errors: { path: ['The address of the call is not valid.'] },
    });
  });

  it('tells resource exhaustion from other faults', () => {
    expect(isOutOfResources({ code: 'EMFILE' })).toBe(true);
    expect(isOutOfResources({ code: 'ENFILE' })).toBe(true);
    expect(isOutOfResources({ code: '53200' })).toBe(true);
    expect(isOutOfResources({ code: '23505' })).toBe(false);
    expect(isOutOfResources({ code: 'ECONNRESET' })).toBe(false);
    expect(isOutOfResources({})).toBe(false);
  });
});
