import catalogue from '../../../fixtures/places/catalogue.json';
import speech from '../../../fixtures/places/speech.json';
import { parishBySlug } from '../../../../src/core/rules/places/gazetteer';
import { cataloguePlaces, spokenPlaces } from '../../../../src/core/rules/places/resolvePlaces';

/** Precision and recall of the parishes `find` reads, over (item, parish) pairs. */
function score<Item extends { parishes: string[] }>(items: Item[], find: (item: Item) => string[]) {
  let hits = 0;
  let found = 0;
  let expected = 0;
  for (const item of items) {
    const truth = new Set(fipsOf(item.parishes));
    const got = new Set(find(item));
    found += got.size;
    expected += truth.size;
    for (const fips of got) if (truth.has(fips)) hits++;
  }
  return {
    precision: found ? hits / found : 1,
    recall: expected ? hits / expected : 1,
  };
}

const fipsOf = (slugs: string[]) =>
  slugs.map((slug) => {
    const parish = parishBySlug(slug);
    if (!parish) throw new Error(`Fixture names an unknown parish: ${slug}`);
    return parish.fips;
  });

describe('place resolution measured on hand-labelled records and captions', () => {
  it('has at least 60 records and 60 lines, each labelled with known parishes', () => {
    expect(catalogue.records.length).toBeGreaterThanOrEqual(60);
    expect(speech.lines.length).toBeGreaterThanOrEqual(60);
    for (const item of [...catalogue.records, ...speech.lines]) {
      expect(() => fipsOf(item.parishes)).not.toThrow();
    }
  });

  it('tells statewide records from the others (agreement >= 0.95)', () => {
    const agree = catalogue.records.filter(
      (record) => cataloguePlaces(record).statewide === record.statewide,
    );
    expect(agree.length / catalogue.records.length).toBeGreaterThanOrEqual(0.95);
  });

  const heldOut = (item: { set: string }) => item.set === 'held-out';
  const fromRecords = (records: typeof catalogue.records) =>
    score(records, (record) => cataloguePlaces(record).parishes);
  const fromSpeech = (lines: typeof speech.lines) =>
    score(lines, (line) => spokenPlaces([line]).map((p) => p.fips));

  // The held-out part was written and labelled after the rules were tuned on the rest.
  it.each([
    ['every record', 0.95, 0.85, () => fromRecords(catalogue.records)],
    ['the held-out records', 0.95, 0.85, () => fromRecords(catalogue.records.filter(heldOut))],
    ['every line of speech', 0.9, 0.75, () => fromSpeech(speech.lines)],
    ['the held-out lines of speech', 0.9, 0.75, () => fromSpeech(speech.lines.filter(heldOut))],
  ])(
    'reads parishes from %s with precision >= %p (recall >= %p)',
    (_, precision, recall, measure) => {
      const result = measure();
      expect(result.precision).toBeGreaterThanOrEqual(precision);
      expect(result.recall).toBeGreaterThanOrEqual(recall);
    },
  );
});
