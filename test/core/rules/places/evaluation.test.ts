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

  // The held-out part was written and labelled after the rules were tuned on the rest.
  it.each([
    ['every record', () => true],
    ['the held-out records', (set: string) => set === 'held-out'],
  ])('reads parishes from %s with precision >= 0.95 (recall >= 0.85)', (_, inSet) => {
    const result = score(
      catalogue.records.filter((record) => inSet(record.set)),
      (record) => cataloguePlaces(record).parishes,
    );
    expect(result.precision).toBeGreaterThanOrEqual(0.95);
    expect(result.recall).toBeGreaterThanOrEqual(0.85);
  });

  it('tells statewide records from the others (agreement >= 0.95)', () => {
    const agree = catalogue.records.filter(
      (record) => cataloguePlaces(record).statewide === record.statewide,
    );
    expect(agree.length / catalogue.records.length).toBeGreaterThanOrEqual(0.95);
  });

  it.each([
    ['every line', () => true],
    ['the held-out lines', (set: string) => set === 'held-out'],
  ])('reads parishes from %s of speech with precision >= 0.9 (recall >= 0.75)', (_, inSet) => {
    const result = score(
      speech.lines.filter((line) => inSet(line.set)),
      (line) => spokenPlaces([line]).map((p) => p.fips),
    );
    expect(result.precision).toBeGreaterThanOrEqual(0.9);
    expect(result.recall).toBeGreaterThanOrEqual(0.75);
  });
});
