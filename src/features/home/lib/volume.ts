import { volumeFormat } from '@/lib/volume';

/**
 * Volumes (PV, TV, CV, binary points) are points, not money: grouped by the interface
 * language (always, "4.000" as "422.080") and shown with up to two decimals, never converted
 * by the currency rate.
 */
export function formatVolume(value: number | null | undefined, language?: string): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return volumeFormat(language ?? 'en')(n);
}
