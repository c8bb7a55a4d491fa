import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import type { ComponentProps, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '@/lib/test-dom';
import { createTestI18n } from '@/lib/test-i18n';
import { AnalyticsBreakdown } from './analytics-breakdown';

const wallet = JSON.parse(readFileSync('public/locales/en/wallet.json', 'utf8')) as object;
const i18n = createTestI18n({ en: { wallet } });
beforeAll(stubResizeObserver);
afterEach(cleanup);
const wrap = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

const rows = [
  { key: 'L', label: 'Left leg', total: '75.00', count: 3 },
  { key: 'none', label: 'No leg', total: '25.00', count: 1 },
];

/** The leg breakdown of `rows` out of 100.00, with what the test chooses. */
const renderByLeg = (
  props: Pick<ComponentProps<typeof AnalyticsBreakdown>, 'selected' | 'onSelect' | 'chart'>,
) =>
  wrap(<AnalyticsBreakdown title="By leg" testId="by-leg" rows={rows} whole="100.00" {...props} />);

describe('an analytics breakdown', () => {
  it('lists each figure with its gross, its count and its share of the span', () => {
    renderByLeg({ selected: null, onSelect: () => {} });
    const table = screen.getByRole('table', { name: 'By leg' });
    const left = within(table).getByRole('row', { name: /Left leg/ });
    expect(left.textContent).toContain('$75.00');
    expect(left.textContent).toContain('3');
    expect(left.textContent).toContain('75%');
    expect(screen.getByRole('img', { name: /By leg: bar chart/ })).toBeTruthy();
  });

  it('opens a figure from its row button and marks the chosen one pressed', () => {
    const onSelect = vi.fn();
    renderByLeg({ selected: 'none', onSelect, chart: false });
    fireEvent.click(screen.getByRole('button', { name: 'Left leg' }));
    expect(onSelect).toHaveBeenCalledWith('L');
    expect(screen.getByRole('button', { name: 'No leg' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Left leg' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });
});
