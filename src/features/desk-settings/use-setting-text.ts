import { minorToDecimal } from '@contract/money';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencyFormat } from '@/components/money/currency-context';
import { formatMoney } from '@/lib/money';
import {
  formatSettingValue,
  humaniseKey,
  type SettingShape,
  type ValueWords,
} from './lib/setting-value';

/** A choice the locale files can name: i18next reads ':' as a namespace ("1:1" stays as it is). */
const namedOption = /^[a-z_]+$/;

/**
 * A setting's words in the interface language: its label and help (a readable form of the key
 * when no translation names it) and its values, money in the company's currency.
 */
export function useSettingText() {
  const { t, i18n } = useTranslation('desk-settings');
  const currency = useCurrencyFormat();
  const lng = i18n.resolvedLanguage ?? 'en';
  const words = useMemo((): ValueWords => {
    const numbers = new Intl.NumberFormat(lng, { maximumFractionDigits: 4 });
    const number = (n: number) => numbers.format(n);
    return {
      on: t('on'),
      off: t('off'),
      none: t('none'),
      money: (minor) => formatMoney(minorToDecimal(minor), currency),
      number,
      percent: (n) => t('units.percent', { value: number(n) }),
      days: (n) => t('units.days', { count: n, value: number(n) }),
      hours: (n) => t('units.hours', { count: n, value: number(n) }),
      option: (o) => (namedOption.test(o) ? t(`options.${o}`, { defaultValue: o }) : o),
    };
  }, [t, lng, currency]);
  const labelOf = useCallback(
    (key: string) => t(`keys.${key}.label`, { defaultValue: humaniseKey(key) }),
    [t],
  );
  const helpOf = useCallback((key: string) => t(`keys.${key}.help`, { defaultValue: '' }), [t]);
  const show = useCallback(
    (setting: SettingShape, value: unknown) =>
      formatSettingValue(setting, value, {
        ...words,
        none: t(`keys.${setting.key}.none`, { defaultValue: words.none }),
      }),
    [t, words],
  );
  return { labelOf, helpOf, show };
}
