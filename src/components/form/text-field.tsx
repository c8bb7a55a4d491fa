import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Input, { type InputProps } from '@mui/joy/Input';
import type { ReactNode } from 'react';
import { FieldLabel } from '@/components/form/field-label';
import { invalidProps } from '@/components/form/invalid';

export type TextFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field (a client check or the server's first message). */
  error?: string | undefined;
  /** Help shown under the field while there is no error. */
  hint?: ReactNode;
  optional?: boolean;
  onBlur?: () => void;
} & Pick<
  InputProps,
  'type' | 'autoComplete' | 'endDecorator' | 'startDecorator' | 'slotProps' | 'disabled'
>;

/** A labelled input whose error sits under it; required unless marked optional. */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  optional = false,
  onBlur,
  slotProps,
  ...input
}: TextFieldProps) {
  return (
    <FormControl error={Boolean(error)} required={!optional}>
      <FieldLabel label={label} optional={optional} />
      <Input
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        slotProps={{
          ...slotProps,
          input: { ...(slotProps?.input as object | undefined), ...invalidProps(error) },
        }}
        {...input}
      />
      {error ? (
        <FormHelperText data-testid={`${name}-error`}>{error}</FormHelperText>
      ) : hint ? (
        <FormHelperText>{hint}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
