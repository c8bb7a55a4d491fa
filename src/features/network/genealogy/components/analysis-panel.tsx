import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useVolume } from '@/lib/volume';
import type { ColourBy, LegendEntry, OrgFilter } from '@workers/genealogy/protocol';
import { colourOf, paletteOf } from '../canvas/analysis-palette';
import type { OrgAnalysis } from '../hooks/use-org-analysis';
import { emptySpec } from '../hooks/use-org-analysis';
import { dayToIso, formatDay, isoToDay } from '../state/days';
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

/**
 * Colour, filter, replay and search the whole organisation (issue 15): the controls and
 * the legend; the canvas shows the answer the worker computes.
 */
export function AnalysisPanel({ org, onExport }: { org: OrgAnalysis; onExport: () => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const volume = useVolume();
  const { spec, setSpec, analysis, summary } = org;
  const ranks = summary?.ranks ?? [];
  const number = { format: volumeFormat(lng) };
  const setFilter = (f: Partial<OrgFilter>) =>
    setSpec((s) => ({ ...s, filter: { ...s.filter, ...f } }));
  const palette = paletteOf(spec.colourBy);

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
        {joinedBounds.map((key) => {
          const day = spec.filter[key];
          return (
            <FormControl key={key}>
              <FormLabel>{t(`genealogy.analysis.${key}`)}</FormLabel>
              <Input
                type="date"
                value={day === null ? '' : dayToIso(day)}
                onChange={(e) => setFilter({ [key]: isoToDay(e.target.value) })}
                sx={{ minHeight: 44 }}
              />
            </FormControl>
          );
        })}
      </Box>
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
        {volumeBounds.map(({ key, label }) => (
          <FormControl key={key}>
            <FormLabel>{t(`genealogy.analysis.${label}`)}</FormLabel>
            <Input
              type="number"
              inputMode="decimal"
              value={spec.filter[key] ?? ''}
              onChange={(e) => setFilter({ [key]: numberOrNull(e.target.value) })}
              sx={{ minHeight: 44 }}
            />
          </FormControl>
        ))}
      </Box>
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
      <Button
        variant="outlined"
        startDecorator={<Download size={16} />}
        onClick={onExport}
        sx={{ justifySelf: 'start', minHeight: 44 }}
        data-testid="export-png"
      >
        {t('genealogy.analysis.exportPng')}
      </Button>
    </Box>
  );
}
