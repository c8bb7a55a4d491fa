import type { Queryable } from '../db/connection';
import { getCompany } from '../company';
import type { MessageSender } from '../sender';

/**
 * A security notice by e-mail: a change to how the member signs in or is paid. It always
 * goes (no switch turns it off), names the company, and tells the member what to do if the
 * change was not theirs.
 */
export async function sendSecurityNotice(
  db: Queryable,
  sender: MessageSender,
  to: string,
  notice: { what: string; detail: string; advice?: string },
): Promise<void> {
  const name = (await getCompany(db))?.name ?? 'Your back office';
  await sender.send({
    channel: 'email',
    to,
    purpose: 'notice',
    subject: `${name}: a change to your ${notice.what}`,
    body:
      `${notice.detail} ` + (notice.advice ?? 'If you did not do this, contact support at once.'),
    code: null,
  });
}
