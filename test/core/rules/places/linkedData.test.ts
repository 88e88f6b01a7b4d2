import { parishBySlug } from '../../../../src/core/rules/places/gazetteer';
import { parishPlace, temporalCoverage } from '../../../../src/core/rules/places/linkedData';

describe('places and times for schema.org', () => {
  it('gives a parish as a Place with its centroid', () => {
    const orleans = parishBySlug('orleans')!;
    expect(parishPlace(orleans, 'https://example.org/explore/parishes/orleans')).toEqual({
      '@type': 'Place',
      name: 'Orleans Parish, Louisiana',
      url: 'https://example.org/explore/parishes/orleans',
      geo: { '@type': 'GeoCoordinates', latitude: orleans.lat, longitude: orleans.lon },
    });
    expect(parishPlace(orleans)).not.toHaveProperty('url');
  });

  it('gives a year, a decade as an interval, and nothing when unknown', () => {
    expect(temporalCoverage({ known: true, year: 1967, decade: 1960, from: 'dateIssued' })).toBe(
      '1967',
    );
    expect(temporalCoverage({ known: true, year: undefined, decade: 1960, from: 'coverage' })).toBe(
      '1960/1969',
    );
    expect(temporalCoverage({ known: false })).toBeUndefined();
  });
});
