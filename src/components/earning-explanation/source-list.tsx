import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ExplanationSource } from '@/api/earning-explanation';
import { DateText } from '@/components/date-text/date-text';
import { MoneyText } from '@/components/money/money-text';
import { useVolume } from '@/lib/volume';
import { fullName } from '@contract/names';

/**
 * The orders and members behind an earning. A member of the viewer's network links to them in
 * the genealogy; an order opens in place (the viewer may not open another member's order page).
 */
export function SourceList({
  sources,
  onNavigate,
}: {
  sources: ExplanationSource[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Box component="section" aria-labelledby="explain-sources">
      <Typography level="title-sm" component="h3" id="explain-sources" sx={{ mb: 1 }}>
        {t('explain.sourcesTitle', { count: sources.length })}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {sources.map((s, i) => (
          <SourceCard key={i} source={s} onNavigate={onNavigate} />
        ))}
      </Box>
    </Box>
  );
}

function SourceCard({
  source: s,
  onNavigate,
}: {
  source: ExplanationSource;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('wallet');
  const volume = useVolume();
  const [open, setOpen] = useState(false);
  const p = s.member;
  const leg = s.leg && ` · ${s.leg === 'L' ? t('explain.leftLeg') : t('explain.rightLeg')}`;
  const pv = s.volume && ` · ${volume(Number(s.volume))} PV`;
  return (
    <Card variant="outlined" size="sm" data-testid="explanation-source" sx={{ gap: 0.5 }}>
      {/* Volume a binary pairing took from carry older than the history: no order to show. */}
      {!p && !s.order && (
        <Typography level="body-sm">
          {t('explain.earlierCarry')}
          {leg}
          {pv}
        </Typography>
      )}
      {p && (
        <Typography level="body-sm">
          {p.inNetwork ? (
            <Link
              component={RouterLink}
              to={`/member/network/genealogy?root=${p.id}`}
              onClick={onNavigate}
              data-testid="source-member"
            >
              {fullName(p.firstName, p.lastName)} (@{p.username})
            </Link>
          ) : (
            <>
              {fullName(p.firstName, p.lastName)} (@{p.username})
            </>
          )}
          {leg}
          {pv}
        </Typography>
      )}
      {s.order && (
        <>
          <Link
            component="button"
            type="button"
            level="body-sm"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            data-testid="source-order"
            sx={{ alignSelf: 'flex-start', minHeight: 32 }}
          >
            {t('explain.order', { invoice: s.order.invoiceNo })}
          </Link>
          {open && (
            <Box data-testid="source-order-detail" sx={{ pl: 1 }}>
              <Typography level="body-xs">
                <DateText value={s.order.dateCreated} /> ·{' '}
                {t(`explain.orderKinds.${s.order.kind}`, { defaultValue: s.order.kind })}
              </Typography>
              {s.order.products.map((line, i) => (
                <Typography key={i} level="body-xs">
                  {line.quantity} × {line.name}
                </Typography>
              ))}
              <Typography level="body-xs">
                {t('explain.orderTotal')}: <MoneyText amount={s.order.total} /> ·{' '}
                {volume(Number(s.order.totalBv))} BV
              </Typography>
            </Box>
          )}
        </>
      )}
    </Card>
  );
}
