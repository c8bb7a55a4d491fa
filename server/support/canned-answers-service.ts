import type { Db, Queryable } from '../db/connection';
import { operatorAction } from '../audit';
import type { OperatorActor } from '../shared/types';
import { cleanText } from '../mail';
import { AppError, invalidInput, notFound } from '../shared/app-error';
import {
  countCannedAnswers,
  deleteCannedAnswer,
  findCannedAnswer,
  insertCannedAnswer,
  listCannedAnswers,
  updateCannedAnswer,
  type CannedAnswer,
  type CannedAnswerInput,
} from './canned-answers-repo';

/**
 * The desk's canned answers (issue 30): kept per language, inserted into a reply and adapted.
 * A short list by design (at most `cannedAnswersPerLanguage` a language), so the desk's
 * picker and its management screen load it whole, without paging.
 */
export type { CannedAnswer, CannedAnswerInput };

const cannedAnswersPerLanguage = 200;

export const cannedAnswers = (db: Queryable, language: string | undefined) =>
  listCannedAnswers(db, language ?? null);

function clean(input: CannedAnswerInput): CannedAnswerInput {
  const title = cleanText(input.title).replace(/\n/g, ' ').trim();
  const body = cleanText(input.body).trim();
  if (!title) throw invalidInput('title', 'Give the answer a title.');
  if (!body) throw invalidInput('body', 'Write the answer.');
  return { title, body, language: input.language };
}

/** Refuses a new answer in a language that holds its share already. */
async function checkRoom(tx: Queryable, language: string): Promise<void> {
  if ((await countCannedAnswers(tx, language)) >= cannedAnswersPerLanguage)
    throw new AppError(
      409,
      'conflict',
      `The desk keeps at most ${cannedAnswersPerLanguage} canned answers in a language: remove one first.`,
    );
}

const snapshot = (a: CannedAnswer) => ({ title: a.title, language: a.language, body: a.body });

export function createCannedAnswer(
  db: Db,
  actor: OperatorActor,
  input: CannedAnswerInput,
): Promise<CannedAnswer> {
  const a = clean(input);
  return operatorAction(db, actor, async (tx) => {
    await checkRoom(tx, a.language);
    const created = await insertCannedAnswer(tx, a);
    return {
      result: created,
      audit: {
        action: 'support.canned_answer.create',
        subjectType: 'support_canned_answer',
        subjectId: created.id,
        after: snapshot(created),
      },
    };
  });
}

export function editCannedAnswer(
  db: Db,
  actor: OperatorActor,
  id: number,
  input: CannedAnswerInput,
): Promise<CannedAnswer> {
  const a = clean(input);
  return operatorAction(db, actor, async (tx) => {
    const before = await findCannedAnswer(tx, id, true);
    if (!before) throw notFound('Canned answer not found.');
    if (before.language !== a.language) await checkRoom(tx, a.language);
    const after = await updateCannedAnswer(tx, id, a);
    return {
      result: after,
      audit: {
        action: 'support.canned_answer.update',
        subjectType: 'support_canned_answer',
        subjectId: id,
        before: snapshot(before),
        after: snapshot(after),
      },
    };
  });
}

export function removeCannedAnswer(db: Db, actor: OperatorActor, id: number): Promise<void> {
  return operatorAction(db, actor, async (tx) => {
    const before = await findCannedAnswer(tx, id, true);
    if (!before) throw notFound('Canned answer not found.');
    await deleteCannedAnswer(tx, id);
    return {
      result: undefined,
      audit: {
        action: 'support.canned_answer.delete',
        subjectType: 'support_canned_answer',
        subjectId: id,
        before: snapshot(before),
      },
    };
  });
}
