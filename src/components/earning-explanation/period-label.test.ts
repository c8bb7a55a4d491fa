import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/dates';
import { periodLabel } from './period-label';

const format = (iso: string) => formatDate(iso, 'd/m/Y');

describe('periodLabel', () => {
  it('writes a daily period as the app writes a date, not "2026-11-26"', () => {
    expect(periodLabel('2026-11-26', format, 'es')).toBe(format('2026-11-26'));
    expect(periodLabel('2026-11-26', format, 'es')).not.toBe('2026-11-26');
  });

  it('writes a weekly period as its Monday to Sunday, and a monthly one as its month', () => {
    expect(periodLabel('2026-W48', format, 'en')).toBe(
      `${format('2026-11-23')} – ${format('2026-11-29')}`,
    );
    expect(periodLabel('2026-11', format, 'en')).toBe('November 2026');
    expect(periodLabel('2026-11', format, 'es')).toBe('noviembre de 2026');
  });

  it('shows a key it does not know as it came', () => {
    expect(periodLabel('Q4', format, 'en')).toBe('Q4');
  });
});
