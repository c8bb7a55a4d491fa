import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetModuleState } from '@/session/module-state';
import { SignupOtpPage } from './signup-otp-page';
import { StripeSuccessPage } from './stripe-pages';
import { mockApi, page, renderAt } from './test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetModuleState();
  sessionStorage.clear();
});

const active = { status: 'active', key: null, username: 'ana', sent_to: null, checkout_url: null };
const paths = { start: '/signup', success: '/signup/success' };
const flow = { key: 'k1', sentTo: 'a***@x.test', username: 'ana' };
const routes = [
  page('/signup/otp', <SignupOtpPage caller="visitor" paths={paths} />),
  page('/signup/success', <p>success</p>),
  page('/signup', <p>signup form</p>),
];

describe('SignupOtpPage', () => {
  it('sends otp2 only when it was typed, then shows the success screen', async () => {
    const { calls } = mockApi({ 'POST /api/users/verify_signup': { body: active } });
    const view = renderAt('/signup/otp', routes, flow);
    expect(screen.getByText(/a\*\*\*@x\.test/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^6-digit code/), { target: { value: '12 34-56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/signup/success'));
    expect(calls[0]?.body).toEqual({ key: 'k1', otp: '123456' });
  });

  it('shows a wrong second code under its field', async () => {
    const { calls } = mockApi({
      'POST /api/users/verify_signup': {
        status: 422,
        body: {
          error_code: 'validation_error',
          message: 'Invalid.',
          errors: { otp2: ['The code is wrong or has expired.'] },
        },
      },
    });
    renderAt('/signup/otp', routes, flow);
    fireEvent.change(screen.getByLabelText(/^6-digit code/), { target: { value: '111111' } });
    fireEvent.change(screen.getByLabelText(/^Second code/), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('otp2-error')).textContent).toBe(
      'The code is wrong or has expired.',
    );
    expect(calls[0]?.body).toEqual({ key: 'k1', otp: '111111', otp2: '222222' });
  });

  it('goes back to the form when opened without a signup in progress', async () => {
    mockApi({});
    const view = renderAt('/signup/otp', routes);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/signup'));
  });

  it('waits out the resend cooldown before a new code can be asked', () => {
    mockApi({});
    renderAt('/signup/otp', routes, flow);
    const resend = screen.getByTestId('resend-code') as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toMatch(/Resend code in \d+ s/);
  });
});

describe('StripeSuccessPage', () => {
  const stripeRoutes = [page('/signup/stripe/success/:sessionId', <StripeSuccessPage />)];

  it('confirms the session with the server before saying the account is active', async () => {
    const { calls } = mockApi({ 'GET /api/users/signup_payment/cs_local_abc': { body: active } });
    renderAt('/signup/stripe/success/cs_local_abc', stripeRoutes);
    await screen.findByRole('heading', { name: 'Payment received' });
    expect(calls[0]?.path).toBe('/api/users/signup_payment/cs_local_abc');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('says so when the payment was not completed', async () => {
    mockApi({
      'GET /api/users/signup_payment/cs_local_abc': {
        status: 422,
        body: {
          error_code: 'validation_error',
          message: 'The payment has not been completed.',
          errors: { session_id: ['The payment has not been completed.'] },
        },
      },
    });
    renderAt('/signup/stripe/success/cs_local_abc', stripeRoutes);
    await screen.findByRole('heading', { name: 'Payment not confirmed' });
    expect(screen.getByText('The payment has not been completed.')).toBeTruthy();
  });
});
