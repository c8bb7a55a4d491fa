import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { format, parseISO } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BinaryPeriods } from '@/api/binary-statement';
import { useDateLocale, useFormatDate } from '@/components/date-text/date-text';
import { neighbours, periodLabel } from '../lib/binary-period';

/** A period key in words: the day, the week with its dates, or the month. */
function usePeriodName(): (key: string) => string {
  const { t } = useTranslation('dashboard');
  const formatDate = useFormatDate();
  const locale = useDateLocale();
  return (key) => {
    const label = periodLabel(key);
    if (!label) return key;
    if (label.kind === 'day') return formatDate(label.date);
    if (label.kind === 'month') return format(parseISO(label.month), 'LLLL yyyy', { locale });
    return t('binaryStatement.week', {
      week: label.week,
      year: label.year,
      from: formatDate(label.from),
      to: formatDate(label.to),
    });
  };
}

type Props = { periods: BinaryPeriods; value: string; onChange: (periodKey: string) => void };

const stepIcons = {
  older: <ChevronLeft size={18} aria-hidden />,
  newer: <ChevronRight size={18} aria-hidden />,
};

/** A step to the older or newer period; disabled where there is none. */
function StepButton({
  direction,
  to,
  onChange,
}: {
  direction: keyof typeof stepIcons;
  to: string | null;
  onChange: (periodKey: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <IconButton
      variant="outlined"
      aria-label={t(`binaryStatement.${direction}Period`)}
      disabled={to === null}
      onClick={() => to && onChange(to)}
      data-testid={`binary-statement-${direction}`}
      sx={{ minWidth: 44, minHeight: 44 }}
    >
      {stepIcons[direction]}
    </IconButton>
  );
}

/**
 * The periods with binary history, newest first, in a select, with buttons to step to the
 * older and newer one. A period named in the address bar but without history is offered too.
 */
export function BinaryStatementPicker({ periods, value, onChange }: Props) {
  const { t } = useTranslation('dashboard');
  const name = usePeriodName();
  const keys = periods.items.map((p) => p.periodKey);
  const options = keys.includes(value) ? keys : [value, ...keys];
  const { newer, older } = neighbours(keys, value);

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
      <StepButton direction="older" to={older} onChange={onChange} />
      <FormControl sx={{ flex: '1 1 200px', minWidth: 0, maxWidth: 360 }}>
        <FormLabel id="binary-statement-period-label">{t('binaryStatement.period')}</FormLabel>
        <Select
          value={value}
          onChange={(_, v) => v && onChange(v)}
          slotProps={{
            button: {
              'aria-labelledby': 'binary-statement-period-label',
              ...{ 'data-testid': 'binary-statement-period' },
            },
          }}
          sx={{ minHeight: 44 }}
        >
          {options.map((key) => (
            <Option key={key} value={key}>
              {name(key)}
              {key === periods.currentPeriodKey ? ` · ${t('binaryStatement.current')}` : ''}
            </Option>
          ))}
        </Select>
      </FormControl>
      <StepButton direction="newer" to={newer} onChange={onChange} />
    </Box>
  );
}
