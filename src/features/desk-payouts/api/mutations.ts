import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { approveDeskPayout, createPayoutBatch, rejectDeskPayout } from '@/api/desk-payouts';
import { actionKeys } from '@/api/http';
import { deskPayoutKeys } from './queries';

/** Every payouts view of the desk is stale after any of these: refresh them by prefix. */
function useInvalidatePayouts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: deskPayoutKeys.all });
}

export function useApprovePayout() {
  const invalidate = useInvalidatePayouts();
  return useMutation({ mutationFn: approveDeskPayout, onSuccess: invalidate });
}

export function useRejectPayout() {
  const invalidate = useInvalidatePayouts();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) => rejectDeskPayout(input.id, input.reason),
    onSuccess: invalidate,
  });
}

/** Paying a batch moves money: the same action retried sends the same Idempotency-Key. */
export function useCreateBatch() {
  const invalidate = useInvalidatePayouts();
  const [keyed] = useState(actionKeys);
  return useMutation({
    mutationFn: (input: { payoutIds: number[]; reference: string }) =>
      keyed(input, (key) => createPayoutBatch(input, key)),
    onSuccess: invalidate,
  });
}
