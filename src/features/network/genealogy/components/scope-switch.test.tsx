import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import common from '../../../../../public/locales/en/common.json';
import { createTestI18n } from '@/lib/test-i18n';
import type { OrgSource } from '@workers/genealogy/protocol';
import { StreamProgressBar } from './scope-switch';

const i18n = createTestI18n({ en: { common } });
const draw = (asOf: number | null, source: OrgSource = 'stream') =>
  render(
    <I18nextProvider i18n={i18n}>
      <StreamProgressBar progress={{ loaded: 1200, total: 1200, asOf, source }} />
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

  it('says the tree is the browser copy of its date, while checking and offline', () => {
    const at = Date.parse('2026-11-27T18:02:00Z');
    draw(at, 'copy');
    const copy = screen.getByTestId('stream-as-of');
    expect(copy.textContent).toMatch(/^Saved organisation, figures as of Nov 27, 2026 .*changes$/);
    expect(copy.dataset.source).toBe('copy');
    cleanup();
    draw(at, 'offline');
    expect(screen.getByTestId('stream-as-of').textContent).toMatch(
      /^Offline: the organisation as of Nov 27, 2026/,
    );
  });

  it('says nothing of a time when the figures were read live', () => {
    draw(null);
    expect(screen.queryByTestId('stream-as-of')).toBeNull();
  });
});
