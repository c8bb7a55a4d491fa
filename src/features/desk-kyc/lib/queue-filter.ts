import { deskKycStatusFilters, type DeskKycStatusFilter } from '@contract/desk-kyc';

/** The queue's status from the address bar: pending unless it names another filter. */
export function statusFromUrl(raw: string | null): DeskKycStatusFilter {
  return deskKycStatusFilters.includes(raw as DeskKycStatusFilter)
    ? (raw as DeskKycStatusFilter)
    : 'pending';
}

/** A file's size for people: bytes, KB or MB with one decimal. */
export function fileSizeText(bytes: number, locale: string): string {
  const format = (n: number) => n.toLocaleString(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} KB`;
  return `${format(bytes / 1024 / 1024)} MB`;
}
