-- Issue 31: the company's own texts in each portal language (decision 045). The base columns
-- keep the text in the company's default language (an event: in its own `language`);
-- `translations` holds the others as {"es": {"name": "…", "description": "…"}}, keyed by the
-- base column's name. Readers take each field in the member's language and fall back to the
-- base column per field, so a half-translated row still reads whole.
ALTER TABLE kyc_categories ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'
  CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE events ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'
  CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE packages ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'
  CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE products ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'
  CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE countries ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'
  CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE currencies ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'
  CHECK (jsonb_typeof(translations) = 'object');
