import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../public/locales/en/common.json';
import type { User } from '@/api/user';
import { createTestI18n } from '@/lib/test-i18n';
import { AccountMenu } from './account-menu';
import { testMember } from '../session/test-member';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const i18n = createTestI18n({ en: { common } });

const user: User = testMember({
  avatar: '/media/avatars/7.jpg',
  referralLink: 'https://example.org/r/demo',
});

describe('the header avatar', () => {
  it('scales the uploaded picture into its circle instead of showing a corner of it', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <AccountMenu user={user} onLogout={() => {}} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const img = view.container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/avatars/7.jpg');
    expect(img?.style.width).toBe('100%');
    expect(img?.style.height).toBe('100%');
    expect(img?.style.objectFit).toBe('cover');
  });
});
