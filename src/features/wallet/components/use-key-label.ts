import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const noLabels: Readonly<Record<string, string>> = {};

/**
 * The name of a ledger key or bonus type: our translation when we have one, else the label
 * the server sent with the list (a company may define its own), else the key itself.
 */
export function useKeyLabel(labels: Readonly<Record<string, string>> | undefined) {
  const { t } = useTranslation('wallet');
  const known = labels ?? noLabels;
  return useCallback(
    (key: string) => t(`keys.${key}`, { defaultValue: known[key] ?? key }),
    [t, known],
  );
}
