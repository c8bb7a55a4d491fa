import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { payoutMethodWire } from '../../contract/account';
import { errorWire } from '../../contract/errors';
import { countAttempt, guard, rateRules } from '../../server/limits';
import { payoutSettingsWire } from '../../contract/payout';
import { freshIp, someMember, useAuthTestApp } from './auth-fixture';
import { setWallet } from './payout-fixture';
import { dbLabel } from './test-db';

// Issue 27 points 4 and 6: where payouts go is guarded like the bank details, every password
// check behind a token shares one failure limit, and a stranger cannot lock the owner out.

const password = 'demopass1';

function expectLocked(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(errorWire.parse(res.json()).error_code).toBe('account_locked');
  const retry = Number(res.headers['retry-after']);
  expect(Number.isInteger(retry) && retry > 0 && retry <= 3600, `Retry-After ${retry}`).toBe(true);
}

describe(`money destinations and password limits on ${dbLabel}`, () => {
  const t = useAuthTestApp();

  const put = (url: string, payload: object, token: string, ip = freshIp()) =>
    t.call({ method: 'PUT', url, payload, token, ip });
  const post = (url: string, payload: object, token?: string, ip = freshIp()) =>
    t.call({ method: 'POST', url, payload, ip, ...(token ? { token } : {}) });
  const del = (url: string, payload: object, token: string) =>
    t.call({ method: 'DELETE', url, payload, token, ip: freshIp() });
  const get = (url: string, token: string) => t.call({ method: 'GET', url, token });
  const errors = (res: LightMyRequestResponse) => errorWire.parse(res.json()).errors ?? {};
  const noticesTo = async (email: string) =>
    (await t.outbox()).filter((l) => l.to === email.toLowerCase() && l.purpose === 'notice');
  const payout = (token: string, pw = password) =>
    post('/api/payout/request_payout', { amount: '20', password: pw }, token);
  const setHoldHours = (hours: number) =>
    t.db.query(
      `UPDATE settings SET value = jsonb_set(value, '{destination_hold_hours}', $1::jsonb)
        WHERE key = 'payout'`,
      [JSON.stringify(hours)],
    );
  /** A member with money, signed in, paid by PayPal since long ago (nothing held). */
  const funded = async (offset: number) => {
    const m = await someMember(t.db, offset);
    await setWallet(t.db, m.id, 100_000);
    await t.db.query(
      `UPDATE members SET payout_method = 'paypal', paypal_email = $2,
              payout_destination_changed_at = NULL WHERE id = $1`,
      [m.id, m.email],
    );
    return { ...m, token: await t.loginAs(m.username) };
  };

  describe('payout method', () => {
    it('refuses a change without the password or with a wrong one, under errors.password', async () => {
      const m = await funded(20);
      const before = (await noticesTo(m.email)).length;
      const change = { method: 'paypal', paypal_email: 'thief@example.net' };
      const missing = await put('/api/account/payout_method', change, m.token);
      expect(missing.statusCode).toBe(422);
      expect(errors(missing).password).toEqual(['Enter your password.']);
      const wrong = await put(
        '/api/account/payout_method',
        { ...change, password: 'not-the-password' },
        m.token,
      );
      expect(wrong.statusCode).toBe(422);
      expect(errors(wrong).password).toEqual(['The password is not correct.']);
      const [row] = await t.db.query<{ paypal_email: string }>(
        'SELECT paypal_email FROM members WHERE id = $1',
        [m.id],
      );
      expect(row!.paypal_email).toBe(m.email);
      expect(await noticesTo(m.email)).toHaveLength(before);
    });

    it('changes it with the right password, mails a notice and says until when payouts are held', async () => {
      const m = await funded(21);
      const res = await put(
        '/api/account/payout_method',
        { method: 'paypal', paypal_email: 'new-wallet@example.net', password },
        m.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      const state = payoutMethodWire.parse(res.json());
      expect(state).toMatchObject({
        method: 'paypal',
        paypal_email: 'new-wallet@example.net',
        hold_hours: 24,
        wallet_password_set: false,
      });
      const heldFor = Date.parse(state.payouts_held_until!) - Date.now();
      expect(heldFor).toBeGreaterThan(23.9 * 3_600_000);
      expect(heldFor).toBeLessThanOrEqual(24 * 3_600_000);
      const notice = (await noticesTo(m.email)).at(-1);
      expect(notice?.subject).toMatch(/a change to your payout method$/);
      expect(notice?.body).toMatch(/PayPal account n\S*@example\.net/);
      expect(notice?.body).not.toContain('new-wallet@');
      expect(notice?.body).toMatch(/held until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
      // Saving the same destination again changes nothing: no new notice, no new hold.
      await t.db.query('UPDATE members SET payout_destination_changed_at = NULL WHERE id = $1', [
        m.id,
      ]);
      const count = (await noticesTo(m.email)).length;
      const again = await put(
        '/api/account/payout_method',
        { method: 'paypal', paypal_email: 'New-Wallet@example.net', password },
        m.token,
      );
      expect(payoutMethodWire.parse(again.json()).payouts_held_until).toBeNull();
      expect(await noticesTo(m.email)).toHaveLength(count);
    });

    it('asks for the wallet password once the member has set one, as a payout request does', async () => {
      const m = await funded(22);
      const set = await put(
        '/api/account/wallet_password',
        {
          current_password: password,
          wallet_password: 'Wallet-secret-77',
          wallet_password_confirmation: 'Wallet-secret-77',
        },
        m.token,
      );
      expect(set.statusCode, set.body).toBe(200);
      const state = payoutMethodWire.parse(
        (await get('/api/account/payout_method', m.token)).json(),
      );
      expect(state.wallet_password_set).toBe(true);
      const change = { method: 'paypal', paypal_email: 'other@example.net' };
      const login = await put('/api/account/payout_method', { ...change, password }, m.token);
      expect(errors(login).password).toEqual(['The wallet password is not correct.']);
      const ok = await put(
        '/api/account/payout_method',
        { ...change, password: 'Wallet-secret-77' },
        m.token,
      );
      expect(ok.statusCode, ok.body).toBe(200);
    });
  });

  describe('cooling-off of a new destination', () => {
    it('refuses a payout right after a change, naming when, and allows it after the cooling-off', async () => {
      const m = await funded(23);
      expect((await payout(m.token)).statusCode).toBe(200);
      await put(
        '/api/account/payout_method',
        { method: 'paypal', paypal_email: 'moved@example.net', password },
        m.token,
      );
      const held = await payout(m.token);
      expect(held.statusCode).toBe(422);
      const message = errors(held).payout_method?.[0] ?? '';
      expect(message).toMatch(
        /^Payouts to a new payout destination are held for 24 hours after it is set\. You can request this payout from \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/,
      );
      const settings = payoutSettingsWire.parse(
        (await get('/api/payout/settings', m.token)).json(),
      );
      expect(settings.payouts_held_until).not.toBeNull();
      // The time named is the end of the hold, rounded up to the minute.
      const named = Date.parse(`${/from (\S+ \S+) UTC/.exec(message)![1]!.replace(' ', 'T')}Z`);
      expect(named - Date.parse(settings.payouts_held_until!)).toBeGreaterThanOrEqual(0);
      expect(named - Date.parse(settings.payouts_held_until!)).toBeLessThan(60_000);

      await t.db.query(
        `UPDATE members SET payout_destination_changed_at = now() - interval '24 hours 1 second'
          WHERE id = $1`,
        [m.id],
      );
      expect((await payout(m.token)).statusCode).toBe(200);
    });

    it('follows the period the company sets, and holds nothing when it is 0', async () => {
      const m = await funded(24);
      await put(
        '/api/account/payout_method',
        { method: 'paypal', paypal_email: 'short@example.net', password },
        m.token,
      );
      try {
        await setHoldHours(1);
        expect(errors(await payout(m.token)).payout_method?.[0]).toMatch(/held for 1 hour after/);
        await t.db.query(
          `UPDATE members SET payout_destination_changed_at = now() - interval '61 minutes'
            WHERE id = $1`,
          [m.id],
        );
        expect((await payout(m.token)).statusCode).toBe(200);
        await setHoldHours(0);
        await put(
          '/api/account/payout_method',
          { method: 'paypal', paypal_email: 'again@example.net', password },
          m.token,
        );
        expect((await payout(m.token)).statusCode).toBe(200);
      } finally {
        await setHoldHours(24);
      }
    });

    it('holds payouts after another bank account while paid by bank transfer', async () => {
      const m = await funded(25);
      const bank = {
        account_holder: 'Ana Ruiz',
        bank_name: 'Banco Uno',
        account_number: 'DE89 3704 0044 0532 0130 00',
        swift_bic: 'COBADEFF',
        password,
      };
      // Saved while PayPal is paid: not yet a destination, nothing held.
      expect((await put('/api/account/bank', bank, m.token)).statusCode).toBe(200);
      expect((await payout(m.token)).statusCode).toBe(200);
      // Choosing the bank is a new destination.
      await put('/api/account/payout_method', { method: 'bank_transfer', password }, m.token);
      expect((await payout(m.token)).statusCode).toBe(422);
      await t.db.query('UPDATE members SET payout_destination_changed_at = NULL WHERE id = $1', [
        m.id,
      ]);
      // A corrected bank name is the same account; another number is not.
      await put('/api/account/bank', { ...bank, bank_name: 'Banco Uno SA' }, m.token);
      expect((await payout(m.token)).statusCode).toBe(200);
      const moved = await put(
        '/api/account/bank',
        { ...bank, account_number: '12345678' },
        m.token,
      );
      expect(moved.statusCode).toBe(200);
      expect(errors(await payout(m.token)).payout_method?.[0]).toMatch(/held for 24 hours/);
      expect((await noticesTo(m.email)).at(-1)?.body).toMatch(/held until .* UTC/);
    });
  });

  describe('one failure limit per member behind a token', () => {
    it('counts wrong passwords of every call together: the tenth answers 429 with Retry-After', async () => {
      const m = await funded(26);
      const wrong = 'not-the-password';
      const attempts: (() => Promise<LightMyRequestResponse>)[] = [
        () => payout(m.token, wrong),
        () => payout(m.token, wrong),
        () =>
          put(
            '/api/account/bank',
            { account_holder: 'A', bank_name: 'B', account_number: '12345678', password: wrong },
            m.token,
          ),
        () =>
          put(
            '/api/account/payout_method',
            { method: 'paypal', paypal_email: 'x@example.net', password: wrong },
            m.token,
          ),
        () =>
          put(
            '/api/account/password',
            {
              current_password: wrong,
              password: 'Fresh-pass-42',
              password_confirmation: 'Fresh-pass-42',
            },
            m.token,
          ),
        () =>
          put(
            '/api/account/wallet_password',
            {
              current_password: wrong,
              wallet_password: 'Wallet-secret-77',
              wallet_password_confirmation: 'Wallet-secret-77',
            },
            m.token,
          ),
        () => del('/api/users', { password: wrong }, m.token),
        () => payout(m.token, wrong),
        () => payout(m.token, wrong),
      ];
      for (const [i, attempt] of attempts.entries())
        expect((await attempt()).statusCode, `attempt ${i + 1}`).toBe(422);
      expectLocked(await payout(m.token, wrong));
      // Locked: the right password waits too, on any call, until the owner unlocks.
      expectLocked(await payout(m.token));
      expectLocked(
        await put(
          '/api/account/payout_method',
          { method: 'paypal', paypal_email: 'x@example.net', password },
          m.token,
        ),
      );
    });

    it('counts parallel wrong passwords too: no burst slips past the limit', async () => {
      const m = await funded(30);
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, i) => payout(m.token, `parallel-${i}-x`)),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 422)).toHaveLength(9);
      expect(codes.filter((c) => c === 429)).toHaveLength(7);
    });

    it('lets the owner unlock the checks with a code sent to the e-mail', async () => {
      const m = await funded(27);
      for (let i = 0; i < 10; i++) await payout(m.token, `wrong-${i}-password`);
      expectLocked(await payout(m.token));
      const sent = await post('/api/account/unlock/send_code', {}, m.token);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toEqual({ status: 'sent', expires_in: 600 });
      const code = await t.lastCode(m.email, 'account');
      const bad = await post(
        '/api/account/unlock',
        { otp: code === '000000' ? '000001' : '000000' },
        m.token,
      );
      expect(errors(bad).otp).toBeDefined();
      const ok = await post('/api/account/unlock', { otp: code }, m.token);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ status: 'unlocked' });
      expect((await payout(m.token)).statusCode).toBe(200);
      // The code is used up.
      expect((await post('/api/account/unlock', { otp: code }, m.token)).statusCode).toBe(422);
    });
  });

  describe('login', () => {
    const login = (username: string, pw: string, ip: string) =>
      post('/api/auth/login', { login_using: 'username', username, password: pw }, undefined, ip);

    it('does not lock the owner out at another address when a stranger guesses at one', async () => {
      const m = await someMember(t.db, 28);
      const stranger = freshIp();
      for (let i = 0; i < 9; i++)
        expect((await login(m.username, `guess-${i}-xx`, stranger)).statusCode).toBe(422);
      expectLocked(await login(m.username, 'guess-9-xx', stranger));
      expectLocked(await login(m.username, password, stranger));
      expect((await login(m.username, password, freshIp())).statusCode).toBe(200);
    });

    it('stops guesses spread over many addresses at the account-wide limit; a code unlocks it', async () => {
      const m = await someMember(t.db, 29);
      // 95 failures already counted against the account (each password check costs a hash,
      // and 100 of them outlast a test on a shared machine), then five guesses from five
      // fresh addresses: each of those is the first at its address, so only the account-wide
      // count can stop the fifth.
      const account = guard(rateRules.loginFailAccount, `member:${m.id}`);
      for (let i = 0; i < 95; i++) await countAttempt(t.db, [account]);
      for (let i = 96; i < 100; i++)
        expect((await login(m.username, `spread-${i}-x`, freshIp())).statusCode, `${i}`).toBe(422);
      expectLocked(await login(m.username, 'spread-100-x', freshIp()));
      const owner = freshIp();
      expectLocked(await login(m.username, password, owner));

      const who = { login_using: 'username', username: m.username };
      const sent = await post('/api/auth/send_unlock_code', who, undefined, owner);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toEqual({ status: 'sent', expires_in: 600 });
      // An unknown account gets the same answer, and no mail goes anywhere.
      const outboxSize = (await t.outbox()).length;
      const unknown = await post(
        '/api/auth/send_unlock_code',
        { login_using: 'username', username: 'nobody-at-all' },
        undefined,
        owner,
      );
      expect(unknown.json()).toEqual(sent.json());
      expect(await t.outbox()).toHaveLength(outboxSize);

      const code = await t.lastCode(m.email, 'account');
      const wrong = await post(
        '/api/auth/unlock_account',
        { ...who, otp: code === '111111' ? '111112' : '111111' },
        undefined,
        owner,
      );
      expect(errors(wrong).otp).toBeDefined();
      const ok = await post('/api/auth/unlock_account', { ...who, otp: code }, undefined, owner);
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await login(m.username, password, owner)).statusCode).toBe(200);
    });
  });
});
