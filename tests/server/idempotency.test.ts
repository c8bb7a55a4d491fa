import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultAppKey } from '../../contract/constants';
import { requestPayoutResponseWire } from '../../contract/payout';
import { type TestApp, useTestApp } from './app-fixture';
import { messageForm } from './mail-fixture';
import { fundedPair, payoutCount, walletOf, type SignedInMember } from './payout-fixture';
import { dbLabel } from './test-db';

const payoutUrl = '/api/payout/request_payout';
const payoutBody = { amount: '20.00', password: 'demopass1' };

const saleCount = async (t: TestApp, memberId: number) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int8 AS n FROM manual_sales WHERE member_id = $1',
      [memberId],
    )
  )[0]!.n;

/** Issue 29 point 3: an Idempotency-Key makes a money-moving call run once. */
describe(`idempotency keys on money-moving calls on ${dbLabel}`, () => {
  const t = useTestApp();
  let alice: SignedInMember;
  let bob: SignedInMember;
  let keyNo = 0;
  const freshKey = () => `test-key-${Date.now()}-${++keyNo}`;
  const post = (token: string, url: string, payload: object, key?: string) =>
    t.call({
      method: 'POST',
      url,
      token,
      payload,
      ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
    });

  beforeAll(async () => {
    [alice, bob] = await fundedPair(t);
  });

  it('replays the first answer for the same key and body, and moves the money once', async () => {
    const key = freshKey();
    const before = await payoutCount(t.db, alice.id);
    const first = await post(alice.token, payoutUrl, payoutBody, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    requestPayoutResponseWire.parse(first.json());
    const wallet = await walletOf(t.db, alice.id);

    // The same body with its keys in another order is the same request.
    const again = await post(
      alice.token,
      payoutUrl,
      { password: 'demopass1', amount: '20.00' },
      key,
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await payoutCount(t.db, alice.id)).toBe(before + 1);
    expect(await walletOf(t.db, alice.id)).toBe(wallet);
  });

  it('replays a refusal (4xx) too, with its status and body', async () => {
    const key = freshKey();
    const body = { amount: '20.00', password: 'wrong-password' };
    const first = await post(alice.token, payoutUrl, body, key);
    expect(first.statusCode).toBe(422);
    const again = await post(alice.token, payoutUrl, body, key);
    expect(again.statusCode).toBe(422);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('refuses the same key with a different body, moving nothing', async () => {
    const key = freshKey();
    expect((await post(alice.token, payoutUrl, payoutBody, key)).statusCode).toBe(200);
    const count = await payoutCount(t.db, alice.id);
    const wallet = await walletOf(t.db, alice.id);
    const res = await post(alice.token, payoutUrl, { ...payoutBody, amount: '30.00' }, key);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error_code: 'validation_error',
      message: 'This Idempotency-Key was used with a different request.',
      errors: { 'Idempotency-Key': ['This Idempotency-Key was used with a different request.'] },
    });
    expect(await payoutCount(t.db, alice.id)).toBe(count);
    expect(await walletOf(t.db, alice.id)).toBe(wallet);
  });

  it('leaves the password out of the digest: it is never stored, even hashed', async () => {
    const key = freshKey();
    const first = await post(alice.token, payoutUrl, payoutBody, key);
    expect(first.statusCode).toBe(200);
    const again = await post(alice.token, payoutUrl, { ...payoutBody, password: 'other' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const [row] = await t.db.query<{ digest: string }>(
      "SELECT digest FROM idempotency_keys WHERE key = $1 AND scope = 'member:' || $2",
      [key, alice.id],
    );
    const withoutPassword = JSON.stringify({ body: { amount: '20.00' }, params: {} });
    expect(row!.digest).toBe(createHash('sha256').update(withoutPassword).digest('hex'));
  });

  it('keeps each member’s keys apart', async () => {
    const key = freshKey();
    const a = await post(alice.token, payoutUrl, payoutBody, key);
    const b = await post(bob.token, payoutUrl, payoutBody, key);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json()).not.toEqual(a.json());
  });

  it('refuses a malformed key under the header’s name and runs nothing', async () => {
    const count = await payoutCount(t.db, alice.id);
    for (const key of ['', ' ', 'with space', 'x'.repeat(256), 'ключ']) {
      const res = await post(alice.token, payoutUrl, payoutBody, key);
      expect(res.statusCode, JSON.stringify(key)).toBe(422);
      expect(res.json().error_code).toBe('validation_error');
      expect(res.json().errors['Idempotency-Key']).toHaveLength(1);
    }
    expect(await payoutCount(t.db, alice.id)).toBe(count);
  });

  it('runs every request as before when no key is sent', async () => {
    const count = await payoutCount(t.db, alice.id);
    const first = await post(alice.token, payoutUrl, payoutBody);
    const second = await post(alice.token, payoutUrl, payoutBody);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json()).not.toEqual(first.json());
    expect(await payoutCount(t.db, alice.id)).toBe(count + 2);
  });

  it('records a sale once and cancels it once per key', async () => {
    const sale = {
      customer: { name: 'Idem Potent', email: 'idem@example.com', phone: '+34 600 000 000' },
      lines: [{ type: 'product', id: 1, quantity: 1 }],
      payment_method: 'cash',
    };
    const key = freshKey();
    const count = await saleCount(t, alice.id);
    const first = await post(alice.token, '/api/sales', sale, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(alice.token, '/api/sales', sale, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await saleCount(t, alice.id)).toBe(count + 1);

    const id = (first.json() as { sale: { id: number } }).sale.id;
    const cancelKey = freshKey();
    const cancelled = await post(alice.token, `/api/sales/${id}/cancel`, {}, cancelKey);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const replayed = await post(alice.token, `/api/sales/${id}/cancel`, {}, cancelKey);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(cancelled.json());
    // The path is part of the request: the key on another sale is a different request.
    const other = await post(alice.token, `/api/sales/${id + 1}/cancel`, {}, cancelKey);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors['Idempotency-Key']).toHaveLength(1);
  });

  it('posts a message form (mail, ticket, ticket reply) once per key', async () => {
    const count = async (sql: string) => (await t.db.query<{ n: number }>(sql, [alice.id]))[0]!.n;
    const sent = () => count('SELECT count(*)::int8 AS n FROM mail_messages WHERE sender_id = $1');
    const form = (url: string, fields: Record<string, string>, key: string) =>
      t.call({
        method: 'POST',
        url,
        token: alice.token,
        payload: messageForm(fields),
        headers: { 'idempotency-key': key },
      });
    const before = await sent();
    const mail = { recipient_type: 'support', subject: 'Twice?', body: 'Sent once, I hope.' };
    const key = freshKey();
    const first = await form('/api/mail/compose', mail, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await form('/api/mail/compose', mail, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await sent()).toBe(before + 1);

    const ticketFields = {
      category: 'payouts',
      priority: 'normal',
      subject: 'One ticket',
      description: 'Opened on a shaky line.',
    };
    const ticketKey = freshKey();
    const opened = await form('/api/support/tickets', ticketFields, ticketKey);
    expect(opened.statusCode, opened.body).toBe(201);
    const reopened = await form('/api/support/tickets', ticketFields, ticketKey);
    expect(reopened.headers['idempotent-replayed']).toBe('true');
    const id = (opened.json() as { ticket: { id: number } }).ticket.id;
    expect((reopened.json() as { ticket: { id: number } }).ticket.id).toBe(id);

    const replyKey = freshKey();
    const replyUrl = `/api/support/tickets/${id}/reply`;
    const replied = await form(replyUrl, { body: 'Any news?' }, replyKey);
    expect(replied.statusCode, replied.body).toBe(201);
    const messages = (replied.json() as { ticket: { messages: unknown[] } }).ticket.messages.length;
    const repeated = await form(replyUrl, { body: 'Any news?' }, replyKey);
    expect(repeated.headers['idempotent-replayed']).toBe('true');
    const fresh = await t.call({
      method: 'GET',
      url: `/api/support/tickets/${id}`,
      token: alice.token,
    });
    expect((fresh.json() as { ticket: { messages: unknown[] } }).ticket.messages).toHaveLength(
      messages,
    );
  });

  it('upgrades a package once per key', async () => {
    const key = freshKey();
    // Any package id: the first answer (a success or a refusal) is what the key replays.
    const first = await post(alice.token, '/api/home/upgrade', { package_id: 999_999 }, key);
    const again = await post(alice.token, '/api/home/upgrade', { package_id: 999_999 }, key);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('waits for a request with the key that is still running, then replays its answer', async () => {
    const key = freshKey();
    const digest = createHash('sha256')
      .update(JSON.stringify({ body: { amount: '20.00' }, params: {} }))
      .digest('hex');
    const row = [`member:${alice.id}`, `POST ${payoutUrl}`, key];
    await t.db.query(
      `INSERT INTO idempotency_keys (scope, route, key, digest, state) VALUES ($1, $2, $3, $4, 'running')`,
      [...row, digest],
    );
    const count = await payoutCount(t.db, alice.id);
    const finish = new Promise((resolve) => setTimeout(resolve, 300)).then(() =>
      t.db.query(
        `UPDATE idempotency_keys SET state = 'done', status_code = 200, body = '{"first": true}'
          WHERE scope = $1 AND route = $2 AND key = $3`,
        row,
      ),
    );
    const res = await post(alice.token, payoutUrl, payoutBody, key);
    await finish;
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replayed']).toBe('true');
    expect(res.json()).toEqual({ first: true });
    expect(await payoutCount(t.db, alice.id)).toBe(count);
  });

  describe('racing requests', () => {
    let base: string;
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    it('runs two requests with one key once, and answers both alike', async () => {
      const key = freshKey();
      const count = await payoutCount(t.db, bob.id);
      const wallet = await walletOf(t.db, bob.id);
      const send = async () => {
        const res = await fetch(`${base}${payoutUrl}`, {
          method: 'POST',
          headers: {
            'api-key': defaultAppKey,
            authorization: `Bearer ${bob.token}`,
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: JSON.stringify(payoutBody),
        });
        return { status: res.status, body: (await res.json()) as unknown };
      };
      const outcomes = await Promise.all([send(), send(), send()]);
      for (const o of outcomes) {
        expect(o.status, JSON.stringify(o.body)).toBe(200);
        expect(o.body).toEqual(outcomes[0]!.body);
      }
      expect(await payoutCount(t.db, bob.id)).toBe(count + 1);
      expect(await walletOf(t.db, bob.id)).toBe(wallet - 2000);
    });
  });
});
