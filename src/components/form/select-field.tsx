import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { FieldFrame, type FieldProps } from '@/components/form/field-frame';
import { invalidProps } from '@/components/form/invalid';

type SelectOption = { value: string; label: string };

type Props = Omit<FieldProps, 'hint'> & {
  options: readonly SelectOption[];
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
    <FieldFrame name={name} label={label} error={error} optional={optional}>
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
    </FieldFrame>
  );
}
