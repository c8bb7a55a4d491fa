import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import common from '../../../../../public/locales/en/common.json';
import { createTestI18n } from '@/lib/test-i18n';
import { StreamProgressBar } from './scope-switch';

const i18n = createTestI18n({ en: { common } });
const draw = (asOf: number | null) =>
  render(
    <I18nextProvider i18n={i18n}>
      <StreamProgressBar progress={{ loaded: 1200, total: 1200, asOf }} />
    </I18nextProvider>,
  );

afterEach(cleanup);

describe('the whole organisation’s progress line', () => {
  it('says when the figures were read when they come from the server’s snapshot', () => {
    const at = Date.parse('2026-11-28T06:21:05Z');
    draw(at);
    const asOf = screen.getByTestId('stream-as-of');
    expect(asOf.textContent).toMatch(/^Figures as of Nov 28, 2026 \d{1,2}:\d{2}/);
    expect(Number(asOf.dataset.asOf)).toBe(at);
    expect(screen.getByText(/1,200 of 1,200 members loaded/)).toBeTruthy();
  });

  it('says nothing of a time when the figures were read live', () => {
    draw(null);
    expect(screen.queryByTestId('stream-as-of')).toBeNull();
  });
});
