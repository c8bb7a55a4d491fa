import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { FieldLabel } from '@/components/form/field-label';
import { invalidProps } from '@/components/form/invalid';

export type SelectOption = { value: string; label: string };

type Props = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  error?: string | undefined;
  optional?: boolean;
  placeholder?: string;
  disabled?: boolean;
};

/** A labelled select; '' means nothing chosen. */
export function SelectField({
  name,
  label,
  value,
  onChange,
  options,
  error,
  optional,
  ...rest
}: Props) {
  return (
    <FormControl error={Boolean(error)} required={!optional}>
      <FieldLabel label={label} optional={optional} />
      <Select
        name={name}
        value={value === '' ? null : value}
        onChange={(_e, next) => onChange(next ?? '')}
        placeholder={rest.placeholder}
        disabled={rest.disabled}
        data-testid={`${name}-select`}
        slotProps={{ button: invalidProps(error) }}
      >
        {options.map((o) => (
          <Option key={o.value} value={o.value}>
            {o.label}
          </Option>
        ))}
      </Select>
      {error && <FormHelperText data-testid={`${name}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}
