import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../public/locales/en/common.json';
import { createTestI18n } from '@/lib/test-i18n';
import { DateRangeFilter } from './filter-controls';
import type { ListFilters } from './list-filters';

afterEach(cleanup);

const i18n = createTestI18n({ en: { common } });

const filters: ListFilters = {
  sort: 'desc',
  dateRange: 'custom',
  startDate: '2026-11-01',
  endDate: '2026-11-20',
};

function renderFilter() {
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <DateRangeFilter value={filters} onChange={onChange} />
    </I18nextProvider>,
  );
  const input = (id: string) => screen.getByTestId(id).querySelector('input') as HTMLInputElement;
  return { onChange, from: input('date-from-filter'), to: input('date-to-filter') };
}

describe('the custom date range', () => {
  it('says so under the fields when the start is after the end, and asks for nothing', () => {
    const { onChange, from } = renderFilter();
    fireEvent.change(from, { target: { value: '2026-12-01' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(from.value).toBe('2026-12-01');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByTestId('date-range-error');
    expect(message.textContent).toMatch(/end date is before the start date/);
    expect(from.getAttribute('aria-describedby')).toBe(message.id);
  });

  it('applies both days once the range is possible again', () => {
    const { onChange, from, to } = renderFilter();
    fireEvent.change(from, { target: { value: '2026-12-01' } });
    fireEvent.change(to, { target: { value: '2026-12-31' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(screen.queryByTestId('date-range-error')).toBeNull();
  });

  it('applies a possible range at once', () => {
    const { onChange, to } = renderFilter();
    fireEvent.change(to, { target: { value: '2026-11-25' } });
    expect(onChange).toHaveBeenCalledWith({ startDate: '2026-11-01', endDate: '2026-11-25' });
  });
});
