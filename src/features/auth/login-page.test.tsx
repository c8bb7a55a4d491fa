import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetModuleState } from '@/session/module-state';
import { LoginPage } from './login-page';
import { mockApi, page, renderAt } from './test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetModuleState();
});

const country = { id: 1, name: 'Spain', iso_code_2: 'ES', iso_code_3: 'ESP', phone_code: '34' };

function typeInto(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('LoginPage', () => {
  it('offers email and mobile when login_fields allows them, and links to the code login', async () => {
    mockApi({
      'GET /api/auth/login_fields': {
        body: {
          phone_unique: true,
          email_unique: true,
          login_with_otp: true,
          countries: [country],
        },
      },
    });
    renderAt('/login', [page('/login', <LoginPage onSuccess={vi.fn()} />)]);
    expect(await screen.findByRole('button', { name: 'Mobile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in with a one-time code' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeTruthy();
  });

  it('shows the first server message under its field', async () => {
    const { calls } = mockApi({
      'GET /api/auth/login_fields': {
        body: { phone_unique: false, email_unique: false, login_with_otp: false, countries: [] },
      },
      'POST /api/auth/login': {
        status: 422,
        body: {
          error_code: 'validation_error',
          message: 'Invalid.',
          errors: { password: ['Wrong password.', 'Second message.'] },
        },
      },
    });
    renderAt('/login', [page('/login', <LoginPage onSuccess={vi.fn()} />)]);
    typeInto(/Username/, 'demo');
    typeInto(/^Password/, 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('password-error')).textContent).toBe('Wrong password.');
    expect(screen.queryByText('Second message.')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      login_using: 'username',
      username: 'demo',
      password: 'nope',
    });
  });

  it('checks required fields before calling the server', async () => {
    const { calls } = mockApi({});
    renderAt('/login', [page('/login', <LoginPage onSuccess={vi.fn()} />)]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('username-error')).textContent).toBe(
      'This field is required.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows progress and sends one request however often the button is pressed', async () => {
    let release: (r: Response) => void = () => {};
    const { calls } = mockApi({
      'POST /api/auth/login': () => new Promise<Response>((r) => (release = r)) as never,
    });
    renderAt('/login', [page('/login', <LoginPage onSuccess={vi.fn()} />)]);
    typeInto(/Username/, 'demo');
    typeInto(/^Password/, 'pw');
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form')!;
    fireEvent.submit(form);
    const busy = await screen.findByRole('button', { name: /Signing in/ });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await act(async () => {
      release(
        new Response(
          JSON.stringify({
            error_code: 'rate_limited',
            message: 'Too many attempts. Try again in 900 seconds.',
          }),
          { status: 429 },
        ),
      );
    });
    await waitFor(() =>
      expect(screen.getByTestId('form-error').textContent).toContain('Too many attempts'),
    );
    // A limit on the address is not the account's lock: no unlock code is offered for it.
    expect(screen.queryByTestId('send-unlock-code')).toBeNull();
  });

  it('offers an unlock code for the account a locked login named, then lets the member sign in', async () => {
    const locked = {
      status: 429,
      body: {
        error_code: 'account_locked',
        message:
          'Too many wrong passwords for this account. Try again in 15 minutes, or unlock it now with a code sent to its e-mail address.',
      },
    };
    const { calls } = mockApi({
      'POST /api/auth/login': locked,
      'POST /api/auth/send_unlock_code': { body: { status: 'sent', expires_in: 600 } },
      'POST /api/auth/unlock_account': { body: { status: 'unlocked' } },
    });
    renderAt('/login', [page('/login', <LoginPage onSuccess={vi.fn()} />)]);
    typeInto(/Username/, 'demo');
    typeInto(/^Password/, 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const send = await screen.findByRole('button', { name: 'Send an unlock code to my e-mail' });
    // Editing the form afterwards does not change whose lock is lifted.
    typeInto(/Username/, 'someone-else');
    fireEvent.click(send);
    const code = await screen.findByLabelText(/^Unlock code/);
    expect(screen.getByTestId('unlock-code-sent').textContent).toMatch(/^If this account exists/);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect((await screen.findByTestId('account-unlocked')).textContent).toBe(
      'Your account is unlocked. Sign in again.',
    );
    expect(screen.queryByTestId('account-locked-panel')).toBeNull();
    expect(screen.queryByTestId('form-error')).toBeNull();
    const bodyOf = (path: string) => calls.find((c) => c.path === path)?.body;
    expect(bodyOf('/api/auth/send_unlock_code')).toEqual({
      login_using: 'username',
      username: 'demo',
    });
    expect(bodyOf('/api/auth/unlock_account')).toEqual({
      login_using: 'username',
      username: 'demo',
      otp: '123456',
    });
  });
});
