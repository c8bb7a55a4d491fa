import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyFormat } from '@/lib/money';

/** The member's display currency; the app provides it from the session and settings. */
const usdFormat: CurrencyFormat = {
  symbol: '$',
  symbolPosition: 'L',
  decimalPlace: 2,
  value: 1,
};

export const CurrencyContext = createContext<CurrencyFormat>(usdFormat);

/**
 * The member's currency, written with the interface language's separators: every figure
 * formatted through it follows the language ("$1.234,50" in Spanish).
 */
export const useCurrencyFormat = (): CurrencyFormat => {
  const currency = useContext(CurrencyContext);
  const { i18n } = useTranslation();
  const lng = (i18n?.resolvedLanguage ?? 'en').slice(0, 2);
  return useMemo(() => ({ ...currency, lng }), [currency, lng]);
};
