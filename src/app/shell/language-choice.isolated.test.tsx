import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../../public/locales/en/common.json';
import { savePreferences } from '@/api/account';
import type { User } from '@/api/user';
import { createTestI18n } from '@/lib/test-i18n';
import { changeLanguage } from '../providers/i18n';
import type * as i18nModule from '../providers/i18n';
import { LanguageSelect } from './language-select';
import { LanguageSwitch } from './language-switch';
import { useLanguageFollowsAccount } from './use-account-language';
import { testMember } from '../session/test-member';

vi.mock('../providers/i18n', async (original) => ({
  ...(await original<typeof i18nModule>()),
  changeLanguage: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/api/account', () => ({ savePreferences: vi.fn() }));

const i18n = createTestI18n({ en: { common } });

const member: User = testMember();

const wrap = (node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </QueryClientProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  vi.mocked(changeLanguage).mockClear();
  vi.mocked(savePreferences).mockReset();
});
afterEach(cleanup);

describe('the language choices (decision 044)', () => {
  it('remembers a choice on a signed-out screen for the account to adopt at sign-in', () => {
    wrap(<LanguageSwitch />);
    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(changeLanguage).toHaveBeenCalledWith('es');
    expect(localStorage.getItem('signed_out_language')).toBe('es');
  });

  it('saves a signed-in member’s header choice as the account language', async () => {
    vi.mocked(savePreferences).mockResolvedValue({ ...member, language: 'es' });
    wrap(<LanguageSelect user={member} />);
    fireEvent.click(screen.getByTestId('language-select'));
    fireEvent.click(await screen.findByRole('option', { name: 'Español' }));
    expect(changeLanguage).toHaveBeenCalledWith('es');
    await waitFor(() => expect(savePreferences).toHaveBeenCalledWith({ language: 'es' }));
    expect(localStorage.getItem('signed_out_language')).toBeNull();
  });

  it('changes only the interface for an operator (no member given)', async () => {
    wrap(<LanguageSelect />);
    fireEvent.click(screen.getByTestId('language-select'));
    fireEvent.click(await screen.findByRole('option', { name: 'Español' }));
    expect(changeLanguage).toHaveBeenCalledWith('es');
    expect(savePreferences).not.toHaveBeenCalled();
  });
});

describe('the member area follows the account language', () => {
  const follow = (stored: string | undefined) =>
    renderHook(({ value }) => useLanguageFollowsAccount(value), {
      initialProps: { value: stored },
      wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
    });

  it('keeps the language sign-in applied, and switches when another device changes it', () => {
    const hook = follow('en');
    expect(changeLanguage).not.toHaveBeenCalled();
    // The member's fresh copy, fetched as the area opens, says Spanish now.
    hook.rerender({ value: 'es' });
    expect(changeLanguage).toHaveBeenCalledWith('es');
  });

  it('has the account adopt a choice made on a signed-out screen since the sign-in', async () => {
    vi.mocked(savePreferences).mockResolvedValue({ ...member, language: 'es' });
    localStorage.setItem('signed_out_language', 'es');
    follow('en');
    expect(changeLanguage).toHaveBeenCalledWith('es');
    await waitFor(() => expect(savePreferences).toHaveBeenCalledWith({ language: 'es' }));
  });
});
