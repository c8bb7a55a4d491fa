import { describe, expect, it } from 'vitest';
import { formatSettingValue, humaniseKey, textToValue, valueToText } from './setting-value';

describe('setting values in the desk', () => {
  it('reads a field’s text as the value the call sends', () => {
    expect(textToValue({ type: 'boolean' }, 'false')).toBe(false);
    expect(textToValue({ type: 'integer', min: 0, max: null, nullable: false }, ' 2500 ')).toBe(
      2500,
    );
    expect(textToValue({ type: 'integer', min: 1, max: null, nullable: true }, '')).toBeNull();
    expect(textToValue({ type: 'percentList', maxItems: 20 }, '10, 5 3')).toEqual([10, 5, 3]);
    expect(textToValue({ type: 'enum', options: ['daily'] }, 'daily')).toBe('daily');
  });

  it('leaves text that is no number as typed, for the server to name', () => {
    expect(textToValue({ type: 'number', min: 0, max: 100, nullable: false }, 'ten')).toBe('ten');
    expect(textToValue({ type: 'percentList', maxItems: 20 }, '10,x')).toEqual([10, 'x']);
  });

  it('shows values and keys in words', () => {
    expect(formatSettingValue(true, 'On', 'Off', '—')).toBe('On');
    expect(formatSettingValue([10, 5], 'On', 'Off', '—')).toBe('10, 5');
    expect(formatSettingValue(null, 'On', 'Off', '—')).toBe('—');
    expect(valueToText({ type: 'percentList', maxItems: 20 }, [1, 2])).toBe('1, 2');
    expect(humaniseKey('modules.ticketing_system')).toBe('Ticketing system');
  });
});
