import { createHash } from 'node:crypto';
import type { StoredRecord } from '../../core/ports/Catalogue';
import type { Fips, PlaceField } from '../../core/entities/Places';
import { slugOf } from '../../core/rules/places/gazetteer';
import { countedStatewide } from '../../core/rules/places/resolvePlaces';
import { plainText } from '../shared/plainText';
import type { SqlSession } from './SqlDatabase';

/** How a parish was named, best first: a record's parish is ranked by its best naming. */
const FIELD_RANK: Record<PlaceField, number> = { coverage: 0, subject: 1, title: 2, abstract: 3 };

/** A record's fields as a digest: a record stored unchanged is not written again. */
export function digestOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

/** A slugged name, left out when it has no letter or digit to route by. */
function named(kind: string, names: readonly { name: string; role?: string }[]) {
  return names
    .map(({ name, role }) => ({ kind, name: plainText(name), role: plainText(role ?? '') }))
    .map((entity) => ({ ...entity, slug: slugOf(entity.name) }))
    .filter((entity) => entity.slug !== '');
}

/** The distinct slugs of one kind, in order: what migration 13 keeps beside the record. */
function slugsOf(entities: readonly { kind: string; slug: string }[], kind: string): string[] {
  return [...new Set(entities.filter((e) => e.kind === kind).map((e) => e.slug))].sort();
}

/** A record's fields, places, parishes and named entities, in place of those it had. */
export async function writeRecordFields(
  tx: SqlSession,
  record: Omit<StoredRecord, 'spoken'>,
  digest: string,
): Promise<void> {
  const places = record.places.places;
  const best = new Map<Fips, number>();
  for (const fips of record.places.parishes) best.set(fips, FIELD_RANK.abstract);
  for (const place of places) {
    const rank = FIELD_RANK[place.field];
    if (best.has(place.fips) && rank < (best.get(place.fips) ?? rank)) best.set(place.fips, rank);
  }
  const entities = [
    ...named(
      'subject',
      record.subjects.map((name) => ({ name })),
    ),
    ...named(
      'genre',
      record.genres.map((name) => ({ name })),
    ),
    ...named('person', record.contributors),
  ];
  const time = record.time;
  await tx.query(
    `INSERT INTO catalogue_records (id, title, series_title, type, collection, abstract,
       coverages, date_issued, duration, thumbnail, year, decade, time_from, statewide, digest,
       parishes, subjects, people, indexed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       now())
     ON CONFLICT (id) DO UPDATE SET title = $2, series_title = $3, type = $4,
       collection = $5, abstract = $6, coverages = $7, date_issued = $8, duration = $9,
       thumbnail = $10, year = $11, decade = $12, time_from = $13, statewide = $14,
       digest = $15, parishes = $16, subjects = $17, people = $18, indexed_at = now()`,
    [
      record.id,
      plainText(record.title),
      plainText(record.seriesTitle),
      record.type,
      record.collection,
      record.abstract,
      record.coverages.map(plainText),
      record.dateIssued,
      record.duration,
      record.thumbnail,
      time.known ? (time.year ?? null) : null,
      time.known ? time.decade : null,
      time.known ? time.from : null,
      countedStatewide(record.places),
      digest,
      [...best.keys()].sort(),
      slugsOf(entities, 'subject'),
      slugsOf(entities, 'person'),
    ],
  );
  for (const table of [
    'catalogue_parish_named',
    'catalogue_places',
    'catalogue_parishes',
    'catalogue_entities',
  ]) {
    await tx.query(`DELETE FROM ${table} WHERE record = $1`, [record.id]);
  }
  if (places.length) {
    await tx.query(
      `INSERT INTO catalogue_places (record, seq, fips, field, text)
       SELECT $1, place.seq, place.fips, place.field, place.text
       FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY
         AS place (fips, field, text, seq)`,
      [
        record.id,
        places.map((p) => p.fips),
        places.map((p) => p.field),
        places.map((p) => plainText(p.text)),
      ],
    );
  }
  if (best.size) {
    await tx.query(
      `INSERT INTO catalogue_parishes (record, fips, field_rank, title, year, decade)
       SELECT r.id, parish.fips, parish.field_rank, r.title, r.year, r.decade
       FROM unnest($2::text[], $3::int[]) AS parish (fips, field_rank)
         JOIN catalogue_records r ON r.id = $1`,
      [record.id, [...best.keys()], [...best.values()]],
    );
  }
  if (entities.length) {
    await tx.query(
      `INSERT INTO catalogue_entities (record, kind, seq, slug, name, role)
       SELECT $1, entity.kind, entity.seq, entity.slug, entity.name, entity.role
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY
         AS entity (kind, slug, name, role, seq)`,
      [
        record.id,
        entities.map((e) => e.kind),
        entities.map((e) => e.slug),
        entities.map((e) => e.name),
        entities.map((e) => e.role),
      ],
    );
  }
  if (best.size && entities.some((e) => e.kind !== 'genre')) {
    await tx.query(PARISH_NAMED_SQL, [record.id]);
  }
}

/**
 * $1 the record: its rows of migration 10, from its parishes (with the title, year and decade
 * migration 12 copies beside them), subjects and people as written.
 */
const PARISH_NAMED_SQL = `INSERT INTO catalogue_parish_named
  (record, fips, kind, slug, field_rank, seq, title, year, decade)
SELECT p.record, p.fips, e.kind, e.slug, p.field_rank, min(e.seq), p.title, p.year, p.decade
FROM catalogue_parishes p
  JOIN catalogue_entities e ON e.record = p.record AND e.kind IN ('subject', 'person')
WHERE p.record = $1
GROUP BY p.record, p.fips, e.kind, e.slug, p.field_rank, p.title, p.year, p.decade`;

/** A record's spoken mentions of places, in place of those it had. */
export async function writeMentions(
  tx: SqlSession,
  id: string,
  spoken: NonNullable<StoredRecord['spoken']>,
): Promise<void> {
  await tx.query('DELETE FROM catalogue_mentions WHERE record = $1', [id]);
  const kept = spoken.filter((place) => Number.isFinite(place.offset));
  if (!kept.length) return;
  await tx.query(
    `INSERT INTO catalogue_mentions (record, seq, fips, offset_seconds, name, line)
     SELECT $1, mention.seq, mention.fips, mention.offset_seconds, mention.name, mention.line
     FROM unnest($2::text[], $3::float8[], $4::text[], $5::text[]) WITH ORDINALITY
       AS mention (fips, offset_seconds, name, line, seq)`,
    [
      id,
      kept.map((p) => p.fips),
      kept.map((p) => p.offset),
      kept.map((p) => plainText(p.text)),
      kept.map((p) => plainText(p.line)),
    ],
  );
}
