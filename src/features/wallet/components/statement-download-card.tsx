import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import { useMutation } from '@tanstack/react-query';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downloadEarningsStatement,
  type StatementFormat,
  type StatementLanguage,
} from '@/api/earnings-statement';
import { firstFieldError } from '@/api/http';
import { toast } from '@/components/toasts/toast';
import { lastMonthRange, rangeProblem, type StatementRange } from '../lib/statement-range';

/** The two downloads, the spreadsheet one quieter than the PDF. */
const downloads = [
  { format: 'csv', Icon: FileSpreadsheet, variant: 'outlined' },
  { format: 'pdf', Icon: FileText, variant: 'solid' },
] as const;

const languageOf = (code: string | undefined): StatementLanguage =>
  code?.slice(0, 2) === 'es' ? 'es' : 'en';

/**
 * "Download statement" (issue 16 point 6): a period, last month by default, and its
 * earnings statement as CSV or PDF, written by the server in the app's language.
 */
export function StatementDownloadCard() {
  const { t, i18n } = useTranslation('wallet');
  const [range, setRange] = useState<StatementRange>(() => lastMonthRange(new Date()));
  const problem = rangeProblem(range);
  const save = useMutation({
    mutationFn: (format: StatementFormat) =>
      downloadEarningsStatement(format, range, languageOf(i18n.resolvedLanguage)),
    onSuccess: () => toast.success(t('statementDownload.saved')),
    onError: (e) =>
      toast.error(firstFieldError(e, 'end_date') ?? firstFieldError(e, 'start_date') ?? e.message),
  });
  const helper = (field: 'start' | 'end') =>
    problem?.field === field ? t(`statementDownload.problems.${problem.problem}`) : undefined;
  const busy = (format: StatementFormat) => save.isPending && save.variables === format;

  return (
    <Card variant="outlined" sx={{ minWidth: 0 }} data-testid="statement-download">
      <Typography level="title-md" component="h2">
        {t('statementDownload.title')}
      </Typography>
      <Typography level="body-sm" textColor="text.secondary">
        {t('statementDownload.description')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {(['start', 'end'] as const).map((field) => (
          <FormControl key={field} error={Boolean(helper(field))} sx={{ flex: '0 1 180px' }}>
            <FormLabel>{t(`statementDownload.${field === 'start' ? 'from' : 'to'}`)}</FormLabel>
            <Input
              type="date"
              value={range[field]}
              onChange={(e) => setRange((r) => ({ ...r, [field]: e.target.value }))}
              slotProps={{ input: { ...{ 'data-testid': `statement-${field}` } } }}
            />
            {helper(field) && (
              // The plain danger colour keeps its contrast on the dark theme's card.
              <FormHelperText sx={{ color: 'danger.plainColor' }}>{helper(field)}</FormHelperText>
            )}
          </FormControl>
        ))}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignSelf: 'flex-end', pb: 0.25 }}>
          {downloads.map(({ format, Icon, variant }) => (
            <Button
              key={format}
              variant={variant}
              startDecorator={<Icon size={16} aria-hidden />}
              disabled={problem !== null || (save.isPending && !busy(format))}
              loading={busy(format)}
              onClick={() => save.mutate(format)}
              data-testid={`statement-${format}`}
            >
              {t(`statementDownload.${format}`)}
            </Button>
          ))}
        </Box>
      </Box>
    </Card>
  );
}
