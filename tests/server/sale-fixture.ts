import { expect } from 'vitest';
import { catalogResponseWire, saleResponseWire } from '../../contract/sales';
import type { TestApp } from './app-fixture';

export type SignedIn = { id: number; token: string };

/**
 * A seller and their sponsor, both active generated members signed in, and the dearest
 * package of the sales catalogue: who the held-commission tests sell as and pay. `newest`
 * picks the last such pair, so two files sharing a template use different members.
 */
export async function sellingPair(
  t: TestApp,
  opts: { newest?: boolean } = {},
): Promise<{ seller: SignedIn; sponsor: SignedIn; packageId: number }> {
  const [pair] = await t.db.query<{ id: number; username: string; sid: number; sponsor: string }>(
    `SELECT m.id, m.username, s.id AS sid, s.username AS sponsor FROM members m
       JOIN members s ON s.id = m.sponsor_id
      WHERE m.status = 1 AND s.status = 1 AND s.deleted_at IS NULL AND m.deleted_at IS NULL
        AND s.username NOT IN ('founder', 'demo', 'blocked') AND m.username <> 'demo'
      ORDER BY m.id ${opts.newest ? 'DESC' : 'ASC'} LIMIT 1`,
  );
  const seller = { id: Number(pair!.id), token: await t.loginAs(pair!.username) };
  const sponsor = { id: Number(pair!.sid), token: await t.loginAs(pair!.sponsor) };
  const catalog = catalogResponseWire.parse(
    (await t.call({ method: 'GET', url: '/api/sales/catalog', token: seller.token })).json(),
  );
  const packageId = catalog.items
    .filter((i) => i.type === 'package')
    .sort((a, b) => Number(b.price) - Number(a.price))[0]!.id;
  return { seller, sponsor, packageId };
}

/** A cash sale of `quantity` of one package, recorded by the seller over the API. */
export async function sellPackage(
  t: TestApp,
  seller: SignedIn,
  packageId: number,
  quantity: number,
) {
  const res = await t.call({
    method: 'POST',
    url: '/api/sales',
    token: seller.token,
    payload: {
      customer: { name: 'Held Customer' },
      lines: [{ type: 'package', id: packageId, quantity }],
      payment_method: 'cash',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return saleResponseWire.parse(res.json()).sale;
}
