import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { DeskPayoutDetail } from '@/api/desk-payouts';
import { isApiError } from '@/api/http';
import { useFormatDateTime } from '@/components/date-text/date-text';
import { useOperator } from '@/components/desk/operator-context';
import { PendingButton } from '@/components/desk/pending-button';
import { ReasonDialog } from '@/components/desk/reason-dialog';
import { FormAlert } from '@/components/form/form-alert';
import { RouterLink } from '@/components/form/router-link';
import { MoneyText } from '@/components/money/money-text';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { payoutRejectReasonLimits } from '@contract/desk-payouts';
import { useApprovePayout, useRejectPayout } from './api/mutations';
import { deskPayoutQueryOptions } from './api/queries';
import { DeskStatusChip } from './components/desk-status-chip';
import { PayoutsNav } from './components/payouts-nav';

function Facts({ p }: { p: DeskPayoutDetail }) {
  const { t } = useTranslation('desk-payouts');
  const formatDateTime = useFormatDateTime();
  const rows: [string, ReactNode][] = [
    [t('columns.member'), `${p.memberName} (${p.username})`],
    [t('columns.amount'), <MoneyText key="a" amount={p.amount} />],
    [t('columns.fee'), <MoneyText key="f" amount={p.fee} />],
    [t('detail.net'), <MoneyText key="n" amount={p.netAmount} />],
    [
      t('columns.destination'),
      [t(`methods.${p.method}`, p.method), p.beneficiary, p.destination, p.bic]
        .filter(Boolean)
        .join(' · '),
    ],
    [t('columns.approvals'), `${p.approvals}/${p.approvalsNeeded}`],
    [t('columns.created'), formatDateTime(p.dateCreated)],
  ];
  if (p.batchId !== null)
    rows.push([
      t('detail.batch'),
      <RouterLink key="b" to={`/admin/payouts?batch=${p.batchId}`}>
        #{p.batchId}
      </RouterLink>,
    ]);
  if (p.reason) rows.push([t('detail.reason'), p.reason]);
  return (
    <Card variant="outlined">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <DeskStatusChip status={p.status} />
        {p.approvalsNeeded > 1 ? (
          <Typography level="body-sm">
            {t('detail.threshold', { amount: p.secondApprovalAbove })}
          </Typography>
        ) : null}
      </Stack>
      <Table size="sm" aria-label={t('detail.facts')}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" style={{ width: '40%' }}>
                {label}
              </th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}

function Trail({ p }: { p: DeskPayoutDetail }) {
  const { t } = useTranslation('desk-payouts');
  const formatDateTime = useFormatDateTime();
  return (
    <Card variant="outlined">
      <Typography level="title-md" component="h2">
        {t('detail.approvals')}
      </Typography>
      {p.approvalList.length === 0 ? (
        <Typography level="body-sm">{t('detail.noApprovals')}</Typography>
      ) : (
        <ul data-testid="approval-list">
          {p.approvalList.map((a) => (
            <li key={a.operatorId}>
              {a.operatorUsername} · {formatDateTime(a.dateCreated)}
            </li>
          ))}
        </ul>
      )}
      <Typography level="title-md" component="h2">
        {t('detail.ledger')}
      </Typography>
      <Table size="sm" aria-label={t('detail.ledger')}>
        <thead>
          <tr>
            <th>{t('detail.transaction')}</th>
            <th>{t('detail.account')}</th>
            <th style={{ textAlign: 'end' }}>{t('columns.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {p.ledgerTransactions.flatMap((txn) =>
            txn.entries.map((e, i) => (
              <tr key={`${txn.id}-${i}`}>
                <td>{i === 0 ? `#${txn.id} ${t(`ledgerKeys.${txn.key}`, txn.key)}` : ''}</td>
                <td>{e.account}</td>
                <td style={{ textAlign: 'end' }}>
                  <MoneyText amount={e.amount} />
                </td>
              </tr>
            )),
          )}
        </tbody>
      </Table>
    </Card>
  );
}

function Actions({ p }: { p: DeskPayoutDetail }) {
  const { t } = useTranslation('desk-payouts');
  const me = useOperator();
  const approve = useApprovePayout();
  const reject = useRejectPayout();
  const [rejecting, setRejecting] = useState(false);
  const open = p.status === 'pending' || p.status === 'awaiting_second_approval';
  const mine = p.approvalList.some((a) => a.operatorId === me?.id);
  if (!open && p.status !== 'approved') return null;
  return (
    <Stack spacing={1}>
      <FormAlert message={isApiError(approve.error) ? approve.error.message : null} />
      <Stack direction="row" spacing={1}>
        {open ? (
          <PendingButton
            pending={approve.isPending}
            disabled={mine}
            onClick={() =>
              approve.mutate(p.id, {
                onSuccess: (out) =>
                  toast.success(t(`approved.${out.status}`, t('approved.approved'))),
              })
            }
            data-testid="approve-payout"
          >
            {mine ? t('detail.youApproved') : t('detail.approve')}
          </PendingButton>
        ) : null}
        <Button
          color="danger"
          variant="soft"
          onClick={() => {
            reject.reset();
            setRejecting(true);
          }}
          data-testid="reject-payout"
        >
          {t('detail.reject')}
        </Button>
      </Stack>
      {rejecting ? (
        <ReasonDialog
          testId="reject"
          title={t('reject.title')}
          description={t('reject.text')}
          reasonLabel={t('reject.reason')}
          limits={payoutRejectReasonLimits}
          confirmLabel={t('reject.confirm')}
          onClose={() => setRejecting(false)}
          onSubmit={(reason) =>
            reject.mutateAsync({ id: p.id, reason }).then(() => toast.success(t('reject.done')))
          }
        />
      ) : null}
    </Stack>
  );
}

/** /admin/payouts/:id: one payout, who approved it, its ledger, and what may be done next. */
export function PayoutDetailPage() {
  const { t } = useTranslation('desk-payouts');
  const { id = '' } = useParams();
  const query = useQuery(deskPayoutQueryOptions(id));
  return (
    <ScreenPage title={t('detail.title', { id })} nav={<PayoutsNav />}>
      <QueryState query={query} errorText={t('detail.loadError')}>
        {(p) => (
          <Stack spacing={2} data-testid="payout-detail">
            <Actions p={p} />
            <Facts p={p} />
            <Trail p={p} />
          </Stack>
        )}
      </QueryState>
    </ScreenPage>
  );
}
