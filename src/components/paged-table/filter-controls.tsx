import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { useTranslation } from 'react-i18next';
import { dateRangeValues } from '@contract/common';
import type { ListFilters } from './list-filters';

export type FilterOption = { value: string; label: string };

/** Several values of one filter; none chosen means "all". */
export function MultiSelectFilter({
  name,
  label,
  options,
  value,
  onChange,
}: {
  name: string;
  label: string;
  options: readonly FilterOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <FormControl size="sm" sx={{ minWidth: 180, maxWidth: '100%', flex: '1 1 180px' }}>
      <FormLabel>{label}</FormLabel>
      <Select
        multiple
        size="sm"
        value={[...value]}
        placeholder={t('list.all')}
        onChange={(_e, next) => onChange(next)}
        data-testid={`${name}-filter`}
        renderValue={(selected) => selected.map((s) => s.label).join(', ')}
      >
        {options.map((o) => (
          <Option key={o.value} value={o.value}>
            {o.label}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}

/** Spec §7 date_range, with start and end days for the custom range. */
export function DateRangeFilter({
  value,
  onChange,
}: {
  value: ListFilters;
  onChange: (patch: Partial<ListFilters>) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <FormControl size="sm" sx={{ minWidth: 170, flex: '1 1 170px' }}>
        <FormLabel>{t('list.dateRange')}</FormLabel>
        <Select
          size="sm"
          value={value.dateRange ?? 'all'}
          data-testid="date-range-filter"
          onChange={(_e, next) =>
            onChange({ dateRange: next === null || next === 'all' ? undefined : next })
          }
        >
          {dateRangeValues.map((r) => (
            <Option key={r} value={r}>
              {t(`list.dateRanges.${r}`)}
            </Option>
          ))}
        </Select>
      </FormControl>
      {value.dateRange === 'custom' && (
        <Box sx={{ display: 'flex', gap: 1, flex: '1 1 260px' }}>
          <FormControl size="sm" sx={{ flex: 1 }}>
            <FormLabel>{t('list.from')}</FormLabel>
            <Input
              size="sm"
              type="date"
              value={value.startDate ?? ''}
              slotProps={{ input: { max: value.endDate } }}
              onChange={(e) => onChange({ startDate: e.target.value || undefined })}
            />
          </FormControl>
          <FormControl size="sm" sx={{ flex: 1 }}>
            <FormLabel>{t('list.to')}</FormLabel>
            <Input
              size="sm"
              type="date"
              value={value.endDate ?? ''}
              slotProps={{ input: { min: value.startDate } }}
              onChange={(e) => onChange({ endDate: e.target.value || undefined })}
            />
          </FormControl>
        </Box>
      )}
    </>
  );
}
