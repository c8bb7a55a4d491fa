import type { ReactNode } from 'react';

/** A column as a list screen describes it; the table builds react-table columns from it. */
export type PagedColumn<T> = {
  id: string;
  /** Already translated. */
  header: string;
  /**
   * The header is read aloud but not drawn: a narrow column whose cells speak for themselves
   * (a row's checkbox), where a drawn word would be cut short.
   */
  headerHidden?: boolean;
  /** The raw value: drawn when there is no `cell`, and written to the CSV export. */
  value: (row: T) => string | number | null;
  cell?: (row: T) => ReactNode;
  /** Minimum width in px (default 140); columns share any extra width. */
  width?: number;
  align?: 'start' | 'end';
  /** The column the server sorts by (spec §5: asc or desc only). */
  sortable?: boolean;
  /** false: an action column, left out of the CSV export. */
  csv?: boolean;
  /**
   * Stays in view when the table is narrower than its columns (a phone, a tablet): the key
   * figures of a row (amount, member, status). The other columns go behind the row's details
   * button. When no column says, the first one, a 'status' column and the first end-aligned
   * (money) column stay.
   */
  essential?: boolean;
};

export type SortDirection = 'asc' | 'desc';

export type PagedTableSort = {
  direction: SortDirection;
  onChange: (direction: SortDirection) => void;
};
