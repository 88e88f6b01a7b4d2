/**
 * Migration 2: passages, 500 caption lines (about half an hour) of a video read as one text.
 * A video matches where one of its passages does: the engine ranks, filters and counts a few
 * passages per video rather than every matching line (a common word is said on a tenth of
 * them), and words said on different lines find the video too. Lines are joined with a stop
 * word so a phrase never runs from one line into the next. A video's lines are then read by
 * their key, so the lines' own word index goes. Passages of the lines already held are built.
 */
export default `
CREATE TABLE transcript_passages (
  asset text NOT NULL REFERENCES transcript_assets (id) ON DELETE CASCADE,
  -- Lines whose seq - 1 divided by 500 is part.
  part integer NOT NULL,
  words tsvector NOT NULL,
  PRIMARY KEY (asset, part)
);

CREATE INDEX transcript_passages_words ON transcript_passages USING gin (words);

DROP INDEX transcript_cues_words;

INSERT INTO transcript_passages (asset, part, words)
SELECT asset, (seq - 1) / 500, to_tsvector('english', string_agg(text, ' the ' ORDER BY seq))
FROM transcript_cues
GROUP BY asset, (seq - 1) / 500;
`;
