import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetModuleState } from '@/session/module-state';
import { getReferralUser } from '@/session/storage';
import type { PlanType } from '@contract/modules';
import { SignupPage } from './signup-page';
import { mockApi, page, renderAt } from './test-utils';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetModuleState();
});

const signupData = (plan: PlanType) => ({
  default_sponsor: 'founder',
  password_policy: true,
  password_rules: { min_length: 8, max_length: 64, disallow_common: true },
  otp_verification: true,
  otp_based_on: 'email',
  default_leg: 'L',
  referral_id: 2,
  phone_unique: false,
  email_unique: true,
  privacy_url: null,
  terms_url: null,
  countries: [{ id: 1, name: 'Spain', iso_code_2: 'ES', iso_code_3: 'ESP', phone_code: '34' }],
  zones: [{ id: 7, country_id: 1, name: 'Madrid', code: 'MD' }],
  show_signup: true,
  joining_fee: null,
  compensation_plan: plan,
});

const api = (plan: PlanType, extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/users/signup_data': { body: signupData(plan) },
    'GET /api/users/signup_validate_referral': {
      body: { default_leg: 'R', referral_id: 2, first_name: 'Dana', last_name: 'Demo' },
    },
    ...extra,
  });

const routes = [page('/signup', <SignupPage />), page('/signup/otp', <p>code step</p>)];
function choose(testId: string, option: string) {
  fireEvent.click(within(screen.getByTestId(testId)).getByRole('combobox'));
  fireEvent.click(screen.getByRole('option', { name: option }));
}
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SignupPage', () => {
  it('stores the referral link under referral_user and names the sponsor', async () => {
    const { calls } = api('binary');
    renderAt('/signup?referral=demo', routes);
    expect((await screen.findByTestId('sponsor-name', {}, { timeout: 4000 })).textContent).toBe(
      'Sponsor: Dana Demo',
    );
    expect(getReferralUser()).toBe('demo');
    const check = calls.find((c) => c.path === '/api/users/signup_validate_referral');
    expect(check?.url.searchParams.get('referral')).toBe('demo');
  });

  it("without a referral says who the company's sponsor is and takes another, checked by the server", async () => {
    const { calls } = api('binary');
    renderAt('/signup', routes);
    const note = await screen.findByTestId('sponsor-default-note');
    await waitFor(() =>
      expect(note.textContent).toBe(
        "No one referred you, so the company's sponsor, Dana Demo (founder), will sponsor you. If someone invited you, enter their username instead.",
      ),
    );
    const field = screen.getByLabelText(/Sponsor username/);
    expect((field as HTMLInputElement).value).toBe('founder');
    expect((field as HTMLInputElement).disabled).toBe(false);
    fireEvent.change(field, { target: { value: 'dana' } });
    await waitFor(
      () =>
        expect(
          calls.some(
            (c) =>
              c.path === '/api/users/signup_validate_referral' &&
              c.url.searchParams.get('referral') === 'dana',
          ),
        ).toBe(true),
      { timeout: 4000 },
    );
    expect((await screen.findByTestId('sponsor-name')).textContent).toBe('Sponsor: Dana Demo');
  });

  it('with a referral link names that sponsor and no default one', async () => {
    api('binary');
    renderAt('/signup?referral=demo', routes);
    await screen.findByTestId('sponsor-name', {}, { timeout: 4000 });
    expect(screen.queryByTestId('sponsor-default-note')).toBeNull();
  });

  it('shows the joining fee first, before any field is filled in', async () => {
    mockApi({
      'GET /api/users/signup_data': {
        body: {
          ...signupData('binary'),
          joining_fee: { amount: '49.00', currency: 'USD', package_id: null },
        },
      },
      'GET /api/users/signup_validate_referral': {
        body: { default_leg: 'R', referral_id: 2, first_name: 'Dana', last_name: 'Demo' },
      },
    });
    renderAt('/signup', routes);
    const fee = await screen.findByTestId('joining-fee');
    expect(fee.textContent).toBe('A joining fee is paid after this form: $49.00');
    const sponsorField = screen.getByLabelText(/Sponsor username/);
    expect(
      fee.compareDocumentPosition(sponsorField) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it.each([
    ['binary', true, true],
    ['matrix', true, false],
    ['unilevel', false, false],
  ] as const)(
    'in %s mode shows placement %s and position %s',
    async (plan, placement, position) => {
      api(plan);
      renderAt('/signup?referral=demo', routes);
      await screen.findByLabelText(/First name/);
      expect(screen.queryByLabelText(/Placement username/) !== null).toBe(placement);
      expect(screen.queryByRole('group', { name: 'Leg' }) !== null).toBe(position);
    },
  );

  it('marks optional fields with the optional suffix', async () => {
    api('binary');
    renderAt('/signup', routes);
    await screen.findByLabelText(/First name/);
    for (const label of [
      'Last name (optional)',
      'Username (optional)',
      'Placement username (optional)',
    ]) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    // The code goes by email here, so the email is required.
    expect(screen.queryByText('Email (optional)')).toBeNull();
  });

  it('tells a taken email when the field is left', async () => {
    const { calls } = api('unilevel', {
      'GET /api/users/signup_validate_email': { body: { status: false } },
    });
    renderAt('/signup', routes);
    const email = await screen.findByLabelText(/^Email/);
    fireEvent.change(email, { target: { value: 'dana@example.com' } });
    fireEvent.blur(email);
    expect((await screen.findByTestId('email-error')).textContent).toBe(
      'This email address is already registered.',
    );
    const check = calls.find((c) => c.path === '/api/users/signup_validate_email');
    expect(check?.url.searchParams.get('email')).toBe('dana@example.com');
  });

  it('sends the §5 body, shows the first server message per field and then goes to the code step', async () => {
    let attempt = 0;
    const { calls } = api('binary', {
      'POST /api/users/signup': () =>
        ++attempt === 1
          ? new Response(
              JSON.stringify({
                error_code: 'validation_error',
                message: 'Invalid.',
                errors: { username: ['That username is taken.', 'x'] },
              }),
              { status: 422 },
            )
          : new Response(
              JSON.stringify({
                status: 'verify_otp',
                key: 'k1',
                username: 'ana',
                sent_to: 'a***@example.com',
                checkout_url: null,
              }),
            ),
    });
    const view = renderAt('/signup?referral=demo&lead=tok_123', routes);
    await screen.findByTestId('sponsor-name', {}, { timeout: 4000 });
    type(/First name/, 'Ana');
    type(/^Email/, 'ana@example.com');
    type(/^Username/, 'ana');
    type(/^City/, 'Madrid');
    type(/^Address/, 'Gran Vía 1');
    type(/^Postcode/, '28013');
    type(/^Password/, 'a long passphrase');
    type(/^Confirm password/, 'a long passphrase');
    choose('country-select', 'Spain');
    choose('zone-select', 'Madrid');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByTestId('username-error')).textContent).toBe(
      'That username is taken.',
    );
    const sent = calls.find((c) => c.method === 'POST')?.body;
    expect(sent).toEqual({
      referral_key: 'username',
      referral: 'demo',
      placement: 'demo',
      position: 'R',
      first_name: 'Ana',
      email: 'ana@example.com',
      username: 'ana',
      password: 'a long passphrase',
      zone: 7,
      city: 'Madrid',
      address: 'Gran Vía 1',
      postcode: '28013',
      // The CRM invitation link's lead travels with the signup.
      lead: 'tok_123',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/signup/otp'));
    expect(view.router.state.location.state).toMatchObject({ key: 'k1', username: 'ana' });
    expect(within(document.body).getByText('code step')).toBeTruthy();
  }, 20_000);
});
