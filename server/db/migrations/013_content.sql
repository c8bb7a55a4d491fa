-- Stories, events and learnings as real screens (issue 14).

-- Lists read one kind in one language, newest first, from an index range.
CREATE INDEX content_items_list_idx
  ON content_items (kind, language, updated_at DESC, id DESC) WHERE published;

-- A learning belongs to a course and comes as an article, a video or a PDF. Its `slug` is
-- the same in every language, so progress made in English still shows in Spanish.
ALTER TABLE content_items ADD COLUMN slug text;
ALTER TABLE content_items ADD COLUMN course_key text;
ALTER TABLE content_items ADD COLUMN format text
  CHECK (format IS NULL OR format IN ('article', 'video', 'pdf'));
CREATE UNIQUE INDEX content_items_slug_idx ON content_items (slug, language) WHERE slug IS NOT NULL;

CREATE TABLE learning_courses (
  key         text NOT NULL,
  language    text NOT NULL,
  title       text NOT NULL,
  description text,
  sort_order  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, language)
);

-- What a member opened and completed, by the learning's slug; one row per member and item.
CREATE TABLE learning_progress (
  member_id    bigint NOT NULL REFERENCES members (id),
  item_slug    text NOT NULL,
  opened_at    timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  PRIMARY KEY (member_id, item_slug)
);

-- An online event has no place to show on a map.
ALTER TABLE events ADD COLUMN online boolean NOT NULL DEFAULT false;
-- Past events are read newest first.
CREATE INDEX events_end_idx ON events ((coalesce(end_date, start_date)) DESC, id DESC);
