import type { ReactNode } from 'react';
import { MoneyText } from '@/components/money/money-text';
import type { PagedColumn } from './types';

type Base = { id: string; header: string; width?: number; essential?: boolean };

/**
 * A date column: the CSV and the server's sort see the raw instant, the screen shows it in
 * the member's date format (pass `useFormatDate()`'s function).
 */
export const dateColumn = <T,>(
  c: Base & { get: (row: T) => string; format: (iso: string) => string; sortable?: boolean },
): PagedColumn<T> => ({
  id: c.id,
  header: c.header,
  essential: c.essential,
  width: c.width ?? 120,
  sortable: c.sortable ?? true,
  value: c.get,
  cell: (row) => c.format(c.get(row)),
});

/** A money column: the decimal string as the server sent it, drawn in the member's currency. */
export const moneyColumn = <T,>(
  c: Base & { get: (row: T) => string | null; cell?: (row: T, money: ReactNode) => ReactNode },
): PagedColumn<T> => ({
  id: c.id,
  header: c.header,
  essential: c.essential,
  width: c.width ?? 110,
  align: 'end',
  value: c.get,
  cell: (row) => {
    const amount = c.get(row);
    const money = amount === null ? '—' : <MoneyText amount={amount} />;
    return c.cell ? c.cell(row, money) : money;
  },
});

/** A volume column (PV, TV, points): a number, grouped in the interface language. */
export const volumeColumn = <T,>(
  c: Base & { get: (row: T) => number; format: (n: number) => string },
): PagedColumn<T> => ({
  id: c.id,
  header: c.header,
  essential: c.essential,
  width: c.width ?? 110,
  align: 'end',
  value: c.get,
  cell: (row) => c.format(c.get(row)),
});

/** The row's status: in words for the CSV, as its coloured chip on screen; always shown. */
export const statusColumn = <T,>(c: {
  header: string;
  width: number;
  label: (row: T) => string;
  chip: (row: T) => ReactNode;
}): PagedColumn<T> => ({
  id: 'status',
  essential: true,
  header: c.header,
  width: c.width,
  value: c.label,
  cell: c.chip,
});
