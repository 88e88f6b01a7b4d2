/**
 * Migration 9: the key of transcript_terms carries the count, so a search reads the counts of
 * its words from the key alone (an index-only scan) rather than one table row each. The rows
 * of a word are spread over the whole table (written a video at a time): in a table of the
 * size 10,000,000 lines give, two common words' 20,000 counts lay on 7,755 of its pages, about
 * 60 ms to read through them against 15 ms from the key. The key grows by the count only (46
 * to 47 MB there), and there is no second index to write.
 */
export default `
ALTER TABLE transcript_terms
  DROP CONSTRAINT transcript_terms_pkey,
  ADD PRIMARY KEY (lexeme, asset) INCLUDE (hits);
`;
