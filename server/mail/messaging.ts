import { messageBodyLimit, subjectLimit } from '../../contract/messaging';

/** One side of a mail: the support desk (null member) or a member. */
export type Party =
  | { kind: 'support' }
  | {
      kind: 'member';
      id: number;
      username: string;
      firstName: string;
      lastName: string | null;
      avatar: string | null;
    };

const SNIPPET_LENGTH = 140;

/** The first non-blank line of a body, cut at a word near 140 characters. */
export function snippetOf(body: string): string {
  const line =
    body
      .split(/\r?\n/)
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  if (line.length <= SNIPPET_LENGTH) return line;
  const cut = line.slice(0, SNIPPET_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > SNIPPET_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A subject or a body as stored: line ends normalised and control characters (other than
 * newline and tab) dropped. Nothing else is touched: HTML stays text, for the client to show
 * as text.
 */
export function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** The field errors of a subject (when asked) and a body; empty when both are fine. */
export function checkText(fields: {
  subject?: { name: string; value: string | undefined };
  body: { name: string; value: string | undefined };
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (fields.subject) {
    const subject = cleanText(fields.subject.value ?? '').trim();
    if (subject === '') errors[fields.subject.name] = ['Write a subject.'];
    else if (subject.includes('\n'))
      errors[fields.subject.name] = ['The subject must fit on one line.'];
    else if (subject.length > subjectLimit)
      errors[fields.subject.name] = [`Keep the subject to ${subjectLimit} characters.`];
  }
  const body = cleanText(fields.body.value ?? '').trim();
  if (body === '') errors[fields.body.name] = ['Write a message.'];
  else if (body.length > messageBodyLimit)
    errors[fields.body.name] = [`Keep the message to ${messageBodyLimit} characters.`];
  return errors;
}

/** TCK-000042: what a member quotes to the desk. */
export const ticketNumber = (id: number) => `TCK-${String(id).padStart(6, '0')}`;
