import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRangeValues } from '@contract/common';
import { isReversedRange, type ListFilters } from './list-filters';

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

/**
 * Spec §7 date_range, with start and end days for the custom range. The two days are a draft
 * until they make a range: a start after the end says so under the fields and reaches neither
 * the address nor the server (a query for nothing would answer "no rows" as if true).
 */
export function DateRangeFilter({
  value,
  onChange,
}: {
  value: ListFilters;
  onChange: (patch: Partial<ListFilters>) => void;
}) {
  const { t } = useTranslation('common');
  const applied = { startDate: value.startDate, endDate: value.endDate };
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  // The address changed elsewhere (a link, Back): the fields follow it.
  if (shown.startDate !== applied.startDate || shown.endDate !== applied.endDate) {
    setShown(applied);
    setDraft(applied);
  }
  const reversed = isReversedRange(draft);
  const errorId = useId();
  const edit = (patch: Partial<typeof draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (!isReversedRange(next)) onChange(next);
  };
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
        <Box sx={{ display: 'grid', gap: 0.5, flex: '1 1 260px' }}>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <FormControl size="sm" sx={{ flex: 1 }} error={reversed}>
              <FormLabel>{t('list.from')}</FormLabel>
              <Input
                size="sm"
                type="date"
                value={draft.startDate ?? ''}
                slotProps={{
                  input: {
                    'aria-invalid': reversed || undefined,
                    'aria-describedby': reversed ? errorId : undefined,
                  },
                }}
                onChange={(e) => edit({ startDate: e.target.value || undefined })}
                data-testid="date-from-filter"
              />
            </FormControl>
            <FormControl size="sm" sx={{ flex: 1 }} error={reversed}>
              <FormLabel>{t('list.to')}</FormLabel>
              <Input
                size="sm"
                type="date"
                value={draft.endDate ?? ''}
                slotProps={{
                  input: {
                    'aria-invalid': reversed || undefined,
                    'aria-describedby': reversed ? errorId : undefined,
                  },
                }}
                onChange={(e) => edit({ endDate: e.target.value || undefined })}
                data-testid="date-to-filter"
              />
            </FormControl>
          </Box>
          {reversed && (
            <FormControl error size="sm">
              <FormHelperText id={errorId} role="alert" data-testid="date-range-error">
                {t('list.rangeReversed')}
              </FormHelperText>
            </FormControl>
          )}
        </Box>
      )}
    </>
  );
}
