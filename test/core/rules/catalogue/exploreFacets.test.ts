import type { ExploreResults } from '../../../../src/core/entities/Catalogue';
import { exploreFacets } from '../../../../src/core/rules/catalogue/exploreFacets';

const results: ExploreResults = {
  videos: [],
  total: 3,
  parishes: [{ value: '22071', count: 2 }],
  decades: [
    { value: 1980, count: 1 },
    { value: 1960, count: 2 },
    { value: null, count: 1 },
  ],
  subjects: [{ slug: 'floods', name: 'Floods', count: 2 }],
  people: [{ slug: 'ann-doucet', name: 'Ann Doucet', count: 1 }],
};
const address = (change: object) => JSON.stringify(change);

describe('explore facets', () => {
  it("lists every other dimension's counts as links narrowing the list", () => {
    const facets = exploreFacets('subject', results, { person: 'ann-doucet' }, address);
    expect(facets.map((f) => f.kind)).toEqual(['parish', 'decade', 'person']);
    const [parish, decade, person] = facets;
    expect(parish?.links.map((l) => [l.label, l.count])).toEqual([['Orleans Parish', 2]]);
    expect(decade?.links.map((l) => l.label)).toEqual(['1960s', '1980s']);
    expect(person?.links).toEqual([
      { label: 'Ann Doucet', count: 1, to: '{"person":"ann-doucet"}', chosen: true },
    ]);
    expect(person?.clear).toBe('{}');
    expect(parish?.clear).toBeUndefined();
  });

  it("leaves out the page's own dimension: a person page offers subjects", () => {
    const facets = exploreFacets('person', results, {}, address);
    expect(facets.map((f) => f.kind)).toEqual(['parish', 'decade', 'subject']);
    expect(facets[2]?.links).toEqual([
      { label: 'Floods', count: 2, to: '{"subject":"floods"}', chosen: false },
    ]);
  });
});
