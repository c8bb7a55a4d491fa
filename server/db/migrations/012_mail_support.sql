-- Mail between members and support tickets (issue 13).

-- A thread is between the member who started it (member_id) and a counterpart: another
-- member (their sponsor or someone in their downline) or, when null, the support desk.
ALTER TABLE mail_threads ADD COLUMN counterpart_id bigint REFERENCES members (id);
-- When each side last received mail in the thread: the inbox is a range of one index per
-- side, newest first, however many threads a member has (bench:api, decision 016).
ALTER TABLE mail_threads ADD COLUMN member_received_at timestamptz;
ALTER TABLE mail_threads ADD COLUMN counterpart_received_at timestamptz;
UPDATE mail_threads t SET
  member_received_at = (SELECT max(m.created_at) FROM mail_messages m
                         WHERE m.thread_id = t.id AND m.recipient_id = t.member_id),
  counterpart_received_at = (SELECT max(m.created_at) FROM mail_messages m
                              WHERE m.thread_id = t.id AND m.recipient_id = t.counterpart_id);
CREATE INDEX mail_threads_member_inbox_idx
  ON mail_threads (member_id, member_received_at DESC, id DESC) WHERE member_received_at IS NOT NULL;
CREATE INDEX mail_threads_counterpart_inbox_idx
  ON mail_threads (counterpart_id, counterpart_received_at DESC, id DESC)
  WHERE counterpart_received_at IS NOT NULL;
-- The sent list reads what a member wrote, newest first; a thread's messages by recipient.
CREATE INDEX mail_messages_sender_idx ON mail_messages (sender_id, created_at DESC, id DESC);
CREATE INDEX mail_messages_thread_recipient_idx ON mail_messages (thread_id, recipient_id, created_at DESC, id DESC);

CREATE TABLE support_tickets (
  id         bigserial PRIMARY KEY,
  member_id  bigint NOT NULL REFERENCES members (id),
  category   text NOT NULL,
  priority   text NOT NULL CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
  subject    text NOT NULL,
  status     text NOT NULL DEFAULT 'open'
             CHECK (status IN ('open', 'in_progress', 'waiting_for_member', 'resolved', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_tickets_member_idx ON support_tickets (member_id, updated_at DESC, id DESC);

-- A message on a ticket: the member's (author_id) or the desk's (author_id null, staff_name).
CREATE TABLE support_ticket_messages (
  id         bigserial PRIMARY KEY,
  ticket_id  bigint NOT NULL REFERENCES support_tickets (id),
  author_id  bigint REFERENCES members (id),
  staff_name text,
  body       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((author_id IS NULL) = (staff_name IS NOT NULL))
);
CREATE INDEX support_ticket_messages_ticket_idx ON support_ticket_messages (ticket_id, created_at, id);

-- The desk's first answer to a new ticket of a category ('*': any), in the member's language.
CREATE TABLE support_auto_replies (
  category   text NOT NULL,
  language   text NOT NULL,
  staff_name text NOT NULL,
  body       text NOT NULL,
  PRIMARY KEY (category, language)
);

-- Files sent with a mail or a ticket message; the same checks as KYC files, stored under
-- DATA_DIR by a name the server chose.
CREATE TABLE message_attachments (
  id                bigserial PRIMARY KEY,
  owner_id          bigint NOT NULL REFERENCES members (id),
  mail_message_id   bigint REFERENCES mail_messages (id),
  ticket_message_id bigint REFERENCES support_ticket_messages (id),
  file_name         text NOT NULL,
  stored_name       text NOT NULL,
  mime_type         text NOT NULL,
  size_bytes        integer NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  CHECK ((mail_message_id IS NULL) <> (ticket_message_id IS NULL))
);
CREATE INDEX message_attachments_mail_idx ON message_attachments (mail_message_id)
  WHERE mail_message_id IS NOT NULL;
CREATE INDEX message_attachments_ticket_idx ON message_attachments (ticket_message_id)
  WHERE ticket_message_id IS NOT NULL;

-- Unread notices by kind, newest first: the notifications screen and the badges.
CREATE INDEX notifications_unread_idx ON notifications (member_id, kind, created_at DESC, id DESC)
  WHERE read_at IS NULL;
