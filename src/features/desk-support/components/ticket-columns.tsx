import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { DeskPerson, DeskTicket } from '@/api/desk-support';
import { RelativeTime } from '@/components/messages/relative-time';
import type { PagedColumn } from '@/components/paged-table/types';

export const personName = (p: DeskPerson) =>
  `${p.firstName} ${p.lastName ?? ''}`.trim() || p.username;

export function useTicketColumns(): PagedColumn<DeskTicket>[] {
  const { t } = useTranslation('desk-support');
  return useMemo(
    () => [
      {
        id: 'number',
        essential: true,
        header: t('columns.ticket'),
        width: 136,
        value: (r) => r.number,
        cell: (r) => (
          <Link component={RouterLink} to={`/admin/support/${r.id}`} data-testid="desk-ticket-link">
            {r.number}
          </Link>
        ),
      },
      {
        id: 'subject',
        essential: true,
        header: t('columns.subject'),
        width: 260,
        value: (r) => r.subject,
      },
      {
        id: 'member',
        header: t('columns.member'),
        width: 170,
        value: (r) => `${personName(r.member)} (${r.member.username})`,
      },
      {
        id: 'waiting',
        header: t('columns.lastWord'),
        width: 130,
        value: (r) => (r.memberWroteLast ? t('memberWroteLast') : t('deskWroteLast')),
        cell: (r) =>
          r.memberWroteLast ? (
            <Chip size="sm" color="warning" variant="soft">
              {t('memberWroteLast')}
            </Chip>
          ) : (
            t('deskWroteLast')
          ),
      },
      {
        id: 'category',
        header: t('columns.category'),
        width: 130,
        value: (r) => t(`categories.${r.category}`),
      },
      {
        id: 'priority',
        header: t('columns.priority'),
        width: 100,
        value: (r) => t(`priorities.${r.priority}`),
      },
      {
        id: 'assignee',
        header: t('columns.assignee'),
        width: 140,
        value: (r) => (r.assignee ? personName(r.assignee) : t('nobody')),
      },
      {
        id: 'activity',
        header: t('columns.lastActivity'),
        width: 140,
        value: (r) => r.lastActivityAt,
        cell: (r) => <RelativeTime value={r.lastActivityAt} />,
      },
    ],
    [t],
  );
}
