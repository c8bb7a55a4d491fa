import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '@/lib/test-i18n';
import { noFilter } from '@workers/genealogy/protocol';
import common from '../../../../../public/locales/en/common.json';
import { isoToDay } from '../state/days';
import { BroadcastLink } from './broadcast-link';

afterEach(cleanup);

const i18n = createTestI18n({ en: { common } });

const hrefFor = (filter: Parameters<typeof BroadcastLink>[0]['filter']) => {
  render(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <BroadcastLink filter={filter} />
      </I18nextProvider>
    </MemoryRouter>,
  );
  return screen.getByTestId('analysis-broadcast').getAttribute('href');
};

describe('"Write to these members"', () => {
  it('opens the broadcast page with no segment when nothing is filtered', () => {
    expect(hrefFor(noFilter)).toBe('/member/mail/broadcast');
  });

  it('carries the panel’s filters in the wire’s names', () => {
    const href = hrefFor({
      ...noFilter,
      minRank: 3,
      inactiveOnly: true,
      joinedFrom: isoToDay('2026-01-01'),
      joinedTo: isoToDay('2026-06-30'),
      volume: 'tv',
      volumeMin: 100,
    });
    const query = new URLSearchParams(href!.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      min_rank: '3',
      inactive_only: 'true',
      joined_from: '2026-01-01',
      joined_to: '2026-06-30',
      volume: 'tv',
      volume_min: '100',
    });
  });
});
