import { useState } from 'react';
import { getModuleState } from '@/session/module-state';
import type { Country } from '@contract/model';
import { plusCode } from '@/lib/dial-code';
import { emptyIdentifier, type IdentifierMethod, type IdentifierValues } from '../lib/identifier';

/** The company's default country's dialling code when it is offered, else the first one. */
export function defaultDialCode(countries: readonly Country[]): string {
  const preferred = getModuleState().modules?.defaultCountry;
  const match = preferred && countries.find((c) => c.id === preferred.id);
  const country = match ?? countries[0];
  return country ? plusCode(country.phoneCode) : '';
}

/** The identifier part of a login or code form: which method, and what was typed for each. */
export type IdentifierState<M extends IdentifierMethod> = {
  method: M;
  setMethod: (method: M) => void;
  values: IdentifierValues;
  setValues: (values: IdentifierValues) => void;
};

export function useIdentifier<M extends IdentifierMethod>(
  methods: readonly M[],
  countries: readonly Country[],
): IdentifierState<M> {
  const [chosen, setMethod] = useState<M | null>(null);
  const [values, setValues] = useState<IdentifierValues>(emptyIdentifier);
  // The settings may arrive after the first render: the first allowed method until one is picked.
  const method: M = chosen !== null && methods.includes(chosen) ? chosen : methods[0]!;
  // Likewise the default country's code until another is picked.
  const shown =
    values.mobileCode === '' ? { ...values, mobileCode: defaultDialCode(countries) } : values;
  return { method, setMethod, values: shown, setValues };
}

/** The client checks of an identifier: something typed for the chosen method. */
export function identifierErrors(
  method: IdentifierMethod,
  values: IdentifierValues,
  required: string,
): Record<string, string | undefined> {
  if (method === 'username') return { username: values.username.trim() ? undefined : required };
  if (method === 'email') return { email: values.email.trim() ? undefined : required };
  return { mobile: values.mobile.trim() && values.mobileCode ? undefined : required };
}

export const hasErrors = (errors: Record<string, string | undefined>) =>
  Object.values(errors).some(Boolean);
