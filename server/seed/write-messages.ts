import type { Queryable } from '../db/connection';
import { bulkInsert } from './bulk';
import { contentItems, eventTimes, events } from './content';
import { courses } from './learnings';
import { kycStoredName } from './messages';
import type { CompanyPlan } from './plan';
import { DAY, HOUR } from './types';

/** KYC documents, mail, notifications, content and events. */
export async function writeCommunication(tx: Queryable, plan: CompanyPlan) {
  await bulkInsert(
    tx,
    'kyc_documents',
    {
      id: 'int8',
      member_id: 'int8',
      category_id: 'int4',
      status: 'text',
      created_at: 'ms',
      updated_at: 'ms',
    },
    plan.kyc.map((d) => [d.id, d.memberId, d.categoryId, d.status, d.createdAt, d.updatedAt]),
  );
  await bulkInsert(
    tx,
    'kyc_files',
    {
      document_id: 'int8',
      file_name: 'text',
      stored_name: 'text',
      mime_type: 'text',
      size_bytes: 'int4',
    },
    plan.kyc.flatMap((d) =>
      d.files.map((f, i) => [
        d.id,
        f.fileName,
        kycStoredName(d.id, i, f.fileName),
        f.mimeType,
        f.sizeBytes,
      ]),
    ),
  );
  await bulkInsert(
    tx,
    'mail_threads',
    {
      id: 'int8',
      member_id: 'int8',
      subject: 'text',
      created_at: 'ms',
      updated_at: 'ms',
    },
    plan.threads.map((t) => [
      t.id,
      t.memberId,
      t.subject,
      t.messages[0]!.at,
      t.messages.at(-1)!.at,
    ]),
  );
  await bulkInsert(
    tx,
    'mail_messages',
    {
      thread_id: 'int8',
      sender_id: 'int8',
      recipient_id: 'int8',
      body: 'text',
      created_at: 'ms',
      read_at: 'ms',
    },
    plan.threads.flatMap((t) =>
      t.messages.map((m) => [
        t.id,
        m.senderId,
        m.senderId === null ? t.memberId : null,
        m.body,
        m.at,
        m.readAt,
      ]),
    ),
  );
  await bulkInsert(
    tx,
    'notifications',
    {
      member_id: 'int8',
      kind: 'text',
      title: 'text',
      body: 'text',
      ref_id: 'int8',
      created_at: 'ms',
      read_at: 'ms',
    },
    plan.notifications.map(([memberId, kind, title, body, refId, at, readAt]) => [
      memberId,
      kind,
      title,
      body,
      refId,
      at,
      readAt,
    ]),
  );
  await bulkInsert(
    tx,
    'content_items',
    {
      kind: 'text',
      title: 'text',
      description: 'text',
      content: 'text',
      url: 'text',
      image_preview: 'text',
      language: 'text',
      slug: 'text',
      course_key: 'text',
      format: 'text',
      sort_order: 'int4',
      created_at: 'ms',
      updated_at: 'ms',
    },
    contentItems.map((c, i) => {
      const at = plan.anchor - c.daysAgo * DAY + 10 * HOUR;
      return [
        c.kind,
        c.title,
        c.description,
        c.content,
        c.url,
        c.imagePreview,
        c.language,
        c.slug,
        c.courseKey,
        c.format,
        i + 1,
        at,
        at,
      ];
    }),
    { published: ['bool', true] },
  );
  await bulkInsert(
    tx,
    'learning_courses',
    { key: 'text', language: 'text', title: 'text', description: 'text', sort_order: 'int4' },
    courses.flatMap((c, i) =>
      (['en', 'es'] as const).map((lng) => [c.key, lng, c[lng].title, c[lng].description, i + 1]),
    ),
  );
  await bulkInsert(
    tx,
    'events',
    {
      title: 'text',
      venue: 'text',
      about: 'text',
      tag: 'text',
      image_preview: 'text',
      online: 'bool',
      start_date: 'ms',
      end_date: 'ms',
      updated_at: 'ms',
      translations: 'jsonb',
    },
    events.map((e) => {
      const t = eventTimes(e, plan.anchor);
      const image = `/media/covers/event-${e.tag}.webp`;
      return [
        e.title,
        e.venue,
        e.about,
        e.tag,
        image,
        e.venue === 'Online',
        t.start,
        t.end,
        t.updated,
        JSON.stringify({ es: e.es }),
      ];
    }),
  );
}
