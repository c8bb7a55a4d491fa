import { CssVarsProvider } from '@mui/joy/styles';
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PagingStatus } from '@/lib/paging-status';
import { stubResizeObserver } from '@/lib/test-dom';
import { createTestI18n } from '@/lib/test-i18n';
import { PagedTable } from './paged-table';
import type { PagedColumn } from './types';

const common = JSON.parse(readFileSync('public/locales/en/common.json', 'utf8')) as object;
const i18n = createTestI18n({ en: { common } });
beforeAll(stubResizeObserver);
afterEach(cleanup);

type Payout = { id: string; amount: string };
const columns: PagedColumn<Payout>[] = [
  { id: 'id', header: 'Reference', value: (p) => p.id },
  { id: 'amount', header: 'Amount', value: (p) => p.amount, align: 'end' },
];

function show(status: PagingStatus, rows: Payout[] = []) {
  return render(
    <I18nextProvider i18n={i18n}>
      <CssVarsProvider>
        <PagedTable
          list={{ rows, status, loadMore: () => {}, retry: () => {} }}
          columns={columns}
          getRowId={(p) => p.id}
          label="Payouts"
          emptyText="No payouts yet."
          testId="payouts"
        />
      </CssVarsProvider>
    </I18nextProvider>,
  );
}

const wcag = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};

describe('a paged table with no rows (spec §4 paging states)', () => {
  it.each([
    'InitialLoading',
    'NoItems',
    'NetworkErrorWithNoData',
    'ServerErrorWithNoData',
  ] as const)(
    'keeps the %s message out of the table, which owns only its header row',
    async (status) => {
      const { container } = show(status);
      const table = screen.getByRole('table', { name: 'Payouts' });
      // Only the header row: a status row would read as the first data row.
      expect(screen.getAllByRole('row')).toHaveLength(1);
      expect(table.querySelector('[data-paging-status], [role=alert]')).toBeNull();
      const message = container.querySelector('[data-paging-status], [role=alert]');
      expect(message).not.toBeNull();
      expect(table.contains(message)).toBe(false);
      const findings = await axe.run(container, wcag);
      expect(findings.violations.map((v) => v.id)).toEqual([]);
    },
  );

  it('says the list is empty in its own words', () => {
    show('NoItems');
    expect(screen.getByText('No payouts yet.')).toBeTruthy();
  });
});
