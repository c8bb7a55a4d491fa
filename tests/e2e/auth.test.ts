import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { prepareDemoDataDir } from './demo-company';
import { seriousAxeFindings } from './axe';
import { screenshot } from './harness';
import { latestCode, outboxLength } from './outbox';
import { openPage, useE2E } from './session';

const PASSWORD = 'Sunny-Meadow-42';
let seq = 0;
/** A fresh identity per journey, so journeys never share an account or a rate-limit count. */
const someone = (tag: string) => {
  seq += 1;
  const id = `${tag}${Date.now().toString(36)}${seq}`;
  return { username: id, email: `${id}@example.com` };
};

async function waitPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
}

/** Opens a Joy select by its test id and picks the option with this name. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillSignup(page: Page, who: { username: string; email: string }) {
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Ruiz');
  await page.getByLabel('Email').fill(who.email);
  await page.locator('input[name=username]').fill(who.username);
  await choose(page, 'country-select', 'United States');
  await choose(page, 'zone-select', 'California');
  await page.getByLabel('City').fill('San Diego');
  await page.getByLabel('Address').fill('1 Harbor Drive');
  await page.getByLabel('Postcode').fill('92101');
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('input[name=password_confirmation]').fill(PASSWORD);
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('authentication and onboarding in Chromium', () => {
  const e2e = useE2E();

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${e2e.server.baseUrl}${path}`, {
      method,
      headers: {
        'api-key': e2e.server.appKey,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  /** A confirmed member made through the API, for journeys that start from an account. */
  async function signUpViaApi(who: { username: string; email: string }) {
    const created = await call('POST', '/api/users/signup', {
      referral_key: 'username',
      referral: 'demo',
      placement: 'demo',
      position: 'R',
      zone: 1,
      city: 'Austin',
      address: '2 Main St',
      postcode: '73301',
      first_name: 'Rae',
      email: who.email,
      username: who.username,
      password: PASSWORD,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const otp = await latestCode(e2e.server.dataDir, who.email, 'signup');
    const verified = await call('POST', '/api/users/verify_signup', { key: created.body.key, otp });
    expect(verified.body.status).toBe('active');
  }

  it('signs up through a referral link, confirms the code from the outbox and logs in for the first time', async () => {
    const page = await openPage(e2e, { width: 1280, height: 900 });
    const who = someone('ana');
    await page.goto('/signup?referral=demo');
    await page.getByTestId('sponsor-name').waitFor();
    expect(await page.getByTestId('sponsor-name').textContent()).toBe('Sponsor: Dana Demo');
    expect(await page.evaluate(() => localStorage.getItem('referral_user'))).toBe('demo');
    // Binary company: placement and leg are asked; optional labels say so.
    await page.getByText('Placement username (optional)').waitFor();
    await page.getByRole('group', { name: 'Leg' }).waitFor();

    // The email is checked for uniqueness when the field is left: demo's address is taken.
    const demo = await call('POST', '/api/auth/login', {
      login_using: 'username',
      username: 'demo',
      password: 'demopass1',
    });
    const takenEmail = (demo.body.user as { email: string }).email;
    await page.getByLabel('Email').fill(takenEmail);
    await page.getByLabel('First name').focus();
    expect(await page.getByTestId('email-error').textContent()).toBe(
      'This email address is already registered.',
    );

    await fillSignup(page, who);
    await screenshot(page, 'signup-1280-light-en', { fullPage: true });
    const before = await outboxLength(e2e.server.dataDir);
    await page.getByRole('button', { name: 'Create account' }).click();
    await waitPath(page, '/signup/otp');
    expect(await page.getByTestId('code-sent-to').textContent()).toContain('@example.com');
    // The resend button waits out its cooldown.
    expect(await page.getByTestId('resend-code').isDisabled()).toBe(true);
    const code = await latestCode(e2e.server.dataDir, who.email, 'signup', { after: before });
    await page.getByLabel('6-digit code').fill(code);
    await screenshot(page, 'signup-otp-1280-light-en');
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitPath(page, '/signup/success');
    await page.getByRole('heading', { name: 'Welcome aboard!' }).waitFor();
    await screenshot(page, 'signup-success-1280-light-en');

    // The first login: the identifier is known, only the password is asked.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await waitPath(page, '/login/continue');
    expect(await page.getByTestId('continue-identifier').textContent()).toBe(who.username);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitPath(page, '/member/home/dashboard');
    await page.getByTestId('wallet-balance').waitFor();
    await page.context().close();
  });

  it('resets a forgotten password with the code from the outbox; the old password is refused', async () => {
    const who = someone('rae');
    await signUpViaApi(who);
    const page = await openPage(e2e, { width: 390, height: 844 });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitPath(page, '/password/forgot');
    await page.getByLabel('Email').fill(who.email);
    await screenshot(page, 'forgot-390-light-en');
    const before = await outboxLength(e2e.server.dataDir);
    await page.getByRole('button', { name: 'Send code' }).click();
    await waitPath(page, '/password/forgot/otp');
    const code = await latestCode(e2e.server.dataDir, who.email, 'reset', { after: before });
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitPath(page, '/password/reset');
    const fresh = 'Quiet-Harbor-77';
    await page.locator('input[name=password]').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByTestId('password-error').waitFor();
    await page.locator('input[name=password]').fill(fresh);
    await page.locator('input[name=password_confirmation]').fill(fresh);
    await screenshot(page, 'reset-390-light-en');
    await page.getByRole('button', { name: 'Change password' }).click();
    await waitPath(page, '/password/reset/success');
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();

    await logIn(page, who.username, PASSWORD);
    await page.getByTestId('password-error').waitFor();
    expect(page.url()).toContain('/login');
    await logIn(page, who.username, fresh);
    await waitPath(page, '/member/home/dashboard');
    await page.context().close();
  });

  it('logs in with a one-time code sent to the email', async () => {
    const who = someone('otp');
    await signUpViaApi(who);
    const page = await openPage(e2e, { width: 800, height: 1000 });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with a one-time code' }).click();
    await waitPath(page, '/login/otp');
    // The address changes at the click; the code screen draws once the app's code is in.
    await page.getByRole('heading', { level: 1, name: 'Sign in with a code' }).waitFor();
    await page.getByTestId('method-email').click();
    await page.getByLabel('Email').fill(who.email);
    await screenshot(page, 'login-otp-800-light-en');
    const before = await outboxLength(e2e.server.dataDir);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByTestId('code-sent-to').waitFor();
    expect(await page.getByTestId('resend-code').textContent()).toMatch(/Resend code in \d+ s/);
    const code = await latestCode(e2e.server.dataDir, who.email, 'login', { after: before });
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitPath(page, '/member/home/dashboard');
    await page.context().close();
  });

  it('requests a demo with the platform App Web and only the options chosen', async () => {
    const page = await openPage(e2e, { width: 1280, height: 900 });
    await page.goto('/request-demo');
    await page.getByLabel('Full name').fill('Lee Park');
    await page.getByLabel('Email').fill('lee.park@example.com');
    await page.getByLabel('Mobile number').fill('+1 555 0100');
    await page.getByText('Industry (optional)').waitFor();
    const options = await call('GET', '/api/request_demo');
    const industries = options.body.industries as { id: number; name: string }[];
    await choose(page, 'industry-select', industries[0]!.name);
    await screenshot(page, 'request-demo-1280-light-en');
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/request_demo',
    );
    await page.getByRole('button', { name: 'Request demo' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({
      name: 'Lee Park',
      email: 'lee.park@example.com',
      mobile: '+1 555 0100',
      platform: 'App Web',
      industry: industries[0]!.id,
    });
    await waitPath(page, '/request-demo/success');
    await page.getByRole('heading', { name: 'Request received' }).waitFor();
    await page.context().close();
  });

  it('adds a member from inside the member area (member-added signup)', async () => {
    const page = await openPage(e2e, { width: 1280, height: 900 });
    await logIn(page, 'demo', 'demopass1');
    await waitPath(page, '/member/home/dashboard');
    await page.goto('/member/signup');
    const sponsor = page.getByLabel('Sponsor username');
    await sponsor.waitFor();
    expect(await sponsor.inputValue()).toBe('demo');
    expect(await sponsor.isDisabled()).toBe(true);
    const who = someone('kim');
    await fillSignup(page, who);
    const before = await outboxLength(e2e.server.dataDir);
    await page.getByRole('button', { name: 'Add member' }).click();
    await waitPath(page, '/member/signup/otp');
    const code = await latestCode(e2e.server.dataDir, who.email, 'signup', { after: before });
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitPath(page, '/member/signup');
    await page.getByText(`${who.username} has joined your team.`).waitFor();
    await screenshot(page, 'member-signup-1280-light-en');
    await page.context().close();
  });

  it('shows the 429 message after ten wrong passwords', async () => {
    const who = someone('lock');
    await signUpViaApi(who);
    const page = await openPage(e2e, { width: 390, height: 844 });
    await page.goto('/login');
    await page.getByLabel('Username').fill(who.username);
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    // Nine wrong passwords are answered as such; the tenth fills the window and is the 429.
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await page.locator('input[name=password]').fill(`wrong-password-${attempt}`);
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/login');
      await submit.click();
      const response = await answered;
      statuses.push(response.status());
      if (response.status() === 429) {
        expect(response.headers()['retry-after']).toMatch(/^\d+$/);
        break;
      }
      await page.getByTestId('password-error').waitFor();
    }
    expect(statuses).toEqual([...Array<number>(9).fill(422), 429]);
    const alert = page.getByTestId('form-error');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(
      /Too many wrong passwords for this account\. Try again in \d+ minutes?, or unlock it now/,
    );
    await screenshot(page, 'login-rate-limited-390-light-en');
    // The right password is refused too while the account is locked.
    await page.locator('input[name=password]').fill(PASSWORD);
    await submit.click();
    await expect.poll(() => alert.textContent()).toMatch(/Too many wrong passwords/);
    expect(page.url()).toContain('/login');

    // Its owner unlocks it with a code sent to the account's e-mail, and signs in.
    const panel = page.getByRole('region', { name: 'Unlock your account' });
    await panel.getByRole('button', { name: 'Send an unlock code to my e-mail' }).click();
    const code = await latestCode(e2e.server.dataDir, who.email, 'account');
    await panel.getByLabel('Unlock code').fill(code);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshot(page, 'login-unlock-code-390-light-en');
    await page.keyboard.press('Enter');
    await page.getByTestId('account-unlocked').waitFor();
    await submit.click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
    await page.context().close();
  });

  it('fits the login screen at phone, tablet and desktop widths, and in dark mode', async () => {
    for (const [width, height] of [
      [390, 844],
      [800, 1000],
      [1280, 900],
    ] as const) {
      const page = await openPage(e2e, { width, height });
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Sign in to your back office' }).waitFor();
      await page.getByRole('link', { name: 'Sign in with a one-time code' }).waitFor();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth);
      await page.getByTestId('method-mobile').click();
      await page.getByTestId('mobile-code-select').waitFor();
      expect(await overflow()).toBeLessThanOrEqual(width);
      await page.goto('/signup');
      await page.getByLabel('First name').waitFor();
      // Nothing is wider than the screen (the phone row with its country code included).
      expect(await overflow()).toBeLessThanOrEqual(width);
      await page.context().close();
    }
    const dark = await openPage(e2e, {
      width: 390,
      height: 844,
      colorScheme: 'dark',
    });
    await dark.addInitScript(() => localStorage.setItem('color_mode', 'dark'));
    await dark.goto('/signup?referral=demo');
    await dark.getByTestId('sponsor-name').waitFor();
    await screenshot(dark, 'signup-390-dark-en', { fullPage: true });
    await dark.goto('/login');
    await dark.getByRole('heading', { name: 'Sign in to your back office' }).waitFor();
    await screenshot(dark, 'login-390-dark-en');
    await dark.context().close();
  });
});

describe('demo mode in Chromium', () => {
  const e2e = useE2E(async () => {
    const demo = await prepareDemoDataDir({ members: 120, notAllowed: ['founder'] });
    return { env: { DATA_DIR: demo.dataDir }, cleanup: demo.remove };
  });

  it('sends a demo user who is not allowed to /demo-blocked with the demo contact', async () => {
    const page = await openPage(e2e, { width: 800, height: 1000 });
    await logIn(page, 'founder', 'demopass1');
    await waitPath(page, '/demo-blocked');
    await page.getByRole('heading', { name: 'This demo is not available' }).waitFor();
    // Contact icons and the text use the demo info's contact phone.
    await page.getByRole('link', { name: '+1 555 010 0199' }).waitFor();
    expect(await page.getByRole('link', { name: 'Message us' }).getAttribute('href')).toBe(
      'https://wa.me/15550100199',
    );
    // Not signed in: no session, so no logout button.
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await screenshot(page, 'demo-blocked-800-light-en');
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitPath(page, '/login');
    // The block was cleared: opening the screen again goes back to the root (and on to login).
    await page.goto('/demo-blocked');
    await waitPath(page, '/login');
    await page.context().close();
  });

  it('lets an allowed demo member in, keeps demo_plan, and blocks a protected action with the demo toast', async () => {
    const page = await openPage(e2e, { width: 1280, height: 900 });
    await page.goto('/login?demo_plan=matrix');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('demo_plan'))).toBe('matrix');
    await page.getByLabel('Username').fill('demo');
    await page.locator('input[name=password]').fill('demopass1');
    const login = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/auth/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(new URL((await login).url()).searchParams.get('demo_plan')).toBe('matrix');
    await waitPath(page, '/member/home/dashboard');
    expect(await page.evaluate(() => sessionStorage.getItem('portal_demo'))).toContain(
      '"compensationPlan":"matrix"',
    );

    // Resetting a password is a protected action in demo mode.
    const visitor = await openPage(e2e, { width: 390, height: 844 });
    await visitor.goto('/password/forgot');
    await visitor.getByLabel('Email').fill('someone@example.com');
    await visitor.getByRole('button', { name: 'Send code' }).click();
    await visitor.getByText('This feature is unavailable in the demo.').waitFor();
    await screenshot(visitor, 'forgot-demo-toast-390-light-en');
    await visitor.context().close();
    await page.context().close();
  });
});
