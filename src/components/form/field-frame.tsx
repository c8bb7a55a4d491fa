import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import type { ReactNode } from 'react';
import { FieldLabel } from '@/components/form/field-label';

/** What every labelled field takes: its name, label, value and the message under it. */
export type FieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field (a client check or the server's first message). */
  error?: string | undefined;
  /** Help shown under the field while there is no error. */
  hint?: ReactNode;
  optional?: boolean;
};

/** The props of a part of a form that edits one value: it, its next state, a field's message. */
export type FieldGroupProps<T> = {
  value: T;
  onChange: (next: T) => void;
  /** The server's first message for a wire field name, if any. */
  errorOf: (field: string) => string | undefined;
};

/**
 * A field's label, its control, and under it the error (or else the hint); required unless
 * marked optional. Joy's FormControl points the control's aria-describedby at that text.
 */
export function FieldFrame({
  name,
  label,
  error,
  hint,
  optional = false,
  children,
}: Pick<FieldProps, 'name' | 'label' | 'error' | 'hint' | 'optional'> & { children: ReactNode }) {
  return (
    <FormControl error={Boolean(error)} required={!optional}>
      <FieldLabel label={label} optional={optional} />
      {children}
      {error ? (
        <FormHelperText data-testid={`${name}-error`}>{error}</FormHelperText>
      ) : hint ? (
        <FormHelperText>{hint}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
