import Button from '@mui/joy/Button';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrgFilter } from '@workers/genealogy/protocol';
import { dayToIso } from '../state/days';

/**
 * The team broadcast's segment (contract/broadcast.ts) for the panel's filters, as the query
 * of /member/mail/broadcast: the same fields in the wire's names. The broadcast always goes
 * to the sender's own downline; the server counts it again before anything is sent.
 */
function broadcastQuery(f: OrgFilter): string {
  const query = new URLSearchParams();
  if (f.minRank !== null) query.set('min_rank', String(f.minRank));
  if (f.inactiveOnly) query.set('inactive_only', 'true');
  if (f.joinedFrom !== null) query.set('joined_from', dayToIso(f.joinedFrom));
  if (f.joinedTo !== null) query.set('joined_to', dayToIso(f.joinedTo));
  if (f.volumeMin !== null || f.volumeMax !== null) query.set('volume', f.volume);
  if (f.volumeMin !== null) query.set('volume_min', String(f.volumeMin));
  if (f.volumeMax !== null) query.set('volume_max', String(f.volumeMax));
  return query.toString();
}

/** "Write to these members": a team broadcast to the members the filters keep. */
export function BroadcastLink({ filter }: { filter: OrgFilter }) {
  const { t } = useTranslation();
  const query = broadcastQuery(filter);
  return (
    <Button
      component={Link}
      to={`/member/mail/broadcast${query ? `?${query}` : ''}`}
      variant="outlined"
      size="sm"
      startDecorator={<Megaphone size={16} aria-hidden />}
      sx={{ justifySelf: 'start', minHeight: 44 }}
      data-testid="analysis-broadcast"
    >
      {t('genealogy.analysis.writeToMembers')}
    </Button>
  );
}
