-- Team broadcasts (issue 33 point 4, decision 053): one message from a leader to a segment
-- of her placement downline, delivered as an ordinary mail thread to each recipient.

-- A broadcast as sent: the segment it was chosen with and how many it reached. The sender's
-- rows of the day are the daily limit's count (one index range).
CREATE TABLE mail_broadcasts (
  id              bigserial PRIMARY KEY,
  sender_id       bigint NOT NULL REFERENCES members (id),
  subject         text NOT NULL,
  body            text NOT NULL,
  segment         jsonb NOT NULL,
  recipient_count integer NOT NULL,
  muted_count     integer NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_broadcasts_sender_idx ON mail_broadcasts (sender_id, created_at DESC, id DESC);

-- Each recipient's copy is a mail message of its own thread; this ties it to its broadcast.
ALTER TABLE mail_messages ADD COLUMN broadcast_id bigint REFERENCES mail_broadcasts (id);
CREATE INDEX mail_messages_broadcast_idx ON mail_messages (broadcast_id) WHERE broadcast_id IS NOT NULL;

-- Members who muted broadcasts from their upline: a row while muted. Kept apart from
-- `members`, so switching it changes no genealogy row (decision 049's versions).
CREATE TABLE mail_broadcast_mutes (
  member_id  bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
