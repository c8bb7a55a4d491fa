import { describe, expect, it } from 'vitest';
import { pushPublicKeyWire, pushSubscriptionsWire } from '../../contract/push';
import { buildApp } from '../../server/app';
import { insertNotification } from '../../server/notifications';
import { approvePayout } from '../../server/payout/payout-service';
import { startPushDelivery } from '../../server/push';
import { createTestApp, idOf, useFixture, useSessions, type TestApp } from './app-fixture';
import { formPoster } from './mail-fixture';
import {
  decryptPush,
  startPushService,
  type PushService,
  type Subscriber,
} from './push-service-fixture';
import { dbLabel } from './test-db';

type Json = Record<string, unknown>;
const quiet = { info: () => undefined, error: () => undefined };

/** A test app whose push endpoints may be the local push service, and its delivery job. */
async function createPushApp(): Promise<TestApp & { service: PushService }> {
  const service = await startPushService();
  const t = await createTestApp(60, { push: { endpointHosts: ['127.0.0.1'], intervalMs: 0 } });
  const stop = startPushDelivery(t.db, 50, quiet, {
    subject: 'mailto:push@example.com',
    agent: service.agent,
  });
  return {
    ...t,
    service,
    close: async () => {
      await stop();
      await t.close();
      await service.close();
    },
  };
}

describe(`web push on ${dbLabel}`, () => {
  const t = useFixture(createPushApp);
  const tokens = useSessions(t, 'demo', 'founder');

  // Every shape goes as JSON, as a browser's fetch would send it.
  const subscribe = (token: string, payload: unknown) =>
    t.call({
      method: 'POST',
      url: '/api/account/push_subscriptions',
      token,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const listOf = async (token: string) => {
    const res = await t.call({ method: 'GET', url: '/api/account/push_subscriptions', token });
    expect(res.statusCode, res.body).toBe(200);
    return pushSubscriptionsWire.parse(res.json()).items;
  };
  const subscribed = async (token: string): Promise<Subscriber> => {
    const s = t.service.subscriber();
    const res = await subscribe(token, s.json);
    expect(res.statusCode, res.body).toBe(201);
    return s;
  };
  /** The decrypted pushes the subscriber's browser received so far. */
  const pushesTo = (s: Subscriber) => t.service.received(s).map((r) => decryptPush(r.body, s));
  const setPushSwitch = async (token: string, event: string, on: boolean) => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/account/notification_settings',
      token,
      payload: { items: [{ event, email: true, in_app: on }] },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const rankReached = async (memberId: number, name: string) =>
    // The call the rank run makes for each rank a member reaches (server/engine/rank-run-service).
    insertNotification(t.db, {
      memberId,
      event: 'rank_achieved',
      kind: 'message',
      title: `Rank achieved: ${name}`,
      body: 'Congratulations! Your rank bonus is in your wallet.',
      refId: null,
    });

  it('gives the VAPID public key made once, the same after a restart', async () => {
    expect((await t.call({ method: 'GET', url: '/api/account/push_public_key' })).statusCode).toBe(
      401,
    );
    const res = await t.call({
      method: 'GET',
      url: '/api/account/push_public_key',
      token: tokens.demo,
    });
    expect(res.statusCode, res.body).toBe(200);
    const key = pushPublicKeyWire.parse(res.json()).public_key;
    // An uncompressed P-256 point, base64url without padding.
    expect(key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    // A second process (or a restart) on the same database signs with the same pair.
    const again = await buildApp({ db: t.db, config: t.config });
    try {
      const second = await again.inject({
        method: 'GET',
        url: '/api/account/push_public_key',
        headers: { 'api-key': t.config.appKey, authorization: `Bearer ${tokens.demo}` },
      });
      expect(pushPublicKeyWire.parse(second.json()).public_key).toBe(key);
    } finally {
      await again.close();
    }
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_vapid_keys');
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses a subscription of any bad shape with a 422 per field, never a 500', async () => {
    const good = t.service.subscriber().json;
    const p256 = good.keys.p256dh;
    const auth = good.keys.auth;
    const bad: [string, unknown][] = [
      ['no body', {}],
      ['an array', [good]],
      ['a string', 'endpoint'],
      ['endpoint missing', { keys: good.keys }],
      ['endpoint a number', { ...good, endpoint: 42 }],
      ['endpoint empty', { ...good, endpoint: '' }],
      ['endpoint http', { ...good, endpoint: good.endpoint.replace('https:', 'http:') }],
      ['endpoint javascript', { ...good, endpoint: 'javascript:alert(1)' }],
      ['endpoint not a URL', { ...good, endpoint: 'https//nowhere' }],
      ['endpoint another host', { ...good, endpoint: 'https://evil.example/push/1' }],
      ['endpoint a look-alike host', { ...good, endpoint: 'https://127.0.0.1.evil.example/p' }],
      [
        'endpoint with credentials',
        { ...good, endpoint: good.endpoint.replace('https://', 'https://u:p@') },
      ],
      ['endpoint too long', { ...good, endpoint: `${good.endpoint}/${'a'.repeat(1100)}` }],
      ['keys missing', { endpoint: good.endpoint }],
      ['keys a string', { ...good, keys: 'x' }],
      ['p256dh short', { ...good, keys: { p256dh: p256.slice(1), auth } }],
      ['p256dh long', { ...good, keys: { p256dh: `${p256}A`, auth } }],
      ['p256dh base64 not url', { ...good, keys: { p256dh: `+${p256.slice(1)}`, auth } }],
      ['p256dh not uncompressed', { ...good, keys: { p256dh: `A${p256.slice(1)}`, auth } }],
      ['p256dh padded', { ...good, keys: { p256dh: `${p256.slice(0, -1)}=`, auth } }],
      ['auth short', { ...good, keys: { p256dh: p256, auth: auth.slice(2) } }],
      ['auth huge', { ...good, keys: { p256dh: p256, auth: 'A'.repeat(100_000) } }],
      ['auth a number', { ...good, keys: { p256dh: p256, auth: 16 } }],
      ['an unknown field', { ...good, extra: true }],
      ['an unknown key', { ...good, keys: { ...good.keys, more: 'x' } }],
      ['expirationTime a string', { ...good, expirationTime: 'soon' }],
    ];
    for (const [label, payload] of bad) {
      const res = await subscribe(tokens.demo, payload);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(422);
      expect((res.json() as Json).error_code, label).toBe('validation_error');
    }
    expect(await listOf(tokens.demo)).toEqual([]);
    expect((await subscribe('', good)).statusCode).toBe(401);
  });

  it('keeps each member to their own subscriptions, at most ten', async () => {
    const mine = await subscribed(tokens.demo);
    const [saved] = await listOf(tokens.demo);
    expect(saved!.endpoint).toBe(mine.endpoint);
    expect(await listOf(tokens.founder)).toEqual([]);
    const del = (token: string, id: number | string) =>
      t.call({ method: 'DELETE', url: `/api/account/push_subscriptions/${id}`, token });
    // Someone else's subscription is not found, and stays.
    expect((await del(tokens.founder, saved!.id)).statusCode).toBe(404);
    expect((await del(tokens.founder, 'abc')).statusCode).toBe(404);
    expect(await listOf(tokens.demo)).toHaveLength(1);
    expect((await del(tokens.demo, saved!.id)).statusCode).toBe(204);
    expect((await del(tokens.demo, saved!.id)).statusCode).toBe(404);
    expect(await listOf(tokens.demo)).toEqual([]);

    const many: Subscriber[] = [];
    for (let i = 0; i < 12; i += 1) many.push(await subscribed(tokens.founder));
    const kept = await listOf(tokens.founder);
    expect(kept).toHaveLength(10);
    expect(kept.map((k) => k.endpoint).sort()).toEqual(
      many
        .slice(2)
        .map((s) => s.endpoint)
        .sort(),
    );
    // Saving the same browser again replaces it rather than adding one.
    expect((await subscribe(tokens.founder, many[11]!.json)).statusCode).toBe(201);
    expect(await listOf(tokens.founder)).toHaveLength(10);
    for (const k of kept) await del(tokens.founder, k.id);
  });

  it('delivers payout, mail, new member and rank pushes, encrypted for the browser', async () => {
    const demoId = await idOf(t.db, 'demo');
    const browser = await subscribed(tokens.demo);
    const publicKey = pushPublicKeyWire.parse(
      (
        await t.call({ method: 'GET', url: '/api/account/push_public_key', token: tokens.demo })
      ).json(),
    ).public_key;

    // New mail: a member of demo's team writes to their sponsor.
    const [child] = await t.db.query<{ username: string }>(
      'SELECT username FROM members WHERE sponsor_id = $1 AND status = 1 ORDER BY id LIMIT 1',
      [demoId],
    );
    const childToken = await t.loginAs(child!.username);
    const sent = await formPoster(() => t, '/api/mail/compose')(childToken, {
      recipient_type: 'sponsor',
      subject: 'Push me a note',
      body: 'Can we talk about the launch?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const threadId = (sent.json() as { thread_id: number }).thread_id;

    // Payout status: the desk approves a pending payout of demo's.
    const [payout] = await t.db.query<{ id: number }>(
      `INSERT INTO payout_requests (member_id, amount_minor, status) VALUES ($1, 1500, 'pending')
       RETURNING id`,
      [demoId],
    );
    await approvePayout(t.db, Number(payout!.id));

    // A new member in the downline: the same notice a completed signup under demo writes.
    await insertNotification(t.db, {
      memberId: demoId,
      event: 'new_joining',
      kind: 'message',
      title: 'Nora Quill joined your team',
      body: 'noraquill signed up with you as their sponsor.',
      refId: null,
    });
    await rankReached(demoId, 'Gold');

    await expect.poll(() => t.service.received(browser).length).toBe(4);
    const pushes = pushesTo(browser);
    expect(pushes).toEqual(
      expect.arrayContaining([
        {
          title: 'Push me a note',
          body: 'Can we talk about the launch?',
          url: `/member/mail/conversation/${threadId}`,
          tag: `new_mail-${threadId}`,
        },
        expect.objectContaining({
          title: `Payout #${payout!.id} was approved`,
          url: '/member/wallet/payout',
        }),
        expect.objectContaining({
          title: 'Nora Quill joined your team',
          url: '/member/referral/joinings',
        }),
        expect.objectContaining({ title: 'Rank achieved: Gold', url: '/member/home/rank' }),
      ]),
    );
    const headers = t.service.received(browser)[0]!.headers;
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(String(headers.authorization)).toMatch(new RegExp(`^vapid t=.+, k=${publicKey}$`));
    await t.call({
      method: 'DELETE',
      url: `/api/account/push_subscriptions/${(await listOf(tokens.demo))[0]!.id}`,
      token: tokens.demo,
    });
  });

  it('sends nothing for an event whose push switch is off', async () => {
    const founderId = await idOf(t.db, 'founder');
    const browser = await subscribed(tokens.founder);
    await setPushSwitch(tokens.founder, 'payout_status', false);
    try {
      const [payout] = await t.db.query<{ id: number }>(
        `INSERT INTO payout_requests (member_id, amount_minor, status) VALUES ($1, 1200, 'pending')
         RETURNING id`,
        [founderId],
      );
      await approvePayout(t.db, Number(payout!.id));
      // Queued in the event's own transaction: nothing was queued for it.
      const queued = await t.db.query('SELECT 1 FROM push_outbox');
      expect(queued).toEqual([]);
      // A push that is on goes through, and it is the only one.
      await rankReached(founderId, 'Silver');
      await expect.poll(() => t.service.received(browser).length).toBe(1);
      expect(pushesTo(browser)).toEqual([
        expect.objectContaining({ title: 'Rank achieved: Silver' }),
      ]);
    } finally {
      await setPushSwitch(tokens.founder, 'payout_status', true);
    }
  });

  it('deletes a subscription the push service answers 410 or 404 for', async () => {
    const founderId = await idOf(t.db, 'founder');
    const gone = await subscribed(tokens.founder);
    const unknown = await subscribed(tokens.founder);
    const alive = await subscribed(tokens.founder);
    t.service.answer(gone, 410);
    t.service.answer(unknown, 404);
    await rankReached(founderId, 'Platinum');
    const endpoints = async () => (await listOf(tokens.founder)).map((s) => s.endpoint);
    await expect
      .poll(async () =>
        (await endpoints()).filter((e) => e === gone.endpoint || e === unknown.endpoint),
      )
      .toEqual([]);
    const left = (await listOf(tokens.founder)).map((s) => s.endpoint);
    expect(left).not.toContain(gone.endpoint);
    expect(left).not.toContain(unknown.endpoint);
    expect(left).toContain(alive.endpoint);
    expect(t.service.received(gone)).toHaveLength(1);
    await expect.poll(() => t.service.received(alive).length).toBe(1);
    expect(pushesTo(alive)).toEqual([
      expect.objectContaining({ title: 'Rank achieved: Platinum' }),
    ]);
  });
});
