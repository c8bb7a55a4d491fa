import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '@/lib/test-i18n';
import type { BinaryStatement, NextPair } from '@/api/binary-statement';
import dashboard from '../../../../public/locales/en/dashboard.json';
import { BinaryStatementNextPair } from './binary-statement-next-pair';
import { BinaryStatementTable } from './binary-statement-table';

afterEach(cleanup);

const i18n = createTestI18n({ en: { dashboard } });

const capped: BinaryStatement = {
  periodKey: '2026-03-11',
  period: 'daily',
  startsAt: '2026-03-11T00:00:00.000Z',
  endsAt: '2026-03-12T00:00:00.000Z',
  current: true,
  carryInLeft: '0.00',
  carryInRight: '0.00',
  newVolumeLeft: '1600.00',
  newVolumeRight: '2100.00',
  matchedLeft: '1600.00',
  matchedRight: '1600.00',
  pairs: 16,
  pairRatio: '1:1',
  pairVolume: '100.00',
  payMode: 'percent',
  pairValue: '10.00',
  percent: 10,
  generated: '160.00',
  cappingLimit: '100.00',
  paid: '100.00',
  flushed: '60.00',
  carryOutLeft: '0.00',
  carryOutRight: '500.00',
  firstPairDoneAtStart: false,
  firstPairDone: true,
  nextPair: {
    leg: 'L',
    volumeNeeded: '100.00',
    otherLegVolumeNeeded: '0.00',
    firstPair: false,
    pairBonus: '10.00',
    wouldPay: '0.00',
    wouldBeFlushed: true,
  },
  earningsTotal: '100.00',
  ordersBvLeft: '1600.00',
  ordersBvRight: '2100.00',
};

const withNext = (patch: Partial<NextPair>, s: Partial<BinaryStatement> = {}): BinaryStatement => ({
  ...capped,
  ...s,
  nextPair: { ...capped.nextPair, ...patch },
});

const hint = (s: BinaryStatement) => {
  render(
    <I18nextProvider i18n={i18n}>
      <BinaryStatementNextPair s={s} />
    </I18nextProvider>,
  );
  return screen.getByTestId('binary-next-pair-text').textContent ?? '';
};

describe('the next-pair hint', () => {
  it('says the cap is reached and the next pair would be flushed', () => {
    expect(hint(capped)).toBe(
      "100 PV more on your left leg earns the next pair. You have reached the cap for this day: the pair's $10.00 would be flushed, so more pairs this day pay nothing.",
    );
    expect(screen.getByRole('heading', { name: 'Your next pair' })).toBeTruthy();
  });

  it('asks for the 2:1 first pair on both legs and says what it pays', () => {
    const text = hint(
      withNext(
        {
          volumeNeeded: '200.00',
          otherLegVolumeNeeded: '100.00',
          firstPair: true,
          wouldPay: '10.00',
          wouldBeFlushed: false,
        },
        { pairRatio: '2:1' },
      ),
    );
    expect(text).toBe(
      '200 PV more on your left leg and 100 PV more on your right leg earn the next pair. It is your first pair, at 2:1. It would pay $10.00.',
    );
  });

  it('says how much of the pair fits under the cap when only part of it does', () => {
    expect(hint(withNext({ wouldPay: '4.00' }))).toContain(
      'Only $4.00 of its $10.00 fits under the cap; the rest would be flushed.',
    );
  });

  it('speaks of a closed period in the past', () => {
    expect(hint(withNext({}, { current: false }))).toContain(
      'The cap of this day was reached: any further pair in it would have been flushed ($10.00 each).',
    );
    expect(screen.getByRole('heading', { name: 'Where this period closed' })).toBeTruthy();
  });
});

describe('the statement table', () => {
  it('reads from carry in to carry out per leg, then the money down to what was paid', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <BinaryStatementTable s={capped} />
      </I18nextProvider>,
    );
    const table = screen.getByRole('table', { name: 'Period statement figures' });
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.children].map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['Carry in', '0', '0'],
      ['+ New volume', '1,600', '2,100'],
      ['BV of the orders behind the new volume', '1,600', '2,100'],
      ['− Matched', '1,600', '1,600'],
      ['= Carry out', '0', '500'],
      ['Pairs', '16'],
      ['Generated', '$160.00'],
      ['Capping limit', '$100.00'],
      ['− Flushed', '$60.00'],
      ['= Paid', '$100.00'],
      ['Credited as binary bonus (before tax and charges)', '$100.00'],
    ]);
  });
});
