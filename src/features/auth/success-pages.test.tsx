import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetModuleState } from '@/session/module-state';
import { ResetSuccessPage } from './reset-success-page';
import { SignupSuccessPage } from './signup-success-page';
import { page, renderAt } from './test-utils';

afterEach(() => {
  cleanup();
  resetModuleState();
});

const routes = [
  page('/password/reset/success', <ResetSuccessPage />),
  page('/password/forgot', <p>forgot form</p>),
  page('/signup/success', <SignupSuccessPage />),
  page('/signup', <p>signup form</p>),
];

describe('success screens are honest', () => {
  it('says "Password changed" only after a reset, and starts the flow on a direct visit', async () => {
    const direct = renderAt('/password/reset/success', routes);
    await waitFor(() => expect(direct.router.state.location.pathname).toBe('/password/forgot'));
    expect(screen.queryByText('Password changed')).toBeNull();
    cleanup();

    renderAt('/password/reset/success', routes, { to: { using: 'email', email: 'ana@x.test' } });
    expect(await screen.findByText('Password changed')).toBeTruthy();
  });

  it('welcomes only a member whose signup just finished', async () => {
    const direct = renderAt('/signup/success', routes);
    await waitFor(() => expect(direct.router.state.location.pathname).toBe('/signup'));
    expect(screen.queryByText('Welcome aboard!')).toBeNull();
    cleanup();

    renderAt('/signup/success', routes, { username: 'ana' });
    expect(await screen.findByText('Welcome aboard!')).toBeTruthy();
  });
});
