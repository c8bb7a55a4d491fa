import Textarea from '@mui/joy/Textarea';
import { FieldFrame, type FieldProps } from '@/components/form/field-frame';
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
}: FieldProps & { minRows?: number; maxRows?: number; maxLength?: number; disabled?: boolean }) {
  return (
    <FieldFrame name={name} label={label} error={error} hint={hint} optional={optional}>
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
    </FieldFrame>
  );
}
