import type { PlanType } from '../../contract/modules';

/** Field -> messages, as a validation_error carries them (spec §8). */
export type FieldErrors = Record<string, string[]>;

export const addError = (errors: FieldErrors, field: string, message: string) => {
  (errors[field] ??= []).push(message);
};

/**
 * Spec §5: placement is sent only in binary or matrix mode, position only in binary mode. A
 * field the plan does not use is refused rather than ignored, so a form built for the wrong
 * plan fails loudly.
 */
export function planFieldErrors(
  plan: PlanType,
  body: { placement?: string | undefined; position?: 'L' | 'R' | undefined },
): FieldErrors {
  const errors: FieldErrors = {};
  if (body.placement !== undefined && plan === 'unilevel')
    addError(errors, 'placement', 'Placement is not used in the unilevel plan.');
  if (body.position !== undefined && plan !== 'binary')
    addError(errors, 'position', `Position is used only in the binary plan, not in ${plan}.`);
  return errors;
}

/** The phone code and the number travel together or not at all. */
export function mobilePairErrors(body: {
  mobile_code?: string | undefined;
  mobile?: string | undefined;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (body.mobile !== undefined && body.mobile_code === undefined)
    addError(errors, 'mobile_code', 'Choose the country code of the mobile number.');
  if (body.mobile_code !== undefined && body.mobile === undefined)
    addError(errors, 'mobile', 'Enter the mobile number.');
  return errors;
}

/**
 * A username for a signup that chose none: the first name's letters and digits (ASCII, at
 * most 12) and a numeric suffix; the caller retries with another suffix when it is taken.
 */
export function usernameCandidate(firstName: string, suffix: number): string {
  const base = firstName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
    .slice(0, 12);
  return `${base.length >= 2 ? base : 'member'}${suffix}`;
}
