import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Textarea from '@mui/joy/Textarea';
import type { ReactNode } from 'react';
import { FieldLabel } from '@/components/form/field-label';
import { invalidProps } from '@/components/form/invalid';

/** A labelled multi-line field whose error sits under it; required unless marked optional. */
export function TextAreaField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  optional = false,
  minRows = 4,
  maxRows = 14,
  maxLength,
  disabled,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  minRows?: number;
  maxRows?: number;
  maxLength?: number;
  disabled?: boolean;
}) {
  return (
    <FormControl error={Boolean(error)} required={!optional}>
      <FieldLabel label={label} optional={optional} />
      <Textarea
        name={name}
        value={value}
        minRows={minRows}
        maxRows={maxRows}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{
          textarea: { maxLength, ...{ 'data-testid': `${name}-input` }, ...invalidProps(error) },
        }}
      />
      {error ? (
        <FormHelperText data-testid={`${name}-error`}>{error}</FormHelperText>
      ) : hint ? (
        <FormHelperText>{hint}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
