import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

/** A queue filter in the toolbar: '' is "any", shown as `anyLabel`. */
export function FilterSelect({
  label,
  value,
  anyLabel,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  anyLabel?: string;
  options: readonly { value: string; label: string }[];
  onChange: (next: string) => void;
  testId: string;
}) {
  return (
    <Select
      size="md"
      value={value === '' ? '*' : value}
      onChange={(_e, next) => onChange(next === '*' || next === null ? '' : next)}
      slotProps={{ button: { 'aria-label': label } }}
      sx={{ minWidth: 150 }}
      data-testid={testId}
    >
      {anyLabel !== undefined && <Option value="*">{anyLabel}</Option>}
      {options.map((o) => (
        <Option key={o.value} value={o.value}>
          {o.label}
        </Option>
      ))}
    </Select>
  );
}
