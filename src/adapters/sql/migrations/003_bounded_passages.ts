/**
 * Migration 3: passages bounded in bytes as well as lines, and caption files that failed.
 * Each line records its passage (`part`): a passage ends after 500 lines or before its text
 * would pass PASSAGE_BYTES, so no file can build a passage past PostgreSQL's 1 MB tsvector
 * limit. Lines already held keep the parts migration 2 gave them. A caption file version
 * the index refused is remembered, so the indexer does not read and fail it every pass.
 */
export default `
ALTER TABLE transcript_cues ADD COLUMN part integer;
UPDATE transcript_cues SET part = (seq - 1) / 500;
ALTER TABLE transcript_cues ALTER COLUMN part SET NOT NULL;

CREATE TABLE transcript_failures (
  asset text PRIMARY KEY,
  -- The asset's caption version (as transcript_assets holds it) that failed.
  caption_version text NOT NULL,
  reason text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
`;
