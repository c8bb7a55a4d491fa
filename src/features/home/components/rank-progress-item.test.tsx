import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '@/lib/test-i18n';
import type { ProgressCriterion } from '@/api/rank-progress';
import dashboard from '../../../../public/locales/en/dashboard.json';
import { RankProgressItem } from './rank-progress-item';

afterEach(cleanup);

const i18n = createTestI18n({ en: { dashboard } });

function renderItem(c: ProgressCriterion) {
  const router = createMemoryRouter([{ path: '/', element: <RankProgressItem c={c} /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const bob = { id: 12, username: 'bob', firstName: 'Bob', lastName: 'Ray', level: 1 };
const cy = { id: 15, username: 'cy', firstName: 'Cy', lastName: null, level: 2 };

describe('RankProgressItem', () => {
  it('says which legs have no licensed member and links their members to the genealogy', () => {
    renderItem({
      key: 'licensedLegs',
      required: 2,
      actual: 0,
      missing: 2,
      met: false,
      closers: [
        {
          position: 'L',
          top: bob,
          members: [
            { ...bob, reason: 'no_package' },
            { ...cy, reason: 'inactive' },
          ],
        },
        { position: 'R', top: null, members: [] },
      ],
    });
    expect(screen.getByTestId('rank-progress-missing').textContent).toBe(
      '2 more licensed legs: your legs left (Bob Ray) and right (empty) have no licensed member yet',
    );
    expect(screen.getByRole('progressbar', { name: 'Legs with a licensed member: 0 of 2' }));
    const link = screen.getByRole('link', { name: 'Cy' });
    expect(link.getAttribute('href')).toBe('/member/network/genealogy?root=15&node=15');
    expect(within(link.parentElement!).getByText(/level 2 · package lapsed/)).toBeTruthy();
    expect(screen.getByText(/Nobody is placed here yet/)).toBeTruthy();
  });

  it('names the weaker leg and the volume still missing', () => {
    renderItem({
      key: 'salesVolume',
      required: 1500,
      actual: 1200.5,
      missing: 299.5,
      met: false,
      closers: [
        { position: 'L', top: bob, volume: 1000, weaker: false },
        { position: 'R', top: cy, volume: 200.5, weaker: true },
      ],
    });
    expect(screen.getByTestId('rank-progress-missing').textContent).toBe('299.5 more team volume');
    const weaker = screen.getByText('weaker leg').closest('li')!;
    expect(within(weaker).getByRole('link', { name: 'Cy' })).toBeTruthy();
  });

  /** Two team members ranked Silver or higher, the nearest candidates being Bronze. */
  const silverOrHigher = {
    key: 'downlineRanks',
    required: 2,
    rank: { id: 2, name: 'Silver' },
    closerRank: { id: 1, name: 'Bronze' },
  } as const;

  it('shows a met criterion without anyone to close it', () => {
    renderItem({ ...silverOrHigher, actual: 3, missing: 0, met: true, closers: [] });
    expect(screen.getByRole('heading', { name: 'Team members ranked Silver or higher' }));
    expect(screen.getByText('Met')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('names the rank the nearest candidates hold', () => {
    renderItem({ ...silverOrHigher, actual: 1, missing: 1, met: false, closers: [bob] });
    expect(screen.getByTestId('rank-progress-missing').textContent).toBe(
      '1 more member ranked Silver or higher',
    );
    expect(screen.getByText('Nearest members holding Bronze, one rank away:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bob Ray' })).toBeTruthy();
  });
});
