import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '@/lib/test-i18n';
import dashboard from '../../../../public/locales/en/dashboard.json';
import { CashFlowChart } from './cash-flow-chart';

afterEach(cleanup);

const i18n = createTestI18n({ en: { dashboard } });

describe('the dashboard cash-flow chart', () => {
  it('is an image with a name, and its figures are a table a screen reader can read', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <CashFlowChart
          credit={[
            { date: '2026-11-24', amount: '120.50' },
            { date: '2026-11-25', amount: '0.00' },
          ]}
          debit={[
            { date: '2026-11-24', amount: '0.00' },
            { date: '2026-11-25', amount: '75.00' },
          ]}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('img', { name: dashboard.cashFlowAria })).toBeTruthy();

    const table = screen.getByRole('table', { name: dashboard.cashFlow });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      dashboard.cashFlowDay,
      dashboard.creditHistory,
      dashboard.debitHistory,
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.slice(1)).toEqual(['$120.50', '$0.00']);
    expect(rows[1]!.slice(1)).toEqual(['$0.00', '$75.00']);
    expect(rows[0]![0]).toMatch(/24/);
  });
});
