import { createContext, useContext } from 'react';
import type { CurrencyFormat } from '@/lib/money';

/** The member's display currency; the app provides it from the session and settings. */
export const usdFormat: CurrencyFormat = {
  symbol: '$',
  symbolPosition: 'L',
  decimalPlace: 2,
  value: 1,
};

export const CurrencyContext = createContext<CurrencyFormat>(usdFormat);

export const useCurrencyFormat = (): CurrencyFormat => useContext(CurrencyContext);
