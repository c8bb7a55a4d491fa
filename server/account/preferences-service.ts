import {
  notificationEvents,
  type NotificationEvent,
  type dateFormats,
} from '../../contract/account';
import type { Db, Queryable } from '../db/connection';
import type { Member } from '../shared/types';
import { getSetting } from '../company';
import {
  currencyExists,
  languageExists,
  listFaqs,
  listNotificationPreferences,
  saveNotificationPreference,
  type Faq,
} from './account-repo';
import { findMemberById, updatePreferences } from '../members';
import { AppError, notFound } from '../shared/app-error';
import type { MessageSender } from '../sender';
import { translateMessage } from '../shared/translate-messages';

/** What the member may change of the preferences: each left out stays as it is. */
export type PreferencesInput = {
  language?: string | undefined;
  currency?: string | undefined;
  dateFormat?: (typeof dateFormats)[number] | undefined;
};

/** Language, currency and date format: checked against what the company offers, then saved. */
export async function savePreferences(
  db: Db,
  memberId: number,
  body: PreferencesInput,
): Promise<Member> {
  const errors: Record<string, string[]> = {};
  if (body.language && !(await languageExists(db, body.language)))
    errors.language = ['Choose one of the languages offered.'];
  if (body.currency && !(await currencyExists(db, body.currency.toUpperCase())))
    errors.currency = ['Choose one of the currencies offered.'];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(422, 'validation_error', first, errors);
  await updatePreferences(db, memberId, {
    ...(body.language ? { language: body.language } : {}),
    ...(body.currency ? { currency: body.currency.toUpperCase() } : {}),
    ...(body.dateFormat ? { dateFormat: body.dateFormat } : {}),
  });
  const member = await findMemberById(db, memberId);
  if (!member) throw notFound('Member not found.');
  return member;
}

export type NotificationSetting = { event: NotificationEvent; email: boolean; inApp: boolean };

/** Every event, on unless the member switched it off. */
export async function getNotificationSettings(
  db: Queryable,
  memberId: number,
): Promise<NotificationSetting[]> {
  const stored = new Map(
    (await listNotificationPreferences(db, memberId)).map((p) => [p.event, p]),
  );
  return notificationEvents.map((event) => ({
    event,
    email: stored.get(event)?.email ?? true,
    inApp: stored.get(event)?.inApp ?? true,
  }));
}

export async function saveNotificationSettings(
  db: Db,
  memberId: number,
  items: NotificationSetting[],
): Promise<NotificationSetting[]> {
  await db.transaction(async (tx) => {
    for (const item of items) await saveNotificationPreference(tx, memberId, item);
  });
  return getNotificationSettings(db, memberId);
}

/**
 * The one way event mail leaves the server: it honours the member's e-mail switch for the
 * event, so a switched-off event writes nothing to the outbox, and it goes in the member's
 * account language (decision 044: written in English, translated here). Answers whether it
 * sent.
 */
export async function notifyMember(
  db: Queryable,
  sender: MessageSender,
  memberId: number,
  event: NotificationEvent,
  message: { subject: string; body: string },
): Promise<boolean> {
  const settings = await getNotificationSettings(db, memberId);
  if (!settings.find((s) => s.event === event)?.email) return false;
  const member = await findMemberById(db, memberId);
  if (!member) return false;
  const language = member.language === 'es' ? 'es' : 'en';
  await sender.send({
    channel: 'email',
    to: member.email,
    purpose: 'notice',
    code: null,
    subject: translateMessage(message.subject, language),
    body: translateMessage(message.body, language),
  });
  return true;
}

/**
 * FAQs in the language the call is answered in, optionally searched; in the company's
 * default language instead when the company wrote none in it (decision 045). A search that
 * finds nothing in a language the company writes in stays empty: its answer is "no match",
 * not FAQs in another language.
 */
export async function searchFaqs(
  db: Queryable,
  language: string,
  search: string | undefined,
): Promise<Faq[]> {
  const term = search?.trim() ? search.trim() : null;
  const found = await listFaqs(db, language, term);
  if (found.length > 0) return found;
  const fallback = (await getSetting<string>(db, 'default_language')) ?? 'en';
  if (fallback === language || (term !== null && (await listFaqs(db, language, null)).length > 0))
    return found;
  return listFaqs(db, fallback, term);
}
