import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { getLeads, type Lead } from '@/api/crm';
import { DateText } from '@/components/date-text/date-text';
import { rowButtonSx } from '@/components/layout/row-link';
import { VirtualList } from '@/components/messages/virtual-list';
import { UrlSearchField, useUrlSearch } from '@/components/paged-table/url-search-field';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { crmKeys } from '../api/queries';

const rowHeight = 72;

/** The leads as a list, most recently changed first, searched by name, e-mail or phone. */
export function LeadList({ onOpen }: { onOpen: (lead: Lead) => void }) {
  const { t } = useTranslation('dashboard');
  const search = useUrlSearch();
  const list = usePagedList({
    queryKey: crmKeys.leads(null, search),
    fetchPage: (cursor, signal) => getLeads({ status: null, search }, cursor, signal),
  });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex' }}>
        <UrlSearchField label={t('crm.searchLeads')} testId="lead-search" />
      </Box>
      <VirtualList
        testId="lead-list"
        label={t('crm.leads')}
        list={list}
        rowHeight={rowHeight}
        getKey={(l) => String(l.id)}
        emptyText={t('crm.noLeads')}
        renderRow={(l) => (
          <Box
            component="button"
            type="button"
            onClick={() => onOpen(l)}
            data-testid="lead-row"
            sx={rowButtonSx}
          >
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography level="title-sm" noWrap>
                {l.name}
              </Typography>
              <Typography level="body-xs" noWrap>
                {t(`crm.sources.${l.source}`)} · {t('crm.updated')} <DateText value={l.updatedAt} />
              </Typography>
            </Box>
            <Chip size="sm" variant="soft">
              {t(`crm.statuses.${l.status}`)}
            </Chip>
          </Box>
        )}
      />
    </Box>
  );
}
