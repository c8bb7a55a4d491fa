import { useCallback, useState } from 'react';

export type ClientErrors = Record<string, string | undefined>;

/**
 * The browser's own checks, set on submit; a field's message goes away as soon as that field
 * is edited, so a corrected value is not still shown as wrong.
 */
export function useClientErrors() {
  const [errors, setErrors] = useState<ClientErrors>({});
  const clear = useCallback(
    (...fields: string[]) =>
      setErrors((e) =>
        fields.some((f) => e[f])
          ? { ...e, ...Object.fromEntries(fields.map((f) => [f, undefined])) }
          : e,
      ),
    [],
  );
  return { errors, setErrors, clear };
}
