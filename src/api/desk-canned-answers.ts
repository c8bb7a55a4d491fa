import { del, post, put } from './http';
import { toCannedAnswer, type CannedAnswer } from './desk-support';
import { cannedAnswerDeletedWire, cannedAnswerResponseWire } from '@contract/desk-support';

// The support desk's canned answers (issue 30): written, rewritten and removed by operators
// holding `support`; the list is read with the desk's other calls (getCannedAnswers).

export type CannedAnswerDraft = { title: string; body: string; language: string };

export async function createCannedAnswer(draft: CannedAnswerDraft): Promise<CannedAnswer> {
  const w = await post('/api/admin/support/canned_answers', draft, {
    schema: cannedAnswerResponseWire,
  });
  return toCannedAnswer(w.canned_answer);
}

export async function updateCannedAnswer(
  id: number,
  draft: CannedAnswerDraft,
): Promise<CannedAnswer> {
  const w = await put(`/api/admin/support/canned_answers/${id}`, draft, {
    schema: cannedAnswerResponseWire,
  });
  return toCannedAnswer(w.canned_answer);
}

export async function deleteCannedAnswer(id: number): Promise<void> {
  await del(`/api/admin/support/canned_answers/${id}`, undefined, {
    schema: cannedAnswerDeletedWire,
  });
}
