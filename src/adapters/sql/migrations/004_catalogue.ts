/**
 * Migration 4: the catalogue of each public video, read from its detail by the indexing pass,
 * for exploring by place, time, subject and person. A record's parishes (from its metadata)
 * and the parishes named on camera (with the moment) are kept apart; subjects, genres and
 * people are rows of one table, found by their slug.
 */
export default `
CREATE TABLE catalogue_records (
  id text PRIMARY KEY,
  title text NOT NULL,
  series_title text NOT NULL,
  type text NOT NULL,
  collection integer NOT NULL,
  abstract text NOT NULL,
  coverages text[] NOT NULL,
  date_issued text NOT NULL,
  duration text NOT NULL,
  thumbnail text NOT NULL,
  -- Null when unknown (or, for year, when only the decade is known): never guessed.
  year integer,
  decade integer,
  -- Where the time was read: 'dateIssued', 'coverage', or null when unknown.
  time_from text,
  statewide boolean NOT NULL,
  -- A digest of the record as the pass read it: the same digest next pass writes nothing.
  digest text NOT NULL,
  indexed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX catalogue_records_decade ON catalogue_records (decade);

-- Each place a record's metadata names, resolved to a parish, in the record's order.
CREATE TABLE catalogue_places (
  record text NOT NULL REFERENCES catalogue_records (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  fips text NOT NULL,
  -- 'coverage', 'subject', 'title' or 'abstract'.
  field text NOT NULL,
  text text NOT NULL,
  PRIMARY KEY (record, seq)
);

-- A record's distinct parishes: what the map and the parish pages count.
CREATE TABLE catalogue_parishes (
  record text NOT NULL REFERENCES catalogue_records (id) ON DELETE CASCADE,
  fips text NOT NULL,
  -- The best field it was read from: 0 coverage, 1 subject, 2 title, 3 abstract.
  field_rank integer NOT NULL,
  PRIMARY KEY (record, fips)
);

CREATE INDEX catalogue_parishes_fips ON catalogue_parishes (fips, record);

-- A parish, or one of its towns, named on camera.
CREATE TABLE catalogue_mentions (
  record text NOT NULL REFERENCES catalogue_records (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  fips text NOT NULL,
  offset_seconds double precision NOT NULL,
  -- The place as said ('Houma'), and the caption line it was said in.
  name text NOT NULL,
  line text NOT NULL,
  PRIMARY KEY (record, seq)
);

CREATE INDEX catalogue_mentions_fips ON catalogue_mentions (fips, record, offset_seconds);

-- Subjects, genres and people (contributors, each with a role) of a record.
CREATE TABLE catalogue_entities (
  record text NOT NULL REFERENCES catalogue_records (id) ON DELETE CASCADE,
  -- 'subject', 'genre' or 'person'.
  kind text NOT NULL,
  seq integer NOT NULL,
  slug text NOT NULL,
  name text NOT NULL,
  -- A person's role; '' for subjects and genres.
  role text NOT NULL,
  PRIMARY KEY (record, kind, seq)
);

CREATE INDEX catalogue_entities_slug ON catalogue_entities (kind, slug, record);
`;
