import { useTranslation } from 'react-i18next';

/** Volumes (PV, TV, CV, leg totals, counts) in the interface language's number format. */
export function useVolume(): (n: number) => string {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  return (n) => n.toLocaleString(lng, { maximumFractionDigits: 2 });
}
