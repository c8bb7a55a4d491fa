import { formatMoney } from '@/lib/money';
import { useCurrencyFormat } from './currency-context';

/** An amount in the base currency, shown in the member's currency (spec §5 truncation). */
export function MoneyText({ amount }: { amount: string | number | null | undefined }) {
  return <>{formatMoney(amount, useCurrencyFormat())}</>;
}
