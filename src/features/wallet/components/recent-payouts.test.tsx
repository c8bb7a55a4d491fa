import { cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '@/lib/test-i18n';
import { RecentPayouts } from './recent-payouts';

const load = (ns: string) =>
  JSON.parse(readFileSync(`public/locales/es/${ns}.json`, 'utf8')) as object;
const i18n = createTestI18n({
  en: { payout: load('payout'), wallet: load('wallet'), common: load('common') },
});
afterEach(cleanup);

describe('RecentPayouts', () => {
  it('names a payout PAY-000011, as its notification and the desk do, in every language', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <RecentPayouts
          payouts={[
            {
              id: 11,
              status: 'pending',
              total: '120.00',
              fee: '1.00',
              dateCreated: '2026-11-20T10:00:00Z',
            },
          ]}
        />
      </I18nextProvider>,
    );
    expect(screen.getByText('PAY-000011')).toBeTruthy();
    expect(screen.queryByText(/Retiro n\.º/)).toBeNull();
  });
});
