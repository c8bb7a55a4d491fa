import { CssVarsProvider } from '@mui/joy/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import account from '../../../public/locales/en/account.json';
import auth from '../../../public/locales/en/auth.json';
import common from '../../../public/locales/en/common.json';
import validation from '../../../public/locales/en/validation.json';
import { createTestI18n } from '@/lib/test-i18n';
import { PayoutMethodPage } from './payout-method-page';

const i18n = createTestI18n({ en: { common, account, auth, validation } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Call = { method: string; path: string; body: unknown };
type Answer = { status?: number; body: unknown };

/** fetch answered by "METHOD /path" (a list is answered in turn, the last one repeating). */
function mockApi(routes: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: url.pathname, body });
      const route = routes[`${method} ${url.pathname}`];
      const answer = Array.isArray(route) ? (route.length > 1 ? route.shift() : route[0]) : route;
      if (!answer) return new Response('{"error_code":"not_found"}', { status: 404 });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

const state = (over: object = {}) => ({
  method: 'paypal',
  paypal_email: 'old@example.org',
  allowed_methods: ['bank_transfer', 'paypal'],
  ready: true,
  bank: null,
  wallet_password_set: false,
  hold_hours: 24,
  payouts_held_until: null,
  ...over,
});

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/', element: <PayoutMethodPage /> }]);
  return render(
    <I18nextProvider i18n={i18n}>
      <CssVarsProvider>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </CssVarsProvider>
    </I18nextProvider>,
  );
}

const typeInto = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The screen loads `state()`, and the server refuses the save with this status and body. */
const refusedSave = (status: number, body: object): Record<string, Answer> => ({
  'GET /api/account/payout_method': { body: state() },
  'PUT /api/account/payout_method': { status, body },
});
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('the payout-method screen', () => {
  it('asks for the password and shows the server’s message under it', async () => {
    const calls = mockApi(
      refusedSave(422, {
        error_code: 'validation_error',
        message: 'The password is not correct.',
        errors: { password: ['The password is not correct.'] },
      }),
    );
    renderPage();
    await screen.findByLabelText(/PayPal email address/);
    expect(screen.getByText(/needs your password\. After a change, payouts .* wait 24 hours/));
    typeInto(/PayPal email address/, 'new@example.org');
    save();
    expect((await screen.findByTestId('password-error')).textContent).toBe(
      'This field is required.',
    );
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    typeInto(/^Your password/, 'nope');
    save();
    await waitFor(() =>
      expect(screen.getByTestId('password-error').textContent).toBe('The password is not correct.'),
    );
    expect(screen.getByLabelText(/^Your password/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      method: 'paypal',
      paypal_email: 'new@example.org',
      password: 'nope',
    });
  });

  it('asks for the wallet password once one is set, and says until when payouts are held', async () => {
    mockApi({
      'GET /api/account/payout_method': { body: state({ wallet_password_set: true }) },
      'PUT /api/account/payout_method': {
        body: state({
          wallet_password_set: true,
          paypal_email: 'new@example.org',
          payouts_held_until: '2030-01-02T10:00:00.000Z',
        }),
      },
    });
    renderPage();
    await screen.findByLabelText(/^Your wallet password/);
    expect(screen.queryByTestId('payouts-held')).toBeNull();
    typeInto(/PayPal email address/, 'new@example.org');
    typeInto(/^Your wallet password/, 'Wallet-secret-77');
    save();
    const held = await screen.findByTestId('payouts-held');
    expect(held.textContent).toMatch(
      /^Payouts to your new payout destination are held until .*2030/,
    );
  });

  it('offers an unlock code when the password checks are locked, without sending the form', async () => {
    const calls = mockApi({
      ...refusedSave(429, {
        error_code: 'account_locked',
        message: 'Too many wrong passwords for this account. Try again in 15 minutes.',
      }),
      'POST /api/account/unlock/send_code': { body: { status: 'sent', expires_in: 600 } },
      'POST /api/account/unlock': [
        {
          status: 422,
          body: {
            error_code: 'validation_error',
            message: 'The code is wrong or has expired. Ask for a new one.',
            errors: { otp: ['The code is wrong or has expired. Ask for a new one.'] },
          },
        },
        { body: { status: 'unlocked' } },
      ],
    });
    renderPage();
    await screen.findByLabelText(/^Your password/);
    typeInto(/^Your password/, 'demopass1');
    save();
    const panel = await screen.findByRole('region', { name: 'Unlock your account' });
    expect(screen.getByTestId('form-error').textContent).toMatch(/Too many wrong passwords/);
    const findings = await axe.run(panel, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    expect(findings.violations.map((v) => v.id)).toEqual([]);

    fireEvent.click(
      within(panel).getByRole('button', { name: 'Send an unlock code to my e-mail' }),
    );
    const code = await within(panel).findByLabelText(/^Unlock code/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(within(panel).getByTestId('unlock-code-sent').textContent).toMatch(
      /^We sent a 6-digit code to your e-mail address/,
    );
    fireEvent.change(code, { target: { value: '123456' } });
    // Enter in the code field unlocks; it does not send the payout-method form again.
    await act(async () => {
      fireEvent.keyDown(code, { key: 'Enter' });
    });
    expect((await within(panel).findByTestId('unlock_otp-error')).textContent).toMatch(
      /wrong or has expired/,
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Unlock' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Unlock your account' })).toBeNull(),
    );
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/account/unlock').map((c) => c.body)).toEqual([
      { otp: '123456' },
      { otp: '123456' },
    ]);
  });
});
