import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';
import { Download, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVolume } from '@/lib/volume';
import type { ColourBy, LegendEntry, OrgFilter } from '@workers/genealogy/protocol';
import { colourOf, paletteOf } from '../canvas/analysis-palette';
import type { OrgAnalysis } from '../hooks/use-org-analysis';
import { emptySpec } from '../hooks/use-org-analysis';
import { dayToIso, formatDay, isoToDay } from '../state/days';
import { BroadcastLink } from './broadcast-link';
import { GrowthReplay } from './growth-replay';
import { volumeFormat } from '@/lib/volume';

/**
 * The options stay in the panel's own DOM: portalled out of a bottom sheet they would sit
 * behind it, hidden from assistive technology by the sheet (mui/material-ui#41998).
 */
const inSheet = { disablePortal: true } as const;

const colourings: ColourBy[] = ['none', 'rank', 'activity', 'pv', 'tv', 'joined', 'leg'];

/** The joining-date range's two ends, each a filter field. */
const joinedBounds = ['joinedFrom', 'joinedTo'] as const;

/** The volume range's two ends: the filter field each sets and its label. */
const volumeBounds = [
  { key: 'volumeMin', label: 'min' },
  { key: 'volumeMax', label: 'max' },
] as const;

const numberOrNull = (raw: string): number | null => {
  if (raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
};

type Range = readonly [number | null, number | null];

/** A range whose lower end is above its upper end: it can match no one, so it is not asked. */
export const isReversed = ([lo, hi]: Range) => lo !== null && hi !== null && lo > hi;

/**
 * The two ends of a filter range as a draft (issue 31, item 17): a reversed pair stays in the
 * fields, marked, and is not applied (the worker would answer "no one matches" as if true);
 * the tree keeps the last possible range. A change from elsewhere (Clear) resets the draft.
 */
function useRangeDraft(applied: Range, apply: (next: Range) => void) {
  const [draft, setDraft] = useState<Range>(applied);
  const [shown, setShown] = useState<Range>(applied);
  if (shown[0] !== applied[0] || shown[1] !== applied[1]) {
    setShown(applied);
    setDraft(applied);
  }
  const edit = (end: 0 | 1, value: number | null) => {
    const next: Range = end === 0 ? [value, draft[1]] : [draft[0], value];
    setDraft(next);
    if (!isReversed(next)) apply(next);
  };
  return { draft, edit, reversed: isReversed(draft), errorId: useId() };
}

/** The fields' marks while their range is reversed, tied to the message under them. */
const invalidInput = (reversed: boolean, errorId: string) => ({
  'aria-invalid': reversed || undefined,
  'aria-describedby': reversed ? errorId : undefined,
});

/**
 * Colour, filter, replay and search the whole organisation (issue 15): the controls and
 * the legend; the canvas shows the answer the worker computes.
 */
export function AnalysisPanel({
  org,
  onExport,
  onPrint,
}: {
  org: OrgAnalysis;
  onExport: () => void;
  /** Opens the printed org chart's choices (issue 33, item 5). */
  onPrint: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const volume = useVolume();
  const { spec, setSpec, analysis, summary } = org;
  const ranks = summary?.ranks ?? [];
  const number = { format: volumeFormat(lng) };
  const setFilter = (f: Partial<OrgFilter>) =>
    setSpec((s) => ({ ...s, filter: { ...s.filter, ...f } }));
  const palette = paletteOf(spec.colourBy);
  const joined = useRangeDraft([spec.filter.joinedFrom, spec.filter.joinedTo], ([from, to]) =>
    setFilter({ joinedFrom: from, joinedTo: to }),
  );
  const volumeRange = useRangeDraft([spec.filter.volumeMin, spec.filter.volumeMax], ([min, max]) =>
    setFilter({ volumeMin: min, volumeMax: max }),
  );

  const legendLabel = (e: LegendEntry): string => {
    switch (e.kind) {
      case 'rank':
        return e.rankId === null
          ? t('genealogy.analysis.noRank')
          : (ranks.find((r) => r.id === e.rankId)?.name ?? `#${e.rankId}`);
      case 'active':
        return t('genealogy.status.active');
      case 'inactive':
        return t('genealogy.status.inactive');
      case 'leg':
        return t(`genealogy.analysis.legs.${['left', 'right', 'other'][e.key] ?? 'other'}`);
      case 'range':
        if (spec.colourBy === 'joined')
          return `${formatDay(e.from!, lng)} – ${formatDay(e.to!, lng)}`;
        if (e.to === 0) return t('genealogy.analysis.noVolume');
        return e.to === null
          ? t('genealogy.analysis.atLeast', { value: volume(e.from!) })
          : `${volume(e.from!)} – ${volume(e.to)}`;
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="analysis-title"
      data-testid="analysis-panel"
      sx={{
        display: 'grid',
        gap: 1.5,
        alignContent: 'start',
        minWidth: 0,
        '& .MuiFormControl-root, & .MuiSelect-root, & .MuiInput-root': { minWidth: 0 },
      }}
    >
      <Typography id="analysis-title" level="title-md" component="h2">
        {t('genealogy.analysis.title')}
      </Typography>
      <FormControl>
        <FormLabel id="colour-by-label">{t('genealogy.analysis.colourBy')}</FormLabel>
        <Select
          value={spec.colourBy}
          onChange={(_, v) => v && setSpec((s) => ({ ...s, colourBy: v }))}
          slotProps={{
            button: { 'aria-labelledby': 'colour-by-label', ...{ 'data-testid': 'colour-by' } },
            listbox: inSheet,
          }}
          sx={{ minHeight: 44 }}
        >
          {colourings.map((c) => (
            <Option key={c} value={c}>
              {t(`genealogy.analysis.colourings.${c}`)}
            </Option>
          ))}
        </Select>
      </FormControl>
      {analysis && analysis.legend.length > 0 && (
        <Box
          component="ul"
          aria-label={t('genealogy.analysis.legend')}
          data-testid="analysis-legend"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
        >
          {analysis.legend.map((e) => (
            <Box
              component="li"
              key={e.key}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 'sm' }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 14,
                  height: 14,
                  borderRadius: 'xs',
                  flex: 'none',
                  bgcolor: colourOf(palette, e.key),
                }}
              />
              <Box sx={{ flex: 1 }}>{legendLabel(e)}</Box>
              <Typography level="body-xs">{number.format(e.count)}</Typography>
            </Box>
          ))}
        </Box>
      )}

      <Typography level="title-sm" component="h3">
        {t('genealogy.analysis.filters')}
      </Typography>
      <FormControl>
        <FormLabel id="min-rank-label">{t('genealogy.analysis.minRank')}</FormLabel>
        <Select
          value={spec.filter.minRank ?? 0}
          onChange={(_, v) => setFilter({ minRank: v ? Number(v) : null })}
          slotProps={{ button: { 'aria-labelledby': 'min-rank-label' }, listbox: inSheet }}
          sx={{ minHeight: 44 }}
        >
          <Option value={0}>{t('genealogy.analysis.anyRank')}</Option>
          {ranks.map((r) => (
            <Option key={r.id} value={r.id}>
              {r.name}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Checkbox
        label={t('genealogy.analysis.inactiveOnly')}
        checked={spec.filter.inactiveOnly}
        onChange={(e) => setFilter({ inactiveOnly: e.target.checked })}
        slotProps={{ input: { ...{ 'data-testid': 'inactive-only' } } }}
        sx={{ minHeight: 44, alignItems: 'center' }}
      />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        {joinedBounds.map((key, end) => {
          const day = joined.draft[end]!;
          return (
            <FormControl key={key} error={joined.reversed}>
              <FormLabel>{t(`genealogy.analysis.${key}`)}</FormLabel>
              <Input
                type="date"
                value={day === null ? '' : dayToIso(day)}
                onChange={(e) => joined.edit(end as 0 | 1, isoToDay(e.target.value))}
                slotProps={{
                  input: {
                    ...invalidInput(joined.reversed, joined.errorId),
                    ...{ 'data-testid': key },
                  },
                }}
                sx={{ minHeight: 44 }}
              />
            </FormControl>
          );
        })}
      </Box>
      {joined.reversed && (
        <FormControl error>
          <FormHelperText id={joined.errorId} role="alert" data-testid="joined-range-error">
            {t('genealogy.analysis.joinedReversed')}
          </FormHelperText>
        </FormControl>
      )}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
        <FormControl>
          <FormLabel id="volume-label">{t('genealogy.analysis.volume')}</FormLabel>
          <Select
            value={spec.filter.volume}
            onChange={(_, v) => v && setFilter({ volume: v })}
            slotProps={{ button: { 'aria-labelledby': 'volume-label' }, listbox: inSheet }}
            sx={{ minHeight: 44 }}
          >
            <Option value="pv">{t('genealogy.fields.pv')}</Option>
            <Option value="tv">{t('genealogy.fields.tv')}</Option>
          </Select>
        </FormControl>
        {volumeBounds.map(({ key, label }, end) => (
          <FormControl key={key} error={volumeRange.reversed}>
            <FormLabel>{t(`genealogy.analysis.${label}`)}</FormLabel>
            <Input
              type="number"
              inputMode="decimal"
              value={volumeRange.draft[end] ?? ''}
              onChange={(e) => volumeRange.edit(end as 0 | 1, numberOrNull(e.target.value))}
              slotProps={{
                input: {
                  ...invalidInput(volumeRange.reversed, volumeRange.errorId),
                  ...{ 'data-testid': key },
                },
              }}
              sx={{ minHeight: 44 }}
            />
          </FormControl>
        ))}
      </Box>
      {volumeRange.reversed && (
        <FormControl error>
          <FormHelperText id={volumeRange.errorId} role="alert" data-testid="volume-range-error">
            {t('genealogy.analysis.volumeReversed')}
          </FormHelperText>
        </FormControl>
      )}
      {analysis && (
        <Typography
          level="body-sm"
          aria-live="polite"
          data-testid="analysis-matched"
          data-matched={analysis.matched}
        >
          {t('genealogy.analysis.matched', {
            matched: number.format(analysis.matched),
            shown: number.format(analysis.shown),
          })}
        </Typography>
      )}
      <Button
        variant="plain"
        size="sm"
        sx={{ justifySelf: 'start', minHeight: 44 }}
        onClick={() => setSpec((s) => ({ ...s, filter: emptySpec.filter }))}
      >
        {t('genealogy.analysis.clearFilters')}
      </Button>
      <BroadcastLink filter={spec.filter} />

      <FormControl>
        <FormLabel>{t('genealogy.analysis.highlight')}</FormLabel>
        <Input
          value={spec.search}
          placeholder={t('genealogy.analysis.highlightHint')}
          onChange={(e) => setSpec((s) => ({ ...s, search: e.target.value }))}
          slotProps={{ input: { ...{ 'data-testid': 'highlight-search' } } }}
          sx={{ minHeight: 44 }}
        />
      </FormControl>
      {analysis && spec.search.trim().length >= 2 && (
        <Typography level="body-sm" aria-live="polite" data-testid="highlight-found">
          {t('genealogy.analysis.found', { count: analysis.found })}
        </Typography>
      )}

      {summary && (
        <GrowthReplay
          first={summary.firstJoined}
          today={summary.today}
          until={spec.until}
          onChange={(until) => setSpec((s) => ({ ...s, until }))}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startDecorator={<Download size={16} />}
          onClick={onExport}
          sx={{ minHeight: 44 }}
          data-testid="export-png"
        >
          {t('genealogy.analysis.exportPng')}
        </Button>
        <Button
          variant="outlined"
          startDecorator={<Printer size={16} />}
          onClick={onPrint}
          sx={{ minHeight: 44 }}
          data-testid="export-pdf"
        >
          {t('genealogy.print.open')}
        </Button>
      </Box>
    </Box>
  );
}
