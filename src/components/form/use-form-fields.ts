import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/components/form/form-errors';
import { useClientErrors, type ClientErrors } from '@/lib/use-client-errors';

/** What a field component takes from the form: TextField, PasswordField, SelectField… */
export type FieldBinding = {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

/**
 * A form's text values and its messages: each field's value, its client check (shown on
 * submit, gone as soon as that field is edited) and otherwise the server's first message for
 * it. The value names are the call's field names, so a server message lands under its field.
 */
export function useFormFields<F extends string>(initial: Record<F, string>, serverError: unknown) {
  const { t } = useTranslation('validation');
  const [start] = useState(initial);
  const [values, setValues] = useState(initial);
  const { errors, setErrors, clear } = useClientErrors();
  const set = useCallback(
    (name: F, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      clear(name);
    },
    [clear],
  );
  const errorOf = (name: string) => fieldMessage(errors, serverError, name);
  return {
    values,
    setValues,
    set,
    errorOf,
    /** The props of the field for `name`; `domName` when the input is named otherwise. */
    field: (name: F, domName: string = name): FieldBinding => ({
      name: domName,
      value: values[name],
      onChange: (value) => set(name, value),
      error: errorOf(name),
    }),
    /** "Required" for each of `names` left blank. */
    required: (...names: F[]): ClientErrors =>
      Object.fromEntries(
        names.map((n) => [n, values[n].trim() === '' ? t('required') : undefined]),
      ),
    /** Shows the client checks under their fields; true when none failed and the call may go. */
    accept: (found: ClientErrors): boolean => {
      setErrors(found);
      return !Object.values(found).some(Boolean);
    },
    /** Back to the first values, after a save. */
    reset: () => setValues(start),
  };
}
