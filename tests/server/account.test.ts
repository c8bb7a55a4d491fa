import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  bankResponseWire,
  codeSentWire,
  faqsWire,
  notificationSettingsWire,
  payoutMethodWire,
  profileResponseWire,
  profileSavedWire,
  sessionsWire,
  userChangedWire,
} from '../../contract/account';
import { errorWire } from '../../contract/errors';
import { rejectPayout } from '../../server/payout/payout-service';
import { OutboxSender } from '../../server/sender/outbox-sender';
import { freshIp, someMember, useAuthTestApp } from './auth-fixture';
import { dbLabel } from './test-db';
import { idOf } from './app-fixture';

const fixture = async (name: string) => readFile(new URL(`../fixtures/${name}`, import.meta.url));

function avatarForm(content: Uint8Array, name: string, type: string): FormData {
  const data = new FormData();
  data.append('avatar', new Blob([new Uint8Array(content)], { type }), name);
  return data;
}

describe(`account settings on ${dbLabel}`, () => {
  const t = useAuthTestApp();

  const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });
  const put = (url: string, payload: object, token: string, ip = freshIp()) =>
    t.call({ method: 'PUT', url, payload, token, ip });
  const post = (url: string, payload: object, token: string, ip = freshIp()) =>
    t.call({ method: 'POST', url, payload, token, ip });
  const fieldErrors = (body: unknown) => errorWire.parse(body).errors ?? {};
  const place = async () =>
    (
      await t.db.query<{ country: number; zone: number; other: number }>(
        `SELECT c.id AS country, z.id AS zone,
                (SELECT z2.id FROM zones z2 WHERE z2.country_id <> c.id LIMIT 1) AS other
           FROM countries c JOIN zones z ON z.country_id = c.id WHERE c.iso_code_2 = 'MX' LIMIT 1`,
      )
    )[0]!;

  describe('basic details and avatar', () => {
    it('answers the profile with the places to choose from, and 401 without a token', async () => {
      const token = await t.loginAs('demo');
      const res = await get('/api/account/profile', token);
      expect(res.statusCode).toBe(200);
      const body = profileResponseWire.parse(res.json());
      expect(body.profile).toMatchObject({
        username: 'demo',
        first_name: 'Dana',
        city: 'San Francisco',
      });
      expect(body.countries.length).toBeGreaterThan(1);
      expect(body.zones.length).toBeGreaterThan(body.countries.length);
      expect((await get('/api/account/profile')).statusCode).toBe(401);
    });

    it('saves names, birth date, gender and address, and answers the fresh user', async () => {
      const m = await someMember(t.db, 1);
      const token = await t.loginAs(m.username);
      const p = await place();
      const res = await put(
        '/api/account/profile',
        {
          first_name: 'Lucía',
          last_name: ' Ortega ',
          date_of_birth: '1991-06-15',
          gender: 'female',
          address_1: 'Av. Reforma 222',
          address_2: '',
          city: 'Ciudad de México',
          country_id: p.country,
          zone_id: p.zone,
          postcode: '06600',
        },
        token,
      );
      expect(res.statusCode).toBe(200);
      const body = profileSavedWire.parse(res.json());
      expect(body.user).toMatchObject({ first_name: 'Lucía', last_name: 'Ortega' });
      expect(body.profile).toMatchObject({
        date_of_birth: '1991-06-15',
        gender: 'female',
        address_2: null,
        country_id: p.country,
        zone_id: p.zone,
      });
      const again = profileResponseWire.parse((await get('/api/account/profile', token)).json());
      expect(again.profile.city).toBe('Ciudad de México');
    });

    it('refuses a region of another country, a future birth date and missing fields, per field', async () => {
      const token = await t.loginAs((await someMember(t.db, 2)).username);
      const p = await place();
      const base = {
        first_name: 'A',
        address_1: 'x',
        city: 'y',
        postcode: '1',
        country_id: p.country,
        zone_id: p.other,
      };
      const wrongZone = await put(
        '/api/account/profile',
        { ...base, date_of_birth: '2100-01-01' },
        token,
      );
      expect(wrongZone.statusCode).toBe(422);
      expect(fieldErrors(wrongZone.json())).toMatchObject({
        zone_id: ['This region is not in the chosen country.'],
        date_of_birth: ['The date of birth cannot be in the future.'],
      });
      const missing = await put('/api/account/profile', { first_name: '' }, token);
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(fieldErrors(missing.json()))).toEqual(
        expect.arrayContaining([
          'first_name',
          'address_1',
          'city',
          'postcode',
          'country_id',
          'zone_id',
        ]),
      );
    });

    it('re-encodes an uploaded picture to a square WebP thumbnail and removes it on request', async () => {
      const token = await t.loginAs((await someMember(t.db, 3)).username);
      const png = await fixture('id-card.png');
      const res = await t.call({
        method: 'POST',
        url: '/api/account/avatar',
        token,
        payload: avatarForm(png, 'me.png', 'image/png'),
      });
      expect(res.statusCode).toBe(200);
      const avatar = userChangedWire.parse(res.json()).user.avatar!;
      expect(avatar).toMatch(/^\/media\/avatars\/[a-f0-9]{32}\.webp$/);
      // Served without a token (an <img> sends none), as the server's own WebP.
      const served = await t.call({ method: 'GET', url: avatar });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(served.rawPayload, png)).not.toBe(0);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();

      const removed = await t.call({ method: 'DELETE', url: '/api/account/avatar', token });
      expect(userChangedWire.parse(removed.json()).user.avatar).toBeNull();
      expect((await t.call({ method: 'GET', url: avatar })).statusCode).toBe(404);
    });

    it('refuses a renamed text file and a PDF by their bytes, with a clear message', async () => {
      const token = await t.loginAs((await someMember(t.db, 3)).username);
      for (const [name, type, file] of [
        ['photo.png', 'image/png', 'notes-renamed.png'],
        ['photo.jpg', 'image/jpeg', 'address-proof.pdf'],
      ] as const) {
        const res = await t.call({
          method: 'POST',
          url: '/api/account/avatar',
          token,
          payload: avatarForm(await fixture(file), name, type),
        });
        expect(res.statusCode).toBe(422);
        expect(fieldErrors(res.json()).avatar).toEqual(['Choose a JPEG, PNG or WebP picture.']);
      }
      expect(
        (await t.call({ method: 'GET', url: '/media/avatars/../../outbox.jsonl' })).statusCode,
      ).toBe(404);
    });

    it('refuses a picture over 5 MB', async () => {
      const token = await t.loginAs((await someMember(t.db, 3)).username);
      const big = new Uint8Array(5 * 1024 * 1024 + 10);
      big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const res = await t.call({
        method: 'POST',
        url: '/api/account/avatar',
        token,
        payload: avatarForm(big, 'big.png', 'image/png'),
      });
      expect(res.statusCode).toBe(422);
      expect(fieldErrors(res.json()).avatar).toEqual(['The picture must be at most 5 MB.']);
    });
  });

  describe('email and phone changes', () => {
    it('changes the email only after the code sent to the new address, and tells the old one', async () => {
      const m = await someMember(t.db, 4);
      const token = await t.loginAs(m.username);
      const next = `new-${m.id}@example.net`;
      const sent = await post('/api/account/email', { email: next }, token);
      expect(sent.statusCode).toBe(200);
      expect(codeSentWire.parse(sent.json()).sent_to).toBe(`n***@example.net`);
      // Not changed yet.
      expect(
        (await t.db.query<{ email: string }>('SELECT email FROM members WHERE id = $1', [m.id]))[0]!
          .email,
      ).toBe(m.email);
      const code = await t.lastCode(next, 'account');
      const wrong = await post(
        '/api/account/email/verify',
        { otp: code === '000000' ? '111111' : '000000' },
        token,
      );
      expect(wrong.statusCode).toBe(422);
      expect(fieldErrors(wrong.json()).otp).toBeDefined();
      const ok = await post('/api/account/email/verify', { otp: code }, token);
      expect(ok.statusCode).toBe(200);
      expect(userChangedWire.parse(ok.json()).user.email).toBe(next);
      const notice = (await t.outbox())
        .filter((l) => l.to === m.email.toLowerCase() && l.purpose === 'notice')
        .at(-1);
      expect(notice?.subject).toMatch(/a change to your email address/);
      // Single use.
      expect((await post('/api/account/email/verify', { otp: code }, token)).statusCode).toBe(422);
    });

    it('refuses an address another member uses, and a malformed one', async () => {
      const token = await t.loginAs((await someMember(t.db, 5)).username);
      const taken = await post(
        '/api/account/email',
        { email: (await someMember(t.db, 6)).email },
        token,
      );
      expect(fieldErrors(taken.json()).email).toEqual(['This email address is already in use.']);
      const bad = await post('/api/account/email', { email: 'not-an-email' }, token);
      expect(bad.statusCode).toBe(422);
      expect(fieldErrors(bad.json()).email).toBeDefined();
    });

    it('kills a code after 5 wrong tries', async () => {
      const m = await someMember(t.db, 7);
      const token = await t.loginAs(m.username);
      const next = `tries-${m.id}@example.net`;
      await post('/api/account/email', { email: next }, token);
      const code = await t.lastCode(next, 'account');
      const wrongCode = code === '123456' ? '654321' : '123456';
      for (let i = 0; i < 5; i++)
        await post('/api/account/email/verify', { otp: wrongCode }, token);
      const late = await post('/api/account/email/verify', { otp: code }, token);
      expect(late.statusCode).toBe(422);
    });

    it('rate-limits codes per member: the sixth send in 15 minutes is a 429', async () => {
      const m = await someMember(t.db, 8);
      const token = await t.loginAs(m.username);
      const codes = [];
      for (let i = 0; i < 6; i++)
        codes.push(
          (await post('/api/account/email', { email: `r${i}-${m.id}@example.net` }, token))
            .statusCode,
        );
      expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(codes[5]).toBe(429);
    });

    it('changes the phone after the SMS code, and refuses an unknown country code', async () => {
      const m = await someMember(t.db, 9);
      const token = await t.loginAs(m.username);
      const unknown = await post(
        '/api/account/phone',
        { mobile_code: '999', mobile: '5512345678' },
        token,
      );
      expect(fieldErrors(unknown.json()).mobile_code).toEqual([
        'Choose a country code from the list.',
      ]);
      const sent = await post(
        '/api/account/phone',
        { mobile_code: '+52', mobile: '5599887766' },
        token,
      );
      expect(sent.statusCode).toBe(200);
      const code = await t.lastCode('+525599887766', 'account');
      const ok = await post('/api/account/phone/verify', { otp: code }, token);
      expect(ok.statusCode).toBe(200);
      expect(profileSavedWire.parse(ok.json()).profile).toMatchObject({
        mobile_code: '52',
        mobile: '5599887766',
      });
    });
  });

  describe('bank details and payout method', () => {
    it('validates the IBAN and the password, masks the number and mails the member', async () => {
      const m = await someMember(t.db, 10);
      const token = await t.loginAs(m.username);
      const body = {
        account_holder: 'Ana Ruiz',
        bank_name: 'Banco Uno',
        branch: 'Centro',
        account_number: 'DE89 3704 0044 0532 0130 01',
        swift_bic: 'COBADEFF',
        password: 'demopass1',
      };
      const badIban = await put('/api/account/bank', body, token);
      expect(fieldErrors(badIban.json()).account_number).toEqual([
        'This IBAN is not valid: check it for a typing mistake.',
      ]);
      const wrongPassword = await put(
        '/api/account/bank',
        { ...body, account_number: 'DE89 3704 0044 0532 0130 00', password: 'nope-nope' },
        token,
      );
      expect(fieldErrors(wrongPassword.json()).password).toEqual(['The password is incorrect.']);
      const badBic = await put(
        '/api/account/bank',
        { ...body, account_number: '1234567890', swift_bic: 'XX' },
        token,
      );
      expect(fieldErrors(badBic.json()).swift_bic).toBeDefined();

      const ok = await put(
        '/api/account/bank',
        { ...body, account_number: 'de89 3704 0044 0532 0130 00' },
        token,
      );
      expect(ok.statusCode).toBe(200);
      const saved = bankResponseWire.parse(ok.json()).bank!;
      expect(saved).toMatchObject({
        account_number_masked: '•••• 3000',
        is_iban: true,
        swift_bic: 'COBADEFF',
      });
      const read = await get('/api/account/bank', token);
      expect(read.body).not.toContain('0532');
      const notice = (await t.outbox()).filter((l) => l.to === m.email.toLowerCase()).at(-1);
      expect(notice?.subject).toMatch(/a change to your bank details/);
      expect(notice?.body).not.toContain('0532');
    });

    it('keeps one member from reading another’s bank details: each answer is the caller’s own', async () => {
      const demo = await t.loginAs('demo');
      const other = await t.loginAs((await someMember(t.db, 11)).username);
      expect(
        bankResponseWire.parse((await get('/api/account/bank', demo)).json()).bank?.bank_name,
      ).toBe('Commerzbank');
      expect(
        bankResponseWire.parse((await get('/api/account/bank', other)).json()).bank,
      ).toBeNull();
    });

    it('sets a PayPal or bank-transfer method, and request_payout says when none is usable', async () => {
      const m = await someMember(t.db, 12);
      const token = await t.loginAs(m.username);
      await t.db.query(`UPDATE members SET payout_method = NULL WHERE id = $1`, [m.id]);
      const none = await post(
        '/api/payout/request_payout',
        { amount: '20', password: 'demopass1' },
        token,
      );
      expect(none.statusCode).toBe(422);
      expect(fieldErrors(none.json()).payout_method?.[0]).toMatch(/Payout method/);

      const password = 'demopass1';
      const noEmail = await put(
        '/api/account/payout_method',
        { method: 'paypal', password },
        token,
      );
      expect(fieldErrors(noEmail.json()).paypal_email).toBeDefined();
      const noBank = await put(
        '/api/account/payout_method',
        { method: 'bank_transfer', password },
        token,
      );
      expect(fieldErrors(noBank.json()).method?.[0]).toMatch(/bank details first/);
      const unknown = await put(
        '/api/account/payout_method',
        { method: 'cheque', password },
        token,
      );
      expect(unknown.statusCode).toBe(422);

      const ok = await put(
        '/api/account/payout_method',
        { method: 'paypal', paypal_email: 'pay@example.org', password },
        token,
      );
      expect(payoutMethodWire.parse(ok.json())).toMatchObject({ method: 'paypal', ready: true });
      const settings = (await get('/api/payout/settings', token)).json() as {
        payout_method: string;
      };
      expect(settings.payout_method).toBe('paypal');
    });

    it('refuses a payout without an approved KYC document when the company requires one', async () => {
      const token = await t.loginAs('demo');
      await t.db.query(
        `INSERT INTO settings (key, value) VALUES ('kyc_required_for_payout', 'true')`,
      );
      try {
        const demoId = await idOf(t.db, 'demo');
        const approved = await t.db.query(
          `SELECT 1 FROM kyc_documents WHERE member_id = $1 AND status = 'approved'`,
          [demoId],
        );
        const res = await post(
          '/api/payout/request_payout',
          { amount: '20', password: 'demopass1' },
          token,
        );
        if (approved.length === 0) {
          expect(res.statusCode).toBe(422);
          expect(fieldErrors(res.json()).kyc?.[0]).toMatch(/approved identity document/);
        }
        const s = (await get('/api/payout/settings', token)).json() as {
          kyc_required: boolean;
          kyc_approved: boolean;
        };
        expect(s.kyc_required).toBe(true);
        expect(s.kyc_approved).toBe(approved.length > 0);
      } finally {
        await t.db.query(`DELETE FROM settings WHERE key = 'kyc_required_for_payout'`);
      }
    });
  });

  describe('passwords and sessions', () => {
    it('changes the password under the signup policy and ends every other session', async () => {
      const m = await someMember(t.db, 13);
      const mine = await t.loginAs(m.username);
      const other = await t.loginAs(m.username);
      const wrong = await put(
        '/api/account/password',
        {
          current_password: 'nope',
          password: 'Fresh-pass-42',
          password_confirmation: 'Fresh-pass-42',
        },
        mine,
      );
      expect(fieldErrors(wrong.json()).current_password).toEqual([
        'The current password is incorrect.',
      ]);
      const weak = await put(
        '/api/account/password',
        { current_password: 'demopass1', password: 'password', password_confirmation: 'password' },
        mine,
      );
      expect(fieldErrors(weak.json()).password?.[0]).toMatch(/too common|at least/);
      const mismatch = await put(
        '/api/account/password',
        {
          current_password: 'demopass1',
          password: 'Fresh-pass-42',
          password_confirmation: 'Fresh-pass-43',
        },
        mine,
      );
      expect(fieldErrors(mismatch.json()).password_confirmation).toEqual([
        'The two passwords do not match.',
      ]);

      const ok = await put(
        '/api/account/password',
        {
          current_password: 'demopass1',
          password: 'Fresh-pass-42',
          password_confirmation: 'Fresh-pass-42',
        },
        mine,
      );
      expect(ok.json()).toEqual({ changed: true, signed_out_sessions: 1 });
      expect((await get('/api/user_data', other)).statusCode).toBe(401);
      expect((await get('/api/user_data', mine)).statusCode).toBe(200);
      await expect(t.loginAs(m.username)).rejects.toThrow();
      await t.loginAs(m.username, 'Fresh-pass-42');
    });

    it('lists sessions with their device, ends one, and answers 404 for another member’s', async () => {
      const m = await someMember(t.db, 14);
      const phone =
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
      const a = await t.loginAs(m.username);
      const b = await t.loginAs(m.username);
      await t.call({
        method: 'GET',
        url: '/api/user_data',
        token: b,
        headers: { 'user-agent': phone },
      });
      const list = sessionsWire.parse((await get('/api/account/sessions', a)).json()).items;
      expect(list.filter((s) => s.current)).toHaveLength(1);
      const iphone = list.find((s) => s.device === 'Safari on iPhone');
      expect(iphone).toBeDefined();
      expect(iphone!.ip).toBeTruthy();

      const stranger = await t.loginAs((await someMember(t.db, 15)).username);
      const theirs = await t.call({
        method: 'DELETE',
        url: `/api/account/sessions/${iphone!.id}`,
        token: stranger,
      });
      expect(theirs.statusCode).toBe(404);
      expect((await get('/api/user_data', b)).statusCode).toBe(200);
      const mine = await t.call({
        method: 'DELETE',
        url: `/api/account/sessions/${iphone!.id}`,
        token: a,
      });
      expect(mine.statusCode).toBe(200);
      expect((await get('/api/user_data', b)).statusCode).toBe(401);

      await t.loginAs(m.username);
      const others = await post('/api/account/sessions/sign_out_others', {}, a);
      expect(others.json()).toEqual({ signed_out: 1 });
      expect(sessionsWire.parse((await get('/api/account/sessions', a)).json()).items).toHaveLength(
        1,
      );
    });

    it('sets a wallet password with the login password, then request_payout needs it', async () => {
      const m = await someMember(t.db, 16);
      const token = await t.loginAs(m.username);
      expect((await get('/api/account/wallet_password', token)).json()).toEqual({ is_set: false });
      const noProof = await put(
        '/api/account/wallet_password',
        { wallet_password: 'Wallet-key-77', wallet_password_confirmation: 'Wallet-key-77' },
        token,
      );
      expect(fieldErrors(noProof.json()).current_password).toEqual(['Enter your login password.']);
      const same = await put(
        '/api/account/wallet_password',
        {
          current_password: 'demopass1',
          wallet_password: 'demopass1',
          wallet_password_confirmation: 'demopass1',
        },
        token,
      );
      expect(same.statusCode).toBe(422);
      const set = await put(
        '/api/account/wallet_password',
        {
          current_password: 'demopass1',
          wallet_password: 'Wallet-key-77',
          wallet_password_confirmation: 'Wallet-key-77',
        },
        token,
      );
      expect(set.json()).toEqual({ is_set: true });

      const withLogin = await post(
        '/api/payout/request_payout',
        { amount: '10', password: 'demopass1' },
        token,
      );
      expect(fieldErrors(withLogin.json()).password).toEqual([
        'The wallet password is not correct.',
      ]);
      const withWallet = await post(
        '/api/payout/request_payout',
        { amount: '10', password: 'Wallet-key-77' },
        token,
      );
      expect([200, 422]).toContain(withWallet.statusCode);
      if (withWallet.statusCode === 422)
        expect(fieldErrors(withWallet.json()).password).toBeUndefined();

      // Changing it needs the old wallet password, not the login one.
      const change = await put(
        '/api/account/wallet_password',
        {
          current_password: 'demopass1',
          wallet_password: 'Wallet-key-88',
          wallet_password_confirmation: 'Wallet-key-88',
        },
        token,
      );
      expect(fieldErrors(change.json()).current_password).toEqual([
        'The current wallet password is incorrect.',
      ]);
    });

    it('resets a forgotten wallet password with a code sent to the member’s email', async () => {
      const m = await someMember(t.db, 17);
      const token = await t.loginAs(m.username);
      const before = await post('/api/account/wallet_password/send_reset_code', {}, token);
      expect(fieldErrors(before.json()).wallet_password).toBeDefined();
      await put(
        '/api/account/wallet_password',
        {
          current_password: 'demopass1',
          wallet_password: 'Wallet-key-77',
          wallet_password_confirmation: 'Wallet-key-77',
        },
        token,
      );
      const sent = await post('/api/account/wallet_password/send_reset_code', {}, token);
      expect(sent.statusCode).toBe(200);
      const code = await t.lastCode(m.email, 'account');
      const reset = await put(
        '/api/account/wallet_password',
        {
          otp: code,
          wallet_password: 'Wallet-key-99',
          wallet_password_confirmation: 'Wallet-key-99',
        },
        token,
      );
      expect(reset.json()).toEqual({ is_set: true });
      const reused = await put(
        '/api/account/wallet_password',
        {
          otp: code,
          wallet_password: 'Wallet-key-11',
          wallet_password_confirmation: 'Wallet-key-11',
        },
        token,
      );
      expect(fieldErrors(reused.json()).otp).toBeDefined();
    });
  });

  describe('preferences, notifications and FAQs', () => {
    it('saves language, currency and date format, and refuses unknown ones per field', async () => {
      const token = await t.loginAs((await someMember(t.db, 18)).username);
      const ok = await put(
        '/api/account/preferences',
        { language: 'es', currency: 'eur', date_format: 'l, d M Y H:i' },
        token,
      );
      expect(userChangedWire.parse(ok.json()).user).toMatchObject({
        language: 'es',
        currency: 'EUR',
        date_format: 'l, d M Y H:i',
      });
      const bad = await put('/api/account/preferences', { currency: 'XYZ', language: 'de' }, token);
      expect(fieldErrors(bad.json())).toMatchObject({
        currency: ['Choose one of the currencies offered.'],
        language: ['Choose one of the languages offered.'],
      });
      const badFormat = await put('/api/account/preferences', { date_format: 'Y' }, token);
      expect(fieldErrors(badFormat.json()).date_format).toBeDefined();
      const empty = await put('/api/account/preferences', {}, token);
      expect(empty.statusCode).toBe(422);
    });

    it('honours the e-mail switch of an event: switched off, the outbox gets nothing', async () => {
      // demo has money in the wallet to request payouts with.
      const token = await t.loginAs('demo');
      const defaults = notificationSettingsWire.parse(
        (await get('/api/account/notification_settings', token)).json(),
      );
      expect(defaults.items.every((i) => i.email && i.in_app)).toBe(true);
      expect(defaults.items.map((i) => i.event)).toContain('payout_status');

      const off = await put(
        '/api/account/notification_settings',
        { items: [{ event: 'payout_status', email: false, in_app: true }] },
        token,
      );
      expect(
        notificationSettingsWire.parse(off.json()).items.find((i) => i.event === 'payout_status'),
      ).toEqual({ event: 'payout_status', email: false, in_app: true });

      const outboxDir = await mkdtemp(path.join(tmpdir(), 'notice-outbox-'));
      const sender = new OutboxSender(outboxDir, { info: () => undefined });
      const lines = async () =>
        (await readFile(path.join(outboxDir, 'outbox.jsonl'), 'utf8').catch(() => ''))
          .split('\n')
          .filter(Boolean).length;
      const newPayout = async () => {
        const res = await post(
          '/api/payout/request_payout',
          { amount: '10', password: 'demopass1' },
          token,
        );
        expect(res.statusCode).toBe(200);
        return (res.json() as { payout: { id: number } }).payout.id;
      };
      try {
        await rejectPayout(t.db, await newPayout(), 'test', sender);
        expect(await lines()).toBe(0);
        await put(
          '/api/account/notification_settings',
          { items: [{ event: 'payout_status', email: true, in_app: true }] },
          token,
        );
        await rejectPayout(t.db, await newPayout(), 'test', sender);
        expect(await lines()).toBe(1);
      } finally {
        await rm(outboxDir, { recursive: true, force: true });
      }
      const badEvent = await put(
        '/api/account/notification_settings',
        { items: [{ event: 'nope', email: true, in_app: true }] },
        token,
      );
      expect(badEvent.statusCode).toBe(422);
    });

    it('answers FAQs in the member’s language, filtered by the search', async () => {
      const token = await t.loginAs('demo');
      const all = faqsWire.parse((await get('/api/account/faqs', token)).json()).items;
      expect(new Set(all.map((f) => f.category)).size).toBeGreaterThan(1);
      const found = faqsWire.parse(
        (await get('/api/account/faqs?search=wallet%20password', token)).json(),
      ).items;
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThan(all.length);
      expect(found.every((f) => /wallet password/i.test(f.question + f.answer))).toBe(true);
      const es = await t.loginAs((await someMember(t.db, 18)).username);
      // No Accept-Language: the Spanish account's own language decides (decision 044).
      const spanish = faqsWire.parse(
        (
          await t.call({
            method: 'GET',
            url: '/api/account/faqs',
            token: es,
            headers: { 'accept-language': '' },
          })
        ).json(),
      ).items;
      expect(spanish[0]?.question).toMatch(/¿/);
    });
  });

  describe('deleting an account', () => {
    it('erases the person but keeps the genealogy, the volumes and everyone’s money', async () => {
      const [target] = await t.db.query<{
        id: number;
        username: string;
        email: string;
        path: string;
      }>(
        `SELECT id, username, email, path FROM members
          WHERE parent_id IS NOT NULL AND downline_count > 0 AND deleted_at IS NULL
            AND username NOT IN ('demo', 'founder', 'blocked')
          ORDER BY depth DESC, id LIMIT 1`,
      );
      const snapshot = async () => ({
        tree: await t.db.query(
          `SELECT id, parent_id, sponsor_id, path, left_count, right_count, pv, tv FROM members
            WHERE path LIKE $1 || '%' OR $1 LIKE path || '%' ORDER BY id`,
          [target!.path],
        ),
        earnings: await t.db.query(
          `SELECT member_id, sum(amount_minor)::text AS total FROM earnings GROUP BY member_id ORDER BY member_id`,
        ),
        ledger: await t.db.query(
          `SELECT count(*)::int AS n, sum(amount_minor)::text AS total FROM ledger_entries`,
        ),
      });
      const before = await snapshot();
      const token = await t.loginAs(target!.username);
      const other = await t.loginAs(target!.username);
      const wrong = await t.call({
        method: 'DELETE',
        url: '/api/users',
        token,
        payload: { password: 'nope' },
      });
      expect(fieldErrors(wrong.json()).password).toEqual(['The password is incorrect.']);
      const res = await t.call({
        method: 'DELETE',
        url: '/api/users',
        token,
        payload: { password: 'demopass1', store_token: 'x' },
      });
      expect(res.json()).toEqual({ deleted: true });

      expect(await snapshot()).toEqual(before);
      const [row] = await t.db.query<Record<string, unknown>>(
        'SELECT username, email, first_name, mobile, avatar, address_1, paypal_email FROM members WHERE id = $1',
        [target!.id],
      );
      expect(row).toEqual({
        username: `deleted-${target!.id}`,
        email: `deleted-${target!.id}@deleted.invalid`,
        first_name: 'Deleted',
        mobile: null,
        avatar: null,
        address_1: null,
        paypal_email: null,
      });
      for (const tok of [token, other])
        expect((await get('/api/user_data', tok)).statusCode).toBe(401);
      await expect(t.loginAs(target!.username)).rejects.toThrow();
      const founder = await t.loginAs('founder');
      const search = (
        await get(`/api/users/placement_downlines?keyword=deleted-${target!.id}`, founder)
      ).json() as { data: unknown[] };
      expect(search.data).toEqual([]);
    });
  });
});
