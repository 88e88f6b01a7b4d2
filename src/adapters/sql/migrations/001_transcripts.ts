/**
 * Migration 1: the spoken words of each public video, one row per asset and one per caption
 * line inside its clip. Plain SQL in a string: it loads the same under jest, tsx and the
 * server bundle. Applied once, never edited: a change is a new numbered file.
 */
export default `
CREATE TABLE transcript_assets (
  id text PRIMARY KEY,
  title text NOT NULL,
  series_title text NOT NULL,
  type text NOT NULL,
  collection integer NOT NULL,
  thumbnail text NOT NULL,
  caption_version text NOT NULL,
  indexed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE transcript_cues (
  asset text NOT NULL REFERENCES transcript_assets (id) ON DELETE CASCADE,
  -- Position in the caption file: keeps equal offsets in file order.
  seq integer NOT NULL,
  offset_seconds double precision NOT NULL,
  end_seconds double precision NOT NULL,
  text text NOT NULL,
  -- English stemming: "levees" and "levee" share the lexeme "leve".
  words tsvector GENERATED ALWAYS AS (to_tsvector('english', text)) STORED,
  PRIMARY KEY (asset, seq)
);

CREATE INDEX transcript_cues_words ON transcript_cues USING gin (words);

-- One row: when the last indexing pass finished (epoch ms).
CREATE TABLE transcript_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  last_pass bigint
);
`;
