import type { Queryable } from '../db/connection';
import { getCompany } from '../company';
import type { MessageSender } from '../sender';
import { translateMessage } from '../shared/translate-messages';

/**
 * A security notice by e-mail: a change to how the member signs in or is paid. It always
 * goes (no switch turns it off), names the company, tells the member what to do if the
 * change was not theirs, and is written in the member's account language (decision 044).
 */
export async function sendSecurityNotice(
  db: Queryable,
  sender: MessageSender,
  to: { email: string; language: string },
  notice: { what: string; detail: string; advice?: string },
): Promise<void> {
  const name = (await getCompany(db))?.name ?? 'Your back office';
  const language = to.language === 'es' ? 'es' : 'en';
  await sender.send({
    channel: 'email',
    to: to.email,
    purpose: 'notice',
    subject: translateMessage(`${name}: a change to your ${notice.what}`, language),
    body: translateMessage(
      `${notice.detail} ` + (notice.advice ?? 'If you did not do this, contact support at once.'),
      language,
    ),
    code: null,
  });
}
