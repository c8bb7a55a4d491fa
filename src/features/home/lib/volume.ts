/**
 * Volumes (PV, TV, CV, binary points) are points, not money: grouped by the interface
 * language and shown with up to two decimals, never converted by the currency rate.
 */
export function formatVolume(value: number | null | undefined, language?: string): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return n.toLocaleString(language ?? 'en', { maximumFractionDigits: 2 });
}
