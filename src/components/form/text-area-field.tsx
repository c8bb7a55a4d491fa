import Textarea from '@mui/joy/Textarea';
import { FieldFrame, type FieldProps } from '@/components/form/field-frame';
import { invalidProps } from '@/components/form/invalid';

/** A labelled multi-line field whose error sits under it; required unless marked optional. */
export function TextAreaField({
  value,
  onChange,
  minRows = 4,
  maxRows = 14,
  maxLength,
  disabled,
  ...frame
}: FieldProps & { minRows?: number; maxRows?: number; maxLength?: number; disabled?: boolean }) {
  const { name, error } = frame;
  return (
    <FieldFrame {...frame}>
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
