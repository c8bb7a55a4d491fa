import Box from '@mui/joy/Box';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { ChoiceButtons } from '@/components/form/choice-buttons';
import type { StreamProgress } from '../hooks/use-genealogy-data';
import type { ExplorerScope } from '../state/scope';
import { volumeFormat } from '@/lib/volume';
import { useFormatDateTime } from '@/components/date-text/date-text';

/** Four levels or the whole organisation: one tap, remembered (issue 15). */
export function ScopeSwitch({
  scope,
  onChange,
}: {
  scope: ExplorerScope;
  onChange: (scope: ExplorerScope) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceButtons
      label={t('genealogy.scope.label')}
      value={scope}
      onChange={onChange}
      choices={[
        { value: 'levels', label: t('genealogy.scope.levels'), testId: 'scope-levels' },
        { value: 'whole', label: t('genealogy.scope.whole'), testId: 'scope-whole' },
      ]}
      sx={{ '& button': { minHeight: 44 } }}
    />
  );
}

/** What the "as of" note says: the stream's figures, or the browser copy's (decision 050). */
const asOfKey = {
  stream: 'genealogy.scope.asOf',
  copy: 'genealogy.scope.asOfCopy',
  offline: 'genealogy.scope.asOfOffline',
} as const;

/**
 * Members loaded out of the total while the whole organisation streams in, and when the
 * figures were read when they are not live (at most a minute old, decision 048) — or, from the
 * browser copy of the last visit, how old that copy is (decision 050).
 */
export function StreamProgressBar({ progress }: { progress: StreamProgress }) {
  const { t, i18n } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const number = { format: volumeFormat(i18n.resolvedLanguage ?? 'en') };
  const { loaded, total } = progress;
  const value = total > 0 ? Math.min(100, (loaded / total) * 100) : 0;
  const text = t('genealogy.scope.progress', {
    loaded: number.format(loaded),
    total: number.format(total),
  });
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="stream-progress">
      <LinearProgress
        determinate
        value={value}
        size="sm"
        aria-label={t('genealogy.scope.progressLabel')}
        aria-valuetext={text}
      />
      <Typography level="body-xs" aria-live="polite" data-loaded={loaded} data-total={total}>
        {text}
      </Typography>
      {progress.asOf !== null && (
        <Typography
          level="body-xs"
          textColor={progress.source === 'offline' ? 'warning.plainColor' : 'text.tertiary'}
          data-testid="stream-as-of"
          data-as-of={progress.asOf}
          data-source={progress.source}
          aria-live="polite"
        >
          {t(asOfKey[progress.source], {
            time: formatDateTime(new Date(progress.asOf).toISOString()),
          })}
        </Typography>
      )}
    </Box>
  );
}
