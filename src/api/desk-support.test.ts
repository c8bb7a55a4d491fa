import { describe, expect, it } from 'vitest';
import { toCannedAnswer, toDeskTicket, toDeskTicketDetail } from './desk-support';

const person = { id: 7, username: 'ana', first_name: 'Ana', last_name: null };
const summary = {
  id: 42,
  number: 'TCK-000042',
  subject: 'Missing bonus',
  category: 'commissions' as const,
  priority: 'high' as const,
  status: 'open' as const,
  member: person,
  assignee: null,
  created_at: '2026-11-20T10:00:00.000Z',
  last_activity_at: '2026-11-21T10:00:00.000Z',
  member_wrote_last: true,
  message_count: 2,
};

describe('support desk wire mapping', () => {
  it('maps a queue row to camelCase, keeping who wrote last and who looks after it', () => {
    expect(toDeskTicket({ ...summary, assignee: { ...person, id: 1, username: 'admin' } })).toEqual(
      {
        id: 42,
        number: 'TCK-000042',
        subject: 'Missing bonus',
        category: 'commissions',
        priority: 'high',
        status: 'open',
        member: { id: 7, username: 'ana', firstName: 'Ana', lastName: null },
        assignee: { id: 1, username: 'admin', firstName: 'Ana', lastName: null },
        createdAt: '2026-11-20T10:00:00.000Z',
        lastActivityAt: '2026-11-21T10:00:00.000Z',
        memberWroteLast: true,
        messageCount: 2,
      },
    );
  });

  it('maps a ticket with its thread, files and allowed steps', () => {
    const detail = toDeskTicketDetail({
      ...summary,
      member: { ...person, email: 'ana@example.com', language: 'es' },
      messages: [
        {
          id: 1,
          body: 'Hola',
          created_at: '2026-11-20T10:00:00.000Z',
          from_staff: false,
          staff_name: null,
          staff_id: null,
          attachments: [{ id: 3, file_name: 'a.pdf', mime_type: 'application/pdf', size: 10 }],
        },
        {
          id: 2,
          body: 'Hello',
          created_at: '2026-11-21T10:00:00.000Z',
          from_staff: true,
          staff_name: 'Alex Operator',
          staff_id: 1,
          attachments: [],
        },
      ],
      can_reply: true,
      can_assign: true,
      can_resolve: false,
      can_close: true,
    });
    expect(detail.member).toEqual({
      id: 7,
      username: 'ana',
      firstName: 'Ana',
      lastName: null,
      email: 'ana@example.com',
      language: 'es',
    });
    expect(detail.messages[0]!.files).toEqual([
      { id: 3, fileName: 'a.pdf', mimeType: 'application/pdf', size: 10 },
    ]);
    expect(detail.messages[1]).toMatchObject({
      fromStaff: true,
      staffName: 'Alex Operator',
      staffId: 1,
    });
    expect([detail.canReply, detail.canAssign, detail.canResolve, detail.canClose]).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it('maps a canned answer', () => {
    expect(
      toCannedAnswer({
        id: 1,
        title: 'Hi',
        body: 'Body',
        language: 'en',
        updated_at: '2026-11-20T10:00:00.000Z',
      }),
    ).toEqual({
      id: 1,
      title: 'Hi',
      body: 'Body',
      language: 'en',
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
  });
});
