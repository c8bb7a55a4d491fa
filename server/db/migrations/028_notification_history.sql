-- Issue 31: the notifications history walks a member's notifications, read or not, newest
-- first in keyset order; the mailbox badge counts the member's unread received mail.
CREATE INDEX notifications_history_idx ON notifications (member_id, created_at DESC, id DESC);
CREATE INDEX mail_messages_unread_idx ON mail_messages (recipient_id) WHERE read_at IS NULL;
