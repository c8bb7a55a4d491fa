import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCrmDashboard, type Lead } from '@/api/crm';
import { useFormatDate } from '@/components/date-text/date-text';
import { ChoiceButtons } from '@/components/form/choice-buttons';
import { ColumnGrid } from '@/components/layout/column-grid';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { leadStatuses } from '@contract/crm';
import { crmKeys } from './api/queries';
import { CrmTabs } from './components/crm-tabs';
import { LeadBoard } from './components/lead-board';
import { LeadDialog } from './components/lead-dialog';
import { LeadList } from './components/lead-list';
import { ActivityLine } from './components/lead-timeline';

function FollowUps({
  title,
  leads,
  onOpen,
  testId,
}: {
  title: string;
  leads: Lead[];
  onOpen: (l: Lead) => void;
  testId: string;
}) {
  const { t } = useTranslation('dashboard');
  const formatDate = useFormatDate();
  return (
    <Card variant="outlined" sx={{ gap: 1, minWidth: 0 }} data-testid={testId}>
      <Typography level="title-md" component="h2">
        {title} ({leads.length})
      </Typography>
      {leads.length === 0 ? (
        <Typography level="body-sm">{t('crm.nothingDue')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {leads.slice(0, 8).map((l) => (
            <li key={l.id}>
              <Link component="button" onClick={() => onOpen(l)} level="body-sm">
                {l.name}
              </Link>{' '}
              <Typography level="body-xs" component="span">
                · {t(`crm.statuses.${l.status}`)} · {formatDate(l.nextFollowUp)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Card>
  );
}

/**
 * /member/crm/dashboard: the pipeline at a glance (counts, follow-ups due today and overdue,
 * recent activity) and the leads themselves, as a board or a list.
 */
export function CrmDashboardPage() {
  const { t } = useTranslation('dashboard');
  const [params, update] = useUrlParams();
  const view = params.get('view') === 'list' ? 'list' : 'board';
  const [open, setOpen] = useState<Lead | 'new' | null>(null);
  const dashboard = useQuery({
    queryKey: crmKeys.dashboard(),
    queryFn: ({ signal }) => getCrmDashboard(signal),
  });
  return (
    <ScreenPage
      title={t('crm.title')}
      subtitle={t('crm.dashboardSubtitle')}
      nav={<CrmTabs current="dashboard" />}
    >
      <QueryState query={dashboard} errorText={t('crm.loadError')} height={160}>
        {(d) => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }} data-testid="crm-counts">
              {leadStatuses.map((s) => (
                <Card key={s} variant="soft" sx={{ flex: '1 1 120px', gap: 0.25 }}>
                  <Typography level="body-xs">{t(`crm.statuses.${s}`)}</Typography>
                  <Typography level="h3" component="p" data-testid={`count-${s}`}>
                    {d.counts[s]}
                  </Typography>
                </Card>
              ))}
            </Box>
            <ColumnGrid columns={{ xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap={1.5} stretch>
              <FollowUps
                title={t('crm.dueToday')}
                leads={d.dueToday}
                onOpen={setOpen}
                testId="due-today"
              />
              <FollowUps
                title={t('crm.overdue')}
                leads={d.overdue}
                onOpen={setOpen}
                testId="overdue"
              />
              <Card variant="outlined" sx={{ gap: 1, minWidth: 0 }} data-testid="recent-activity">
                <Typography level="title-md" component="h2">
                  {t('crm.recentActivity')}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                  {d.recentActivity.slice(0, 6).map((a) => (
                    <ActivityLine key={a.id} a={a} withLead />
                  ))}
                </Box>
              </Card>
            </ColumnGrid>
          </Box>
        )}
      </QueryState>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography level="title-lg" component="h2" sx={{ mr: 'auto' }}>
          {t('crm.leads')}
        </Typography>
        <ChoiceButtons
          label={t('crm.view')}
          value={view}
          onChange={(v) => update({ view: v === 'list' ? 'list' : null })}
          choices={[
            { value: 'board', label: t('crm.board'), testId: 'view-board' },
            { value: 'list', label: t('crm.list'), testId: 'view-list' },
          ]}
        />
        <Button
          startDecorator={<Plus size={16} aria-hidden />}
          onClick={() => setOpen('new')}
          data-testid="add-lead"
        >
          {t('crm.addLead')}
        </Button>
      </Box>
      {view === 'list' ? (
        <LeadList onOpen={setOpen} />
      ) : (
        <LeadBoard onOpen={setOpen} counts={dashboard.data?.counts ?? {}} />
      )}
      {open !== null && (
        <LeadDialog
          key={open === 'new' ? 'new' : open.id}
          lead={open === 'new' ? null : open}
          onClose={() => setOpen(null)}
        />
      )}
    </ScreenPage>
  );
}
