-- The CRM (issue 14 point 5): a member's own leads, their pipeline and the activities with
-- each, and the personal invitation link that enrols a lead when they sign up through it.

CREATE TABLE crm_leads (
  id                 bigserial PRIMARY KEY,
  member_id          bigint NOT NULL REFERENCES members (id),
  name               text NOT NULL,
  email              text,
  phone              text,
  country_id         integer REFERENCES countries (id),
  source             text NOT NULL
                     CHECK (source IN ('referral', 'social', 'event', 'website', 'cold', 'other')),
  interest           text NOT NULL DEFAULT 'both' CHECK (interest IN ('products', 'business', 'both')),
  notes              text,
  status             text NOT NULL DEFAULT 'new'
                     CHECK (status IN ('new', 'contacted', 'interested', 'enrolled', 'lost')),
  -- The furthest stage ever reached (0 new … 3 enrolled), so a lost lead still counts in
  -- the funnel for the stages it passed.
  max_stage          smallint NOT NULL DEFAULT 0,
  next_follow_up     date,
  -- The secret of the lead's invitation link; the signup that carries it enrols the lead.
  invite_token       text NOT NULL UNIQUE,
  pending_signup_id  bigint REFERENCES pending_signups (id),
  enrolled_member_id bigint REFERENCES members (id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  -- The first contact and the enrolment: the analytics' days from one to the other.
  contacted_at       timestamptz,
  enrolled_at        timestamptz,
  deleted_at         timestamptz
);
CREATE INDEX crm_leads_member_idx ON crm_leads (member_id, updated_at DESC, id DESC)
  WHERE deleted_at IS NULL;
CREATE INDEX crm_leads_follow_up_idx ON crm_leads (member_id, next_follow_up)
  WHERE deleted_at IS NULL AND next_follow_up IS NOT NULL;
CREATE INDEX crm_leads_signup_idx ON crm_leads (pending_signup_id) WHERE pending_signup_id IS NOT NULL;

-- What happened with a lead: a call, a message, a meeting, a note, or a move in the pipeline.
CREATE TABLE crm_activities (
  id          bigserial PRIMARY KEY,
  lead_id     bigint NOT NULL REFERENCES crm_leads (id),
  member_id   bigint NOT NULL REFERENCES members (id),
  kind        text NOT NULL CHECK (kind IN ('call', 'message', 'meeting', 'note', 'status')),
  body        text,
  from_status text,
  to_status   text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX crm_activities_lead_idx ON crm_activities (lead_id, created_at DESC, id DESC);
CREATE INDEX crm_activities_member_idx ON crm_activities (member_id, created_at DESC, id DESC);
