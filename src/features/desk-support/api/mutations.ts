import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createCannedAnswer,
  deleteCannedAnswer,
  updateCannedAnswer,
  type CannedAnswerDraft,
} from '@/api/desk-canned-answers';
import { deskSupportKeys } from './queries';

/** The list (on this screen and in every reply's picker) is stale after any write. */
function useInvalidateCanned() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: deskSupportKeys.cannedAnswers() });
}

/** Writes a new answer (no id) or rewrites one. */
export function useSaveCannedAnswer() {
  const invalidate = useInvalidateCanned();
  return useMutation({
    mutationFn: (input: { id: number | null; draft: CannedAnswerDraft }) =>
      input.id === null
        ? createCannedAnswer(input.draft)
        : updateCannedAnswer(input.id, input.draft),
    onSuccess: invalidate,
  });
}

export function useDeleteCannedAnswer() {
  const invalidate = useInvalidateCanned();
  return useMutation({ mutationFn: deleteCannedAnswer, onSuccess: invalidate });
}
