import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Ban, Eye, MailCheck, Unlock, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { deskMemberKeys, getDeskMember, type DeskMemberDetail } from '@/api/desk-members';
import { isApiError } from '@/api/http';
import { ReasonDialog } from '@/components/desk/reason-dialog';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { deskMemberReasonLimits } from '@contract/desk-members';
import { AdjustWalletDialog } from './components/adjust-wallet-dialog';
import { MemberAudit, MemberFacts } from './components/member-facts';
import { MemberStatusChip } from './components/status-chip';
import { useMemberActions } from './use-member-actions';

function MemberActions({ m }: { m: DeskMemberDetail }) {
  const { t } = useTranslation('desk-members');
  const a = useMemberActions(m.id);
  const blocking = m.status === 'active';
  const name = m.fullName || m.username;
  return (
    <>
      <Stack direction="row" gap={1} flexWrap="wrap">
        <Button
          startDecorator={<Eye size={16} aria-hidden />}
          loading={a.view.isPending}
          disabled={!blocking}
          onClick={() => a.view.mutate()}
          data-testid="view-as"
        >
          {t('actions.viewAs')}
        </Button>
        <Button
          variant="outlined"
          color={blocking ? 'danger' : 'primary'}
          startDecorator={
            blocking ? <Ban size={16} aria-hidden /> : <Unlock size={16} aria-hidden />
          }
          onClick={() => a.setDialog('block')}
          data-testid="block-open"
        >
          {t(blocking ? 'actions.block' : 'actions.unblock')}
        </Button>
        <Button
          variant="outlined"
          startDecorator={<MailCheck size={16} aria-hidden />}
          loading={a.resend.isPending}
          disabled={m.pendingVerification === null}
          onClick={() => a.resend.mutate()}
        >
          {t('actions.resend')}
        </Button>
        <Button
          variant="outlined"
          startDecorator={<Wallet size={16} aria-hidden />}
          onClick={() => a.setDialog('adjust')}
          data-testid="adjust-open"
        >
          {t('actions.adjust')}
        </Button>
      </Stack>
      {a.dialog === 'block' && (
        <ReasonDialog
          testId="block"
          title={t(blocking ? 'blockDialog.blockTitle' : 'blockDialog.unblockTitle', { name })}
          description={t(blocking ? 'blockDialog.blockText' : 'blockDialog.unblockText')}
          reasonLabel={t('blockDialog.reason')}
          limits={deskMemberReasonLimits}
          confirmLabel={t(blocking ? 'actions.block' : 'actions.unblock')}
          confirmColor={blocking ? 'danger' : 'primary'}
          onClose={a.close}
          onSubmit={(reason) => a.block.mutateAsync({ blocked: blocking, reason })}
        />
      )}
      {a.dialog === 'adjust' && (
        <AdjustWalletDialog
          name={name}
          busy={a.adjust.isPending}
          error={a.adjust.error}
          onClose={a.close}
          onSubmit={(input) => a.adjust.mutate(input)}
        />
      )}
    </>
  );
}

/** /admin/members/:id: one member whole, and what the desk may do about them. */
export function MemberDetailPage() {
  const { t } = useTranslation('desk-members');
  const id = useParams().id ?? '';
  const query = useQuery({
    queryKey: deskMemberKeys.detail(id),
    queryFn: ({ signal }) => getDeskMember(id, signal),
    retry: (count, e) => !(isApiError(e) && e.status === 404) && count < 2,
  });
  const back = (
    <Link
      component={RouterLink}
      to=".."
      relative="path"
      startDecorator={<ArrowLeft size={16} aria-hidden />}
    >
      {t('detail.back')}
    </Link>
  );
  if (isApiError(query.error) && query.error.status === 404)
    return (
      <ScreenPage title={t('search.title')} nav={back}>
        <Alert color="warning">{t('detail.notFound')}</Alert>
      </ScreenPage>
    );
  const m = query.data;
  return (
    <ScreenPage
      nav={back}
      title={
        m ? (
          <>
            {m.fullName || m.username} <MemberStatusChip status={m.status} />
          </>
        ) : (
          t('search.title')
        )
      }
      subtitle={m ? `${m.username} · #${m.id}` : undefined}
    >
      <QueryState query={query} errorText={t('detail.notFound')} height={320}>
        {(member) => (
          <Stack gap={2}>
            <MemberActions m={member} />
            <MemberFacts m={member} />
            <MemberAudit m={member} />
          </Stack>
        )}
      </QueryState>
    </ScreenPage>
  );
}
