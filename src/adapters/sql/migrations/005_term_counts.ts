/**
 * Migration 5: how often each video says each word (its lexemes, as its passages hold them),
 * to rank videos by. Ranking by the passages themselves reads every matching passage (a
 * common word is in all of them: 20,000 passages, 130 MB, at 10,000,000 lines); a video's
 * count of a word is one small row found by its key. The counts of the passages already
 * held are built.
 */
export default `
CREATE TABLE transcript_terms (
  lexeme text NOT NULL,
  asset text NOT NULL REFERENCES transcript_assets (id) ON DELETE CASCADE,
  -- Places the lexeme is said in the video's passages (a passage keeps at most 256 of each).
  hits integer NOT NULL,
  PRIMARY KEY (lexeme, asset)
);

CREATE INDEX transcript_terms_asset ON transcript_terms (asset);

INSERT INTO transcript_terms (lexeme, asset, hits)
SELECT word.lexeme, p.asset, sum(coalesce(array_length(word.positions, 1), 1))
FROM transcript_passages p, unnest(p.words) AS word
GROUP BY word.lexeme, p.asset;
`;
