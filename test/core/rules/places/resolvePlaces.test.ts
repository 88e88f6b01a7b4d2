import {
  catalogueText,
  cataloguePlaces,
  spokenPlaces,
} from '../../../../src/core/rules/places/resolvePlaces';
import { parishByFips } from '../../../../src/core/rules/places/gazetteer';

const record = (fields: {
  coverages?: string[];
  subjects?: string[];
  title?: string;
  abstract?: string;
}) =>
  cataloguePlaces({
    coverages: fields.coverages ?? [],
    subjects: fields.subjects ?? [],
    title: fields.title ?? '',
    abstract: fields.abstract ?? '',
  });
const slugs = (fips: string[]) => fips.map((f) => parishByFips(f)?.slug);
const parishesOf = (fields: Parameters<typeof record>[0]) => slugs(record(fields).parishes);
const said = (text: string) => slugs(spokenPlaces([{ offset: 0, text }]).map((p) => p.fips));

describe('places of a catalogue record', () => {
  it('reads LCSH coverages: towns, parishes and places inside them', () => {
    expect(parishesOf({ coverages: ['Houma (La.)'] })).toEqual(['terrebonne']);
    expect(parishesOf({ coverages: ['Lafourche Parish (La.)'] })).toEqual(['lafourche']);
    expect(parishesOf({ coverages: ['New Orleans (La.)'] })).toEqual(['orleans']);
    expect(parishesOf({ coverages: ['French Quarter (New Orleans, La.)'] })).toEqual(['orleans']);
    expect(parishesOf({ coverages: ['Lake Bistineau (Webster Parish, La.)'] })).toEqual([
      'webster',
    ]);
    expect(parishesOf({ coverages: ['Shreveport, La.'] })).toEqual(['caddo']);
    expect(parishesOf({ coverages: ['Louisiana--Lafourche Parish'] })).toEqual(['lafourche']);
    expect(parishesOf({ coverages: ['Louisiana--Jackson'] })).toEqual(['east-feliciana']);
  });

  it('lists each parish once, in FIPS order, with where it was read', () => {
    const places = record({
      coverages: ['Thibodaux (La.)', 'Houma (La.)'],
      subjects: ['Cajuns--Louisiana--Lafourche Parish'],
    });
    expect(places.parishes).toEqual(['22057', '22109']);
    expect(places.places).toEqual([
      { fips: '22057', field: 'coverage', text: 'Thibodaux (La.)' },
      { fips: '22109', field: 'coverage', text: 'Houma (La.)' },
      { fips: '22057', field: 'subject', text: 'Lafourche Parish' },
    ]);
  });

  it('resolves places outside Louisiana to no parish', () => {
    for (const coverage of ['Washington (D.C.)', 'Lafayette (Ind.)', 'Paris (France)']) {
      expect(record({ coverages: [coverage] })).toMatchObject({ parishes: [], statewide: false });
    }
    expect(
      parishesOf({ abstract: 'A dance in Lafayette, Indiana, and in Alexandria, Va.' }),
    ).toEqual([]);
  });

  it("counts 'Louisiana' alone as statewide, not as a parish", () => {
    expect(record({ coverages: ['Louisiana'] })).toMatchObject({ parishes: [], statewide: true });
    expect(record({ subjects: ['Louisiana--Politics and government'] })).toMatchObject({
      parishes: [],
      statewide: true,
    });
    // A topic placed in Louisiana does not make a record about Jennings statewide.
    expect(
      record({ coverages: ['Jennings (La.)'], subjects: ['Rice--Harvesting--Louisiana'] }),
    ).toMatchObject({ parishes: ['22053'], statewide: false });
  });

  it("tells 'Jefferson Davis Parish' from 'Jefferson Parish' and from the man", () => {
    expect(parishesOf({ coverages: ['Jefferson Davis Parish (La.)'] })).toEqual([
      'jefferson-davis',
    ]);
    expect(parishesOf({ coverages: ['Jefferson Parish (La.)'] })).toEqual(['jefferson']);
    expect(parishesOf({ abstract: 'The Confederate president Jefferson Davis.' })).toEqual([]);
    expect(parishesOf({ subjects: ['Davis, Jefferson, 1808-1889'] })).toEqual([]);
  });

  it("reads the spellings 'St.'/'Saint' and 'LaSalle'/'La Salle', 'De Soto'/'DeSoto'", () => {
    expect(parishesOf({ coverages: ['St. Martinville (La.)'] })).toEqual(['st-martin']);
    expect(parishesOf({ coverages: ['Saint Martinville (La.)'] })).toEqual(['st-martin']);
    expect(parishesOf({ coverages: ['Saint Landry Parish (La.)'] })).toEqual(['st-landry']);
    expect(parishesOf({ coverages: ['La Salle Parish (La.)'] })).toEqual(['lasalle']);
    expect(parishesOf({ coverages: ['LaSalle Parish (La.)'] })).toEqual(['lasalle']);
    expect(parishesOf({ coverages: ['DeSoto Parish (La.)'] })).toEqual(['de-soto']);
  });

  it('takes a town over a parish of the same name, as LCSH does', () => {
    // The town of Jackson is in East Feliciana; Jackson Parish is elsewhere.
    expect(parishesOf({ coverages: ['Jackson (La.)'] })).toEqual(['east-feliciana']);
    expect(parishesOf({ coverages: ['Jackson Parish (La.)'] })).toEqual(['jackson']);
    expect(parishesOf({ coverages: ['Franklin (La.)'] })).toEqual(['st-mary']);
  });

  it('resolves a town found in two parishes only when the record settles which', () => {
    expect(parishesOf({ coverages: ['Greenwood (La.)'] })).toEqual([]);
    expect(parishesOf({ coverages: ['Greenwood (Caddo Parish, La.)'] })).toEqual(['caddo']);
    expect(parishesOf({ coverages: ['Montegut (La.)', 'Terrebonne Parish (La.)'] })).toEqual([
      'terrebonne',
    ]);
  });

  it('reads the title and abstract only when coverages and subjects name no parish', () => {
    expect(parishesOf({ title: 'Mardi Gras in Mamou' })).toEqual(['evangeline']);
    expect(
      parishesOf({
        coverages: ['St. James Parish (La.)'],
        abstract: 'Plants between Baton Rouge and New Orleans.',
      }),
    ).toEqual(['st-james']);
  });

  it('does not take people, personal headings or characters for places', () => {
    expect(
      parishesOf({
        subjects: ['Jackson, Andrew, 1767-1845', 'Evangeline (Fictitious character)'],
        abstract: 'Governor Jackson and Mrs. Franklin at Jackson Square.',
      }),
    ).toEqual([]);
  });

  it('reads an asset detail through its fields', () => {
    const text = catalogueText({
      title: 'T',
      coverages: ['Houma (La.)'],
      subjects: ['S'],
      descriptions: [
        { text: 'One.', type: 'Abstract' },
        { text: 'Two.', type: 'Abstract' },
      ],
    });
    expect(text).toEqual({
      title: 'T',
      coverages: ['Houma (La.)'],
      subjects: ['S'],
      abstract: 'One.\nTwo.',
    });
  });
});

describe('places said on camera', () => {
  it('finds a parish or one of its towns with the moment of its line', () => {
    expect(
      spokenPlaces([
        { offset: 12.5, text: 'I was born in Houma, my daddy was a shrimper.' },
        { offset: 20, text: 'Nothing here.' },
        { offset: 31, text: 'Later we moved to Terrebonne Parish, then Thibodaux.' },
      ]),
    ).toEqual([
      { fips: '22109', text: 'Houma', offset: 12.5 },
      { fips: '22109', text: 'Terrebonne Parish', offset: 31 },
      { fips: '22057', text: 'Thibodaux', offset: 31 },
    ]);
  });

  it.each([
    ['Many people came out on Independence Day.', 'a common-word name alone'],
    ['My family moved to Church Point when I was six.', 'a common-word name alone'],
    ['We have to reserve judgment; Central is closed.', 'a common-word name alone'],
    ['Washington was not listening.', 'a common-word name alone'],
    ['the houma shrimp boats', 'a name written as a common word'],
    ['We went from Church point to point.', 'a name written as a common word'],
    ['The parade went down St. Charles Avenue.', 'a street'],
    ['We played in Lafayette, Indiana once.', 'another state'],
    ['Central Louisiana is pine country.', 'a region'],
    ['Mr. Hammond ran the store.', 'a person named like a place'],
    ['Drilling in the Haynesville Shale.', 'a region'],
    ['Thomas Jefferson bought the territory.', 'a person named like a place'],
  ])('takes no place from %j: %s', (line) => {
    expect(said(line)).toEqual([]);
  });

  it("matches such a name with its cue: 'Parish' or 'Louisiana'", () => {
    expect(said('Toledo Bend made Many, Louisiana, a fishing town.')).toEqual(['sabine']);
    expect(said('Independence, Louisiana, is where they settled.')).toEqual(['tangipahoa']);
    expect(said('My grandfather came from Washington Parish.')).toEqual(['washington']);
    expect(said('Terrebonne and Lafourche parishes lost the most marsh.')).toEqual([
      'terrebonne',
      'lafourche',
    ]);
    expect(said('Jefferson and Orleans parishes')).toEqual(['jefferson', 'orleans']);
  });

  it('takes the longest name: West Baton Rouge, Jefferson Davis Parish, New Iberia', () => {
    expect(said('West Baton Rouge was sugar country.')).toEqual(['west-baton-rouge']);
    expect(said('Jefferson Davis Parish was rice country.')).toEqual(['jefferson-davis']);
    expect(said('Avery Island is just outside New Iberia.')).toEqual(['iberia']);
  });

  it('reads a possessive as the name', () => {
    expect(said("Ferriday's piano men")).toEqual(['concordia']);
  });

  it('reads a text with a word of millions of letters, and takes no place from inside it', () => {
    const huge = 'x'.repeat(10_000_000);
    expect(said(`${huge} Houma ${huge}`)).toEqual(['terrebonne']);
    expect(said(`${'x'.repeat(64)}Houma was home.`)).toEqual([]);
    expect(said(`${'A.'.repeat(1_000_000)} Houma`)).toEqual(['terrebonne']);
  });

  it('leaves a town of two parishes unresolved unless the line names one of them', () => {
    expect(said('Out at Montegut we had a store.')).toEqual([]);
    expect(said('Out at Montegut, in Terrebonne Parish, we had a store.')).toEqual([
      'terrebonne',
      'terrebonne',
    ]);
  });
});
