-- Idempotency keys on money-moving calls (issue 29 point 3). One row per (scope, route, key):
-- the scope is the member of the token (or an anonymous scope), the route its method and
-- pattern. A row is 'running' while its first request runs and 'done' with the stored answer
-- after; rows older than 24 hours count as absent and are pruned opportunistically.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  route text NOT NULL,
  key varchar(255) NOT NULL,
  digest text NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'done')),
  status_code int,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, route, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
