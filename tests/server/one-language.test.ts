import { describe, expect, it } from 'vitest';
import { errorWire } from '../../contract/errors';
import { freshIp, someMember, useAuthTestApp } from './auth-fixture';
import { setWallet } from './payout-fixture';
import { dbLabel } from './test-db';

// Decision 044: every message of an error body comes in the call's language: the client's
// Accept-Language, else the signed-in member's account language, else English.
describe(`server messages in the member's language on ${dbLabel}`, () => {
  const t = useAuthTestApp();
  const es = { 'accept-language': 'es' };
  const body = (res: { json: () => unknown }) => errorWire.parse(res.json());

  // The fixture reads English unless told; '' sends no language, for the account's own.
  const none = { 'accept-language': '' };
  const badLogin = (headers: Record<string, string> = none) =>
    t.post(
      '/api/auth/login',
      { login_using: 'username', username: 'demo', password: 'wrong-password' },
      { ip: freshIp(), headers },
    );

  it('answers a bad sign-in in Spanish when the client reads the portal in Spanish', async () => {
    const spanish = body(await badLogin(es));
    expect(spanish.message).toBe('Los datos de acceso o la contraseña son incorrectos.');
    expect(spanish.errors?.password).toEqual([
      'Los datos de acceso o la contraseña son incorrectos.',
    ]);
    const english = body(await badLogin());
    expect(english.message).toBe('The login details or the password are incorrect.');
    // Regional codes and weights count: es-MX first is Spanish.
    expect(body(await badLogin({ 'accept-language': 'es-MX,en;q=0.5' })).message).toMatch(/^Los/);
  });

  it('puts a too-large payout amount under its field in Spanish, with its figure', async () => {
    const m = await someMember(t.db, 3);
    const token = await t.loginAs(m.username);
    await setWallet(t.db, m.id, 5_000);
    const res = await t.call({
      method: 'POST',
      url: '/api/payout/request_payout',
      token,
      headers: es,
      payload: { amount: '4000.00', password: 'demopass1' },
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.amount).toEqual(['El importe supera tu saldo disponible de 50.00.']);
    const english = await t.call({
      method: 'POST',
      url: '/api/payout/request_payout',
      token,
      headers: { 'accept-language': 'en' },
      payload: { amount: '4000.00', password: 'demopass1' },
    });
    expect(body(english).errors?.amount).toEqual([
      'The amount is more than your available balance of 50.00.',
    ]);
  });

  it('answers a bad IBAN and the contract’s own field messages in Spanish', async () => {
    const m = await someMember(t.db, 4);
    const token = await t.loginAs(m.username);
    const res = await t.call({
      method: 'PUT',
      url: '/api/account/bank',
      token,
      ip: freshIp(),
      headers: es,
      payload: {
        account_holder: 'Ana Ruiz',
        bank_name: 'Banco Uno',
        branch: 'Centro',
        account_number: 'DE89 3704 0044 0532 0130 01',
        swift_bic: 'COBADEFF',
        password: 'demopass1',
      },
    });
    expect(body(res).errors?.account_number).toEqual([
      'Este IBAN no es válido: revisa si tiene algún error de escritura.',
    ]);
    // Caught by the schema before any service runs: the contract's message, then zod's own.
    const empty = await t.call({
      method: 'PUT',
      url: '/api/account/bank',
      token,
      ip: freshIp(),
      headers: es,
      payload: { account_holder: '', bank_name: 'Banco Uno', account_number: 5, password: 'x' },
    });
    const errors = body(empty).errors ?? {};
    expect(errors.account_holder).toEqual(['Introduce tu nombre del titular de la cuenta.']);
    expect(errors.account_number).toEqual(['Introduce el número de cuenta o el IBAN.']);
  });

  it('answers a wrong current password in the account language when no header says otherwise', async () => {
    const m = await someMember(t.db, 5);
    await t.db.query(`UPDATE members SET language = 'en' WHERE id = $1`, [m.id]);
    const token = await t.loginAs(m.username);
    const change = (headers: Record<string, string> = none) =>
      t.call({
        method: 'PUT',
        url: '/api/account/password',
        token,
        ip: freshIp(),
        headers,
        payload: {
          current_password: 'nope',
          password: 'Fresh-pass-42',
          password_confirmation: 'Fresh-pass-42',
        },
      });
    // An English account, no header: English.
    expect(body(await change()).errors?.current_password).toEqual([
      'The current password is incorrect.',
    ]);
    expect(body(await change(es)).errors?.current_password).toEqual([
      'La contraseña actual es incorrecta.',
    ]);
    // The member makes Spanish their language: now Spanish without the header too, and the
    // header still wins when it names English.
    const saved = await t.call({
      method: 'PUT',
      url: '/api/account/preferences',
      token,
      payload: { language: 'es' },
    });
    expect(saved.statusCode).toBe(200);
    const spanish = body(await change());
    expect(spanish.message).toBe('La contraseña actual es incorrecta.');
    expect(spanish.errors?.current_password).toEqual(['La contraseña actual es incorrecta.']);
    expect(body(await change({ 'accept-language': 'en' })).message).toBe(
      'The current password is incorrect.',
    );
  });
});

describe(`in-app notices in the member's account language on ${dbLabel}`, () => {
  const t = useAuthTestApp();

  const requestPayout = async (language: 'en' | 'es', nth: number) => {
    const m = await someMember(t.db, nth);
    await t.db.query('UPDATE members SET language = $2 WHERE id = $1', [m.id, language]);
    const token = await t.loginAs(m.username);
    await setWallet(t.db, m.id, 50_000);
    const res = await t.call({
      method: 'POST',
      url: '/api/payout/request_payout',
      token,
      payload: { amount: '100.00', password: 'demopass1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [notice] = await t.db.query<{ title: string; body: string }>(
      `SELECT title, body FROM notifications WHERE member_id = $1 AND kind = 'payout'
        ORDER BY id DESC LIMIT 1`,
      [m.id],
    );
    return notice;
  };

  it('writes the server’s own notice (and so its push) in the member’s language', async () => {
    const spanish = await requestPayout('es', 6);
    expect(spanish?.title).toMatch(/^Tu retiro n\.º \d+ está pendiente de aprobación$/);
    expect(spanish?.body).toBe('Importe: 100.00');
    const english = await requestPayout('en', 7);
    expect(english?.title).toMatch(/^Payout #\d+ is pending approval$/);
    expect(english?.body).toBe('Amount: 100.00');
  });
});

describe(`e-mails in the recipient's account language on ${dbLabel}`, () => {
  const t = useAuthTestApp();

  it('sends a Spanish member their code and their security notice in Spanish', async () => {
    const m = await someMember(t.db, 6);
    const token = await t.loginAs(m.username);
    await t.db.query(`UPDATE members SET language = 'es' WHERE id = $1`, [m.id]);
    // The client reads the portal in English here: the e-mail follows the account, not the call.
    const asked = await t.call({
      method: 'POST',
      url: '/api/account/email',
      token,
      ip: freshIp(),
      headers: { 'accept-language': 'en' },
      payload: { email: 'nuevo.correo@example.com' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const code = (await t.outbox()).findLast((l) => l.to === 'nuevo.correo@example.com');
    expect(code?.subject).toMatch(/Confirma tu nuevo correo electrónico$/);
    expect(code?.body).toMatch(
      /^Tu código de confirmación del correo electrónico de .+ es \d{6}\. Caduca en 10 minutos\./,
    );

    const saved = await t.call({
      method: 'PUT',
      url: '/api/account/bank',
      token,
      ip: freshIp(),
      payload: {
        account_holder: 'Ana Ruiz',
        bank_name: 'Banco Uno',
        branch: 'Centro',
        account_number: 'DE89 3704 0044 0532 0130 00',
        swift_bic: 'COBADEFF',
        password: 'demopass1',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const notice = (await t.outbox()).findLast((l) => l.to === m.email && l.purpose === 'notice');
    expect(notice?.subject).toMatch(/: un cambio en tus datos bancarios$/);
    expect(notice?.body).toMatch(
      /^La cuenta bancaria a la que van tus retiros ahora es Banco Uno, •+ 3000\. Los retiros hacia él quedan retenidos hasta el 20\d\d-\d\d-\d\d \d\d:\d\d UTC\. Si no fuiste tú, cambia tu contraseña y contacta con soporte de inmediato\.$/,
    );
  });

  it('keeps an English member’s e-mails in English', async () => {
    const m = await someMember(t.db, 7);
    await t.db.query(`UPDATE members SET language = 'en' WHERE id = $1`, [m.id]);
    const token = await t.loginAs(m.username);
    const asked = await t.call({
      method: 'POST',
      url: '/api/account/email',
      token,
      ip: freshIp(),
      headers: { 'accept-language': 'es' },
      payload: { email: 'new.address@example.com' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const code = (await t.outbox()).findLast((l) => l.to === 'new.address@example.com');
    expect(code?.subject).toMatch(/Confirm your new email address$/);
  });
});
