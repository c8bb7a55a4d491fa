import { describe, expect, it } from 'vitest';
import type { TrailRule } from '../../contract/earning-trail';
import { minorToDecimal } from '../../contract/money';
import {
  bonusTypeLabel,
  earningSummary,
  trailSummary,
  type SummaryContext,
  type SummaryLanguage,
} from './trail-summary';

const names = new Map([
  [11, 'ana'],
  [12, 'bob'],
]);
const ctx = (lang: SummaryLanguage, extra: Partial<SummaryContext> = {}): SummaryContext => ({
  lang,
  names,
  formatMoney: (minor) => minorToDecimal(minor),
  ...extra,
});
/** The rule reads `sentences.en` in English and `sentences.es` in Spanish, from one context. */
function expectSummaries(
  rule: TrailRule,
  sentences: Record<SummaryLanguage, string>,
  extra?: Partial<SummaryContext>,
) {
  expect(trailSummary(rule, ctx('en', extra))).toBe(sentences.en);
  expect(trailSummary(rule, ctx('es', extra))).toBe(sentences.es);
}
const boughtByAna = [{ order_id: 5, member_id: 11, leg: null, volume: '500.00' }];

const direct: TrailRule = {
  kind: 'direct_bonus',
  rate_percent: 10,
  package_id: 3,
  package_name: 'Gold',
  price_minor: 50_000,
};

const level: TrailRule = {
  kind: 'level_commission',
  level: 2,
  rate_percent: 5,
  cv_percent: 50,
  compression: true,
  skipped_member_ids: [12],
};

const binary: TrailRule = {
  kind: 'binary_bonus',
  pair_ratio: '1:1',
  pair_volume: 100,
  pay_mode: 'percent',
  pair_value_minor: 0,
  percent: 10,
  capping_minor: 100_000,
  first_pair_done: true,
  available_left: '300.00',
  available_right: '450.00',
  pairs: 3,
  deducted_left: '300.00',
  deducted_right: '300.00',
  carry_left: '0.00',
  carry_right: '150.00',
  paid_before_minor: 0,
  flushed_minor: 0,
};

const rank: TrailRule = {
  kind: 'rank_bonus',
  rank_id: 4,
  rank_name: 'Gold',
  bonus_minor: 20_000,
  criteria: [
    { key: 'licensed_legs', required: 2, actual: 2, rank_id: null },
    { key: 'downline_ranks', required: 1, actual: 3, rank_id: 2 },
  ],
};

const roi: TrailRule = {
  kind: 'roi_bonus',
  package_id: 3,
  package_name: 'Gold',
  price_minor: 50_000,
  rate_percent: 1,
  cap_percent: 200,
  paid_before_minor: 1_200,
  purchased_at: '2026-03-01T09:00:00.000Z',
};

const reversal: TrailRule = {
  kind: 'reversal',
  reversed_earning_id: 123,
  reason: 'sale_cancelled',
};

describe('trailSummary', () => {
  it('names the rate, the package, its price and the buyer of a direct bonus', () => {
    const sources = { sources: boughtByAna };
    expectSummaries(
      direct,
      {
        en: '10% direct bonus on Gold package (500.00) bought by @ana',
        es: 'Bono directo del 10% sobre el paquete Gold (500.00) comprado por @ana',
      },
      sources,
    );
    // Without sources the sentence stops at the package.
    expect(trailSummary(direct, ctx('en'))).toBe('10% direct bonus on Gold package (500.00)');
  });

  it('gives a level commission its level, rate, CV base, buyer and the uplines skipped', () => {
    const extra = { sources: boughtByAna, baseMinor: 12_000 };
    expectSummaries(
      level,
      {
        en: 'Level 2 commission: 5% of 120.00 CV on an order by @ana (1 inactive upline skipped)',
        es: 'Comisión de nivel 2: 5% de 120.00 CV en un pedido de @ana (1 upline inactivo omitido)',
      },
      extra,
    );
    const twoSkipped = { ...level, skipped_member_ids: [12, 13] };
    expect(trailSummary(twoSkipped, ctx('en'))).toBe(
      'Level 2 commission: 5% of the CV on an order (2 inactive uplines skipped)',
    );
    expect(trailSummary({ ...level, skipped_member_ids: [] }, ctx('es', extra))).toBe(
      'Comisión de nivel 2: 5% de 120.00 CV en un pedido de @ana',
    );
  });

  it('tells the pairs, the matched volume, the pay and the cap of a binary bonus', () => {
    expectSummaries(binary, {
      en: '3 pairs at 1:1 (300 PV matched), 10% = 30.00; cap 1000.00, 0.00 flushed',
      es: '3 pares a 1:1 (300 PV emparejados), 10% = 30.00; tope 1000.00, 0.00 descartado',
    });
    const capped = {
      ...binary,
      pay_mode: 'per_pair' as const,
      pair_value_minor: 2_500,
      pairs: 1,
      capping_minor: 5_000,
      paid_before_minor: 4_000,
      flushed_minor: 1_500,
    };
    expectSummaries(capped, {
      en: '1 pair at 1:1 (100 PV matched), 1 × 25.00 = 25.00; cap 50.00 (40.00 paid before), 15.00 flushed',
      es: '1 par a 1:1 (100 PV emparejado), 1 × 25.00 = 25.00; tope 50.00 (40.00 ya pagado), 15.00 descartado',
    });
    expect(trailSummary({ ...binary, capping_minor: null }, ctx('en'))).toBe(
      '3 pairs at 1:1 (300 PV matched), 10% = 30.00',
    );
  });

  it('names every order a binary bonus paired, leg by leg, with the volume it used', () => {
    const sources = [
      { order_id: 7, member_id: 11, leg: 'L' as const, volume: '60.00' },
      { order_id: 8, member_id: 12, leg: 'L' as const, volume: '40.00' },
      { order_id: null, member_id: null, leg: 'R' as const, volume: '30.00' },
      { order_id: 9, member_id: 11, leg: 'R' as const, volume: '70.50' },
    ];
    const rule = { ...binary, pairs: 1, capping_minor: null };
    expectSummaries(
      rule,
      {
        en: '1 pair at 1:1 (100 PV matched), 10% = 10.00; left: order INV-7 by @ana (60 PV), order #8 by @bob (40 PV); right: earlier carry (30 PV), order #9 by @ana (70.5 PV)',
        es: '1 par a 1:1 (100 PV emparejado), 10% = 10.00; izquierda: pedido INV-7 de @ana (60 PV), pedido #8 de @bob (40 PV); derecha: saldo anterior (30 PV), pedido #9 de @ana (70.5 PV)',
      },
      { sources, invoices: new Map([[7, 'INV-7']]) },
    );
  });

  it('lists the criteria a rank bonus met, naming the downline rank when known', () => {
    const ranks = { rankNames: new Map([[2, 'Silver']]) };
    expectSummaries(
      rank,
      {
        en: 'Rank bonus for reaching Gold: 2/2 licensed legs, 3/1 downline members at Silver',
        es: 'Bono de rango por alcanzar Gold: 2/2 piernas con licencia, 3/1 miembros de la red con rango Silver',
      },
      ranks,
    );
    expect(trailSummary({ ...rank, criteria: [] }, ctx('en'))).toBe('Rank bonus for reaching Gold');
    expect(trailSummary(rank, ctx('en'))).toContain('downline members at #2');
  });

  it('gives the ROI rate, the package, and what its cap had already paid', () => {
    expectSummaries(roi, {
      en: 'ROI 1% of 500.00 (Gold), 12.00 of 1000.00 cap paid before',
      es: 'ROI del 1% de 500.00 (Gold), 12.00 de un tope de 1000.00 ya pagado',
    });
  });

  it('points a reversal at the earning it takes back, with its reason', () => {
    expectSummaries(reversal, {
      en: 'Reversal of earning #123: the sale was cancelled',
      es: 'Anulación de la ganancia #123: la venta se canceló',
    });
    const memo = { ...reversal, reason: 'Reversal: the sale was cancelled.' };
    expect(trailSummary(memo, ctx('es'))).toBe(
      'Anulación de la ganancia #123: la venta se canceló',
    );
    expectSummaries(
      { ...reversal, reason: 'order_refunded' },
      {
        en: 'Reversal of earning #123: the order was refunded',
        es: 'Anulación de la ganancia #123: el pedido se reembolsó',
      },
    );
    const other = { ...reversal, reason: 'Chargeback from the bank.' };
    expect(trailSummary(other, ctx('en'))).toBe(
      'Reversal of earning #123: Chargeback from the bank',
    );
  });

  it('names an unknown member by id and keeps fractional rates exact', () => {
    const sources = [{ order_id: 1, member_id: 99, leg: null, volume: null }];
    expect(trailSummary({ ...direct, rate_percent: 2.5 }, ctx('en', { sources }))).toBe(
      '2.5% direct bonus on Gold package (500.00) bought by #99',
    );
  });
});

describe('earningSummary (an earning without a trail)', () => {
  const facts = {
    bonusType: 'level_commission',
    amountMinor: 500,
    level: 2,
    fromUsername: 'ana',
    rankName: null,
  };

  it('tells the bonus type, level and source member in both languages', () => {
    expect(earningSummary(facts, 'en')).toBe('Level 2 commission on an order by @ana');
    expect(earningSummary(facts, 'es')).toBe('Comisión de nivel 2 por un pedido de @ana');
    const direct = { ...facts, bonusType: 'direct_bonus', level: null };
    expect(earningSummary(direct, 'en')).toBe('Direct bonus on a purchase by @ana');
    expect(earningSummary(direct, 'es')).toBe('Bono directo por una compra de @ana');
    const rankBonus = { ...facts, bonusType: 'rank_bonus', rankName: 'Gold', fromUsername: null };
    expect(earningSummary(rankBonus, 'en')).toBe('Rank bonus for reaching Gold');
    expect(earningSummary(rankBonus, 'es')).toBe('Bono de rango por alcanzar Gold');
    expect(earningSummary({ ...facts, bonusType: 'roi_bonus' }, 'es')).toBe('ROI de tu paquete');
    expect(earningSummary({ ...facts, bonusType: 'binary_bonus' }, 'en')).toBe(
      "Binary bonus on your legs' matched volume",
    );
  });

  it('calls a negative earning a reversal', () => {
    expect(earningSummary({ ...facts, amountMinor: -500 }, 'en')).toBe(
      'Reversal: Level commission (@ana)',
    );
    expect(earningSummary({ ...facts, amountMinor: -500 }, 'es')).toBe(
      'Anulación: Comisión de nivel (@ana)',
    );
  });

  it('labels known and unknown bonus types', () => {
    expect(bonusTypeLabel('binary_bonus', 'es')).toBe('Bono binario');
    expect(bonusTypeLabel('matching_bonus', 'en')).toBe('Matching bonus');
  });
});
