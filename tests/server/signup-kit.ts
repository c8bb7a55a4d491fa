// Shared helpers of the signup test files: a valid body with fresh unique fields, the calls,
// and the settings switches each test resets.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { signupResponseWire } from '../../contract/signup';
import { createAuthTestApp, freshIp, type AuthTestApp } from './auth-fixture';

export type DemoRow = { id: number; path: string; default_leg: 'L' | 'R' };

export async function createSignupKit() {
  const t: AuthTestApp = await createAuthTestApp();
  const [zone] = await t.db.query<{ id: number }>('SELECT id FROM zones ORDER BY id LIMIT 1');
  const [demo] = await t.db.query<DemoRow>(
    "SELECT id, path, default_leg FROM members WHERE username = 'demo'",
  );
  const zoneId = zone!.id;
  let n = 0;

  const setAuth = (value: object) =>
    t.db.query(
      `INSERT INTO settings (key, value) VALUES ('auth', $1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      [JSON.stringify(value)],
    );
  const setModules = (value: object) =>
    t.db.query(`UPDATE settings SET value = value || $1::jsonb WHERE key = 'modules'`, [
      JSON.stringify(value),
    ]);
  /** Back to the seeded company: no auth row, the binary plan, no joining fee. */
  const resetSettings = async () => {
    await t.db.query("DELETE FROM settings WHERE key = 'auth'");
    await setModules({ compensation_plan: 'binary', joining_fee: false });
  };

  /** A valid signup body with a fresh username, email and mobile. */
  const body = (over: Record<string, unknown> = {}) => {
    n += 1;
    return {
      referral_key: 'username',
      referral: 'demo',
      zone: zoneId,
      city: 'Austin',
      address: '1 Main Street',
      postcode: '73301',
      first_name: 'Nora',
      last_name: 'Quill',
      email: `nora.quill.${n}@example.com`,
      mobile_code: '1',
      mobile: `55577${String(n).padStart(5, '0')}`,
      username: `noraquill${n}`,
      password: 'violet-harbor-42',
      ...over,
    };
  };
  const signup = (payload: object, token?: string) =>
    t.post('/api/users/signup', payload, { ip: freshIp(), ...(token ? { token } : {}) });
  const verify = (payload: object) =>
    t.post('/api/users/verify_signup', payload, { ip: freshIp() });
  const memberRow = async (username: string) =>
    (
      await t.db.query<{
        id: number;
        sponsor_id: number;
        parent_id: number;
        position: string | null;
        path: string;
        package_id: number | null;
      }>(
        'SELECT id, sponsor_id, parent_id, position, path, package_id FROM members WHERE username = $1',
        [username],
      )
    )[0];
  /** Signs up and confirms the emailed code; returns the verify answer. */
  const signupAndVerify = async (payload: Record<string, unknown>, token?: string) => {
    const res = await signup(payload, token);
    expect(res.statusCode, res.body).toBe(200);
    const step = signupResponseWire.parse(res.json());
    const otp = await t.lastCode(String(payload.email), 'signup');
    return verify({ key: step.key, otp });
  };
  const rootUsername = async () =>
    (
      await t.db.query<{ username: string }>(
        'SELECT username FROM members WHERE parent_id IS NULL ORDER BY id LIMIT 1',
      )
    )[0]!.username;

  return {
    t,
    demo: demo!,
    setAuth,
    setModules,
    resetSettings,
    body,
    signup,
    verify,
    memberRow,
    signupAndVerify,
    rootUsername,
  };
}

export type SignupKit = Awaited<ReturnType<typeof createSignupKit>>;

/**
 * One kit for the describe block this is called in: made before its tests, its settings reset
 * after each test, closed after all. The calls forward to that kit.
 */
export function useSignupKit() {
  let made: SignupKit | undefined;
  const kit = () => made!;
  beforeAll(async () => {
    made = await createSignupKit();
  });
  afterAll(async () => {
    await made?.t.close();
  });
  afterEach(async () => {
    await made?.resetSettings();
  });
  return {
    kit,
    body: (...a: Parameters<SignupKit['body']>) => kit().body(...a),
    signup: (...a: Parameters<SignupKit['signup']>) => kit().signup(...a),
    verify: (...a: Parameters<SignupKit['verify']>) => kit().verify(...a),
    memberRow: (...a: Parameters<SignupKit['memberRow']>) => kit().memberRow(...a),
    signupAndVerify: (...a: Parameters<SignupKit['signupAndVerify']>) =>
      kit().signupAndVerify(...a),
    setAuth: (...a: Parameters<SignupKit['setAuth']>) => kit().setAuth(...a),
    setModules: (...a: Parameters<SignupKit['setModules']>) => kit().setModules(...a),
  };
}
