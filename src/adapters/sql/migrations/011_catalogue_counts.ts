/**
 * Migration 11: the hub's counts kept as the rows change, so reading them is a few keyed
 * rows, not six aggregates over the whole catalogue (at 50,000 videos, 229 ms on PostgreSQL
 * each time they were read again, and as long on the one PGlite thread every visitor shares).
 *
 * Statement triggers with transition tables add and take away what each statement changed:
 * videos per decade ('' when unknown), statewide, per catalogue parish, per parish named on camera, per
 * subject and per person. A video counts once per key however many rows it has there, and a
 * subject's or person's name is the least of its rows' names, as the hub showed before.
 * Writers take one transaction lock before touching a count: two writers can never wait on
 * each other's counts (deadlock), and writes were already one at a time on PGlite. A count
 * that reaches 0 is removed. Truncating a table clears its counts. Backfilled from the rows held.
 */
/**
 * A table's statement triggers: what it inserts and deletes counted by `{table}_counted()`,
 * and truncating it clearing the counts of `kinds` (SQL string literals).
 */
const countedBy = (table: string, kinds: string) => `
CREATE TRIGGER ${table}_added AFTER INSERT ON ${table}
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ${table}_counted();
CREATE TRIGGER ${table}_removed AFTER DELETE ON ${table}
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ${table}_counted();
CREATE TRIGGER ${table}_cleared AFTER TRUNCATE ON ${table}
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_cleared(${kinds});`;

export default `
CREATE TABLE catalogue_counts (
  -- 'decade', 'statewide', 'parish', 'spoken', 'subject' or 'person'.
  kind text NOT NULL,
  -- The decade ('1960', '' when unknown), '' (statewide), the parish's FIPS code, or the slug.
  key text NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  -- A subject's or person's name; null for the others.
  name text,
  PRIMARY KEY (kind, key)
);

-- A record is statewide when it names Louisiana as a whole and no parish: what the hub counts
-- apart from the map (until now read with the parishes each time).
UPDATE catalogue_records r SET statewide = false
WHERE r.statewide AND EXISTS (SELECT 1 FROM catalogue_parishes p WHERE p.record = r.id);

-- Adds each (kind, key, delta, name) of a statement's changes, one row per key, in key order;
-- a statement that changed nothing (null) takes no lock.
CREATE FUNCTION catalogue_counts_add(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changes IS NULL THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('catalogue_counts', 0));
  INSERT INTO catalogue_counts AS c (kind, key, count, name)
  SELECT d.kind, d.key, sum(d.delta), min(d.name)
  FROM jsonb_to_recordset(changes) AS d (kind text, key text, delta integer, name text)
  GROUP BY d.kind, d.key
  ORDER BY d.kind, d.key
  ON CONFLICT (kind, key) DO UPDATE
    SET count = c.count + excluded.count, name = least(c.name, excluded.name);
END $$;

-- Takes away each (kind, key, delta) of a statement's changes; a name no row holds any more
-- is read again from the rows left.
CREATE FUNCTION catalogue_counts_take(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changes IS NULL THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('catalogue_counts', 0));
  WITH d AS (
    SELECT d.kind, d.key, sum(d.delta)::int AS delta
    FROM jsonb_to_recordset(changes) AS d (kind text, key text, delta integer)
    GROUP BY d.kind, d.key
  ), gone AS (
    DELETE FROM catalogue_counts c USING d
    WHERE c.kind = d.kind AND c.key = d.key AND c.count <= d.delta
  )
  UPDATE catalogue_counts c SET count = c.count - d.delta
  FROM d WHERE c.kind = d.kind AND c.key = d.key AND d.delta <> 0 AND c.count > d.delta;
  UPDATE catalogue_counts c
  SET name = (SELECT min(e.name) FROM catalogue_entities e
    WHERE e.kind = c.kind AND e.slug = c.key)
  FROM (SELECT DISTINCT d.kind, d.key FROM jsonb_to_recordset(changes) AS d (kind text, key text)
    WHERE d.kind IN ('subject', 'person')) d
  WHERE c.kind = d.kind AND c.key = d.key
    AND NOT EXISTS (SELECT 1 FROM catalogue_entities e
      WHERE e.kind = c.kind AND e.slug = c.key AND e.name = c.name);
END $$;

-- A record's decade, and whether it is statewide.
CREATE FUNCTION catalogue_record_counts(r catalogue_records) RETURNS SETOF jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('kind', 'decade', 'key', coalesce(r.decade::text, ''), 'delta', 1)
  UNION ALL
  SELECT jsonb_build_object('kind', 'statewide', 'key', '', 'delta', 1) WHERE r.statewide
$$;

CREATE FUNCTION catalogue_records_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM catalogue_counts_take((SELECT jsonb_agg(c)
      FROM removed o, catalogue_record_counts(o) c));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM catalogue_counts_add((SELECT jsonb_agg(c)
      FROM added n, catalogue_record_counts(n) c));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION catalogue_parishes_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM catalogue_counts_take((SELECT jsonb_agg(jsonb_build_object(
      'kind', 'parish', 'key', o.fips, 'delta', 1)) FROM removed o));
  ELSE
    PERFORM catalogue_counts_add((SELECT jsonb_agg(jsonb_build_object(
      'kind', 'parish', 'key', n.fips, 'delta', 1)) FROM added n));
  END IF;
  RETURN NULL;
END $$;

-- A video counts for a parish named on camera when its first moment there is added, and no
-- longer when its last is taken away.
CREATE FUNCTION catalogue_mentions_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM catalogue_counts_take((SELECT jsonb_agg(jsonb_build_object(
      'kind', 'spoken', 'key', o.fips, 'delta', 1))
    FROM (SELECT DISTINCT record, fips FROM removed) o
    WHERE NOT EXISTS (SELECT 1 FROM catalogue_mentions m
      WHERE m.fips = o.fips AND m.record = o.record)));
  ELSE
    PERFORM catalogue_counts_add((SELECT jsonb_agg(jsonb_build_object(
      'kind', 'spoken', 'key', n.fips, 'delta', 1))
    FROM (SELECT DISTINCT record, fips FROM added) n
    WHERE NOT EXISTS (SELECT 1 FROM catalogue_mentions m
      WHERE m.fips = n.fips AND m.record = n.record
        AND NOT EXISTS (SELECT 1 FROM added a WHERE a.record = m.record AND a.seq = m.seq))));
  END IF;
  RETURN NULL;
END $$;

-- The same for a subject or person: a video counts once however often it lists them; a row
-- added always offers its name.
CREATE FUNCTION catalogue_entities_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM catalogue_counts_take((SELECT jsonb_agg(jsonb_build_object(
      'kind', o.kind, 'key', o.slug, 'delta',
      CASE WHEN EXISTS (SELECT 1 FROM catalogue_entities e
        WHERE e.kind = o.kind AND e.slug = o.slug AND e.record = o.record) THEN 0 ELSE 1 END))
    FROM (SELECT DISTINCT record, kind, slug FROM removed
      WHERE kind IN ('subject', 'person')) o));
  ELSE
    PERFORM catalogue_counts_add((SELECT jsonb_agg(jsonb_build_object(
      'kind', n.kind, 'key', n.slug, 'name', n.name, 'delta',
      CASE WHEN EXISTS (SELECT 1 FROM catalogue_entities e
        WHERE e.kind = n.kind AND e.slug = n.slug AND e.record = n.record
          AND NOT EXISTS (SELECT 1 FROM added a
            WHERE a.record = e.record AND a.kind = e.kind AND a.seq = e.seq))
        THEN 0 ELSE 1 END))
    FROM (SELECT record, kind, slug, min(name) AS name FROM added
      WHERE kind IN ('subject', 'person') GROUP BY record, kind, slug) n));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION catalogue_counts_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('catalogue_counts', 0));
  DELETE FROM catalogue_counts WHERE kind = ANY (TG_ARGV);
  RETURN NULL;
END $$;

${countedBy('catalogue_records', "'decade', 'statewide'")}
CREATE TRIGGER catalogue_records_changed AFTER UPDATE ON catalogue_records
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_records_counted();
${countedBy('catalogue_parishes', "'parish'")}
${countedBy('catalogue_mentions', "'spoken'")}
${countedBy('catalogue_entities', "'subject', 'person'")}

INSERT INTO catalogue_counts (kind, key, count)
SELECT 'decade', coalesce(decade::text, ''), count(*) FROM catalogue_records GROUP BY decade;
INSERT INTO catalogue_counts (kind, key, count)
SELECT 'statewide', '', count(*) FROM catalogue_records WHERE statewide HAVING count(*) > 0;
INSERT INTO catalogue_counts (kind, key, count)
SELECT 'parish', fips, count(*) FROM catalogue_parishes GROUP BY fips;
INSERT INTO catalogue_counts (kind, key, count)
SELECT 'spoken', fips, count(DISTINCT record) FROM catalogue_mentions GROUP BY fips;
INSERT INTO catalogue_counts (kind, key, count, name)
SELECT kind, slug, count(DISTINCT record), min(name) FROM catalogue_entities
WHERE kind IN ('subject', 'person') GROUP BY kind, slug;
`;
