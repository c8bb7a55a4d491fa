// Spec §5: an optional sign, then digits with an optional decimal part, or a leading
// decimal point. A trailing point ("1.") has no decimal part, so it is not a number;
// exponents, blanks and surrounding spaces are not numbers either.
const numericPattern = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;

export function isNumeric(value: string | number | null | undefined): boolean {
  if (typeof value === 'number')
    return Number.isFinite(value) && numericPattern.test(String(value));
  if (typeof value !== 'string') return false;
  return numericPattern.test(value);
}

/** Spec §5: null, undefined and '' are empty; 0, false and ' ' are values. */
export function isEmpty(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** Spec §5: an optional field's label carries the (translated) optional text: "Phone (optional)". */
export function withOptionalSuffix(label: string, optionalText: string): string {
  return `${label} (${optionalText})`;
}
