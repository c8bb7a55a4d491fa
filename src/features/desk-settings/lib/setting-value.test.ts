import { describe, expect, it } from 'vitest';
import type { SettingInput } from '@/api/desk-settings';
import {
  amountToMinor,
  formatSettingValue,
  humaniseKey,
  isMalformedAmount,
  textToValue,
  unitOf,
  valueToText,
  type ValueWords,
} from './setting-value';

const int = (nullable = false): SettingInput => ({ type: 'integer', min: 0, max: null, nullable });
const num: SettingInput = { type: 'number', min: 0, max: 100, nullable: false };
const list: SettingInput = { type: 'percentList', maxItems: 20 };
const periods: SettingInput = { type: 'enum', options: ['daily', 'weekly', 'monthly'] };

const minPayout = { key: 'payout.min_minor', input: int() };
const cap = { key: 'binary.capping_minor', input: int(true) };
const fee = { key: 'payout.fee_percent', input: num };
const rates = { key: 'unilevel.rates', input: list };
const width = { key: 'matrix.width', input: int() };

const words: ValueWords = {
  on: 'On',
  off: 'Off',
  none: 'None',
  money: (minor) => `$${(minor / 100).toFixed(2)}`,
  number: (n) => String(n),
  percent: (n) => `${n}%`,
  days: (n) => `${n} days`,
  hours: (n) => `${n} hours`,
  option: (o) => o.toUpperCase(),
};

describe('setting values in the desk', () => {
  it('reads the unit from the key: minor units are money, then percents, days and hours', () => {
    expect(unitOf(minPayout)).toBe('money');
    expect(unitOf(cap)).toBe('money');
    expect(unitOf(fee)).toBe('percent');
    expect(unitOf({ key: 'binary.percent', input: num })).toBe('percent');
    expect(unitOf(rates)).toBe('percent');
    expect(unitOf({ key: 'returns.window_days', input: int() })).toBe('days');
    expect(unitOf({ key: 'payout.destination_hold_hours', input: int() })).toBe('hours');
    expect(unitOf(width)).toBeNull();
    expect(unitOf({ key: 'modules.stories', input: { type: 'boolean' } })).toBeNull();
  });

  it('shows money as money, percents, days and hours with their unit, choices by name', () => {
    expect(formatSettingValue(minPayout, 5000, words)).toBe('$50.00');
    expect(formatSettingValue(fee, 2.5, words)).toBe('2.5%');
    expect(formatSettingValue({ key: 'returns.window_days', input: int() }, 30, words)).toBe(
      '30 days',
    );
    expect(
      formatSettingValue({ key: 'payout.destination_hold_hours', input: int() }, 24, words),
    ).toBe('24 hours');
    expect(formatSettingValue(rates, [10, 5], words)).toBe('10%, 5%');
    expect(formatSettingValue({ key: 'binary.period', input: periods }, 'weekly', words)).toBe(
      'WEEKLY',
    );
    expect(formatSettingValue(width, 3, words)).toBe('3');
  });

  it('shows switches as On or Off, an unset switch as Off, and an unset value as none', () => {
    const flag = { key: 'modules.stories', input: { type: 'boolean' } as const };
    expect(formatSettingValue(flag, true, words)).toBe('On');
    expect(formatSettingValue(flag, false, words)).toBe('Off');
    expect(formatSettingValue({ ...flag, key: 'kyc_required_for_payout' }, null, words)).toBe(
      'Off',
    );
    expect(formatSettingValue(cap, null, words)).toBe('None');
    expect(formatSettingValue(rates, [], words)).toBe('None');
  });

  it('starts a money field from a decimal amount and a switch from its value', () => {
    expect(valueToText(minPayout, 5000)).toBe('50.00');
    expect(valueToText(minPayout, 5)).toBe('0.05');
    expect(valueToText(cap, null)).toBe('');
    expect(valueToText(rates, [1, 2])).toBe('1, 2');
    expect(valueToText({ key: 'kyc_required_for_payout', input: { type: 'boolean' } }, null)).toBe(
      'false',
    );
    expect(valueToText(fee, 1)).toBe('1');
  });

  it('turns a typed amount into minor units, with a point or a decimal comma', () => {
    expect(textToValue(minPayout, '50.00')).toBe(5000);
    expect(textToValue(minPayout, ' 50 ')).toBe(5000);
    expect(textToValue(minPayout, '50,5')).toBe(5050);
    expect(textToValue(minPayout, '0.07')).toBe(7);
    expect(textToValue(cap, '')).toBeNull();
    expect(amountToMinor('1234.567')).toBeNull();
    expect(amountToMinor('1,234.50')).toBeNull();
    expect(amountToMinor('-5')).toBe(-500);
  });

  it('names a malformed amount before sending it, and leaves other fields to the server', () => {
    expect(isMalformedAmount(minPayout, '50.001')).toBe(true);
    expect(isMalformedAmount(minPayout, 'fifty')).toBe(true);
    expect(isMalformedAmount(minPayout, '')).toBe(true);
    expect(isMalformedAmount(cap, '')).toBe(false);
    expect(isMalformedAmount(minPayout, '50,00')).toBe(false);
    expect(isMalformedAmount(fee, 'ten')).toBe(false);
  });

  it('reads the other fields’ text as the value the call sends', () => {
    expect(textToValue({ key: 'modules.stories', input: { type: 'boolean' } }, 'false')).toBe(
      false,
    );
    expect(textToValue(width, ' 3 ')).toBe(3);
    expect(textToValue(fee, '2,5')).toBe(2.5);
    expect(textToValue(rates, '10, 5 3')).toEqual([10, 5, 3]);
    expect(textToValue({ key: 'binary.period', input: periods }, 'daily')).toBe('daily');
  });

  it('leaves text that is no number as typed, for the server to name', () => {
    expect(textToValue(fee, 'ten')).toBe('ten');
    expect(textToValue(minPayout, 'fifty')).toBe('fifty');
    expect(textToValue(rates, '10,x')).toEqual([10, 'x']);
  });

  it('makes a label of a key no translation names', () => {
    expect(humaniseKey('modules.ticketing_system')).toBe('Ticketing system');
    expect(humaniseKey('kyc_required_for_payout')).toBe('Kyc required for payout');
  });
});
