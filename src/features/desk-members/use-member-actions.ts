import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adjustMemberWallet,
  deskMemberKeys,
  openMemberView,
  resendMemberVerification,
  setMemberBlocked,
  type WalletAdjustment,
} from '@/api/desk-members';
import { actionKeys, isApiError } from '@/api/http';
import { toast } from '@/components/toasts/toast';
import { openMemberViewTab } from '@/session/member-view';

/** Where a view tab lands: the member's dashboard. */
const viewLanding = '/member/home/dashboard';

/** The desk's actions on one member; each refreshes the member's detail and the search. */
export function useMemberActions(memberId: number) {
  const { t } = useTranslation('desk-members');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: deskMemberKeys.all });
  // One key per adjustment the operator makes; a retry of a lost answer reuses it.
  const adjustKeys = useMemo(() => actionKeys(), []);
  const [dialog, setDialog] = useState<'block' | 'adjust' | null>(null);

  const view = useMutation({
    mutationFn: () => openMemberView(memberId),
    onSuccess: (v) => {
      if (openMemberViewTab(v, viewLanding)) toast.success(t('actions.viewOpened'));
      else toast.error(t('actions.popupBlocked'));
      void refresh();
    },
    onError: (e) => toast.error(e.message),
  });

  const block = useMutation({
    mutationFn: (input: { blocked: boolean; reason: string }) =>
      setMemberBlocked(memberId, input.blocked, input.reason),
    onSuccess: (answer) => {
      toast.success(t(answer.status === 'blocked' ? 'actions.blocked' : 'actions.unblocked'));
      setDialog(null);
      void refresh();
    },
  });

  const resend = useMutation({
    mutationFn: () => resendMemberVerification(memberId),
    onSuccess: (sent) => {
      toast.success(t('actions.resent', { to: sent.sentTo }));
      void refresh();
    },
    onError: (e) =>
      toast.error(isApiError(e) && e.status === 409 ? t('actions.noVerification') : e.message),
  });

  const adjust = useMutation({
    mutationFn: (input: WalletAdjustment) =>
      adjustKeys(input, (key) => adjustMemberWallet(memberId, input, key)),
    onSuccess: (done) => {
      toast.success(
        Number(done.repaid) > 0
          ? t('actions.adjustedRepaid', { repaid: done.repaid, balance: done.balance })
          : t('actions.adjusted', { balance: done.balance }),
      );
      setDialog(null);
      void refresh();
    },
  });

  const close = () => {
    block.reset();
    adjust.reset();
    setDialog(null);
  };

  return { view, block, resend, adjust, dialog, setDialog, close };
}
