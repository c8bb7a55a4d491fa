-- Issue 31, decision 046: Web Push for the installed app.
-- The application server's VAPID key pair: made on the first start, one row, never in the
-- repository. Several API processes starting at once insert the same row; one wins.
CREATE TABLE push_vapid_keys (
  id          smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  public_key  text NOT NULL,
  private_key text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- A member's subscribed browsers. An endpoint is one browser profile's: saving it again (after
-- another member signed in there) moves it to that member.
CREATE TABLE push_subscriptions (
  id         bigserial PRIMARY KEY,
  member_id  bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  endpoint   text NOT NULL UNIQUE,
  p256dh     text NOT NULL,
  auth       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_member_idx ON push_subscriptions (member_id, created_at DESC);

-- Pushes waiting for delivery, written in the transaction of the event they announce and sent
-- by a background job: the request that caused one never waits for a push service.
CREATE TABLE push_outbox (
  id              bigserial PRIMARY KEY,
  subscription_id bigint NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  payload         text NOT NULL,
  attempts        int NOT NULL DEFAULT 0,
  due_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_outbox_due_idx ON push_outbox (due_at, id);
