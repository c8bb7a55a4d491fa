import Input, { type InputProps } from '@mui/joy/Input';
import { FieldFrame, type FieldProps } from '@/components/form/field-frame';
import { invalidProps } from '@/components/form/invalid';

export type TextFieldProps = FieldProps & {
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
    <FieldFrame name={name} label={label} error={error} hint={hint} optional={optional}>
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
    </FieldFrame>
  );
}
