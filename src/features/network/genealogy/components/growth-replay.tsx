import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../state/days';

/** Steps of a replay from the first join to today, and the pause between them. */
const STEPS = 40;
const STEP_MS = 150;

/**
 * The organisation growing: a slider over join dates (members who joined later are hidden)
 * and a play button that walks it from the first member to today.
 */
export function GrowthReplay({
  first,
  today,
  until,
  onChange,
}: {
  first: number;
  today: number;
  until: number | null;
  onChange: (until: number | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const [playing, setPlaying] = useState(false);
  const at = until ?? today;
  const latest = useRef({ at, onChange });
  useEffect(() => {
    latest.current = { at, onChange };
  });

  useEffect(() => {
    if (!playing) return;
    const step = Math.max(1, Math.ceil((today - first) / STEPS));
    const timer = setInterval(() => {
      const { at: now, onChange: change } = latest.current;
      const next = now >= today ? first : Math.min(today, now + step);
      if (next >= today) {
        change(null);
        setPlaying(false);
      } else change(next);
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [playing, first, today]);

  const label = t('genealogy.analysis.grownUntil', { date: formatDay(at, lng) });
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="growth-replay">
      <Typography level="title-sm" component="h3" id="growth-label">
        {t('genealogy.analysis.growth')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button
          variant="soft"
          onClick={() => {
            if (!playing && at >= today) onChange(first);
            setPlaying((p) => !p);
          }}
          aria-label={playing ? t('genealogy.analysis.pause') : t('genealogy.analysis.play')}
          sx={{ minWidth: 44, minHeight: 44 }}
          data-testid="growth-play"
        >
          {playing ? <Pause size={18} /> : <Play size={18} />}
        </Button>
        <Slider
          min={first}
          max={today}
          value={at}
          onChange={(_, v) => {
            const day = Array.isArray(v) ? v[0]! : v;
            onChange(day >= today ? null : day);
          }}
          getAriaValueText={(v) => formatDay(v, lng)}
          slotProps={{ input: { 'aria-labelledby': 'growth-label' } }}
          sx={{ flex: 1, '--Slider-thumbSize': '24px' }}
        />
      </Box>
      <Typography level="body-sm" aria-live="polite" data-testid="growth-until">
        {label}
      </Typography>
    </Box>
  );
}
