/** @jest-environment node */
import { geoCentroid, geoEquirectangular } from 'd3-geo';
import {
  CensusParishMap,
  drawParishes,
  labelPoint,
  parishFeatures,
} from '../../../src/adapters/geo/CensusParishMap';
import { PARISHES } from '../../../src/core/rules/places/gazetteer';

const WIDTH = 800;
const HEIGHT = 600;
const map = new CensusParishMap(WIDTH, HEIGHT);

/** Every coordinate pair of a path's data. */
function points(d: string): [number, number][] {
  const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) pairs.push([numbers[i]!, numbers[i + 1]!]);
  return pairs;
}

/** Even-odd test of a point against the rings of a path's data. */
function inside({ x, y }: { x: number; y: number }, d: string): boolean {
  let result = false;
  for (const ring of d
    .split('M')
    .filter(Boolean)
    .map((part) => points(part))) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
    }
  }
  return result;
}

describe('the parish map from the Census shapes', () => {
  it('draws 64 parishes in FIPS order, each with its gazetteer name and a unique slug', () => {
    const { parishes, width, height } = map.geometry();
    expect([width, height]).toEqual([WIDTH, HEIGHT]);
    expect(parishes).toHaveLength(64);
    expect(parishes.map((p) => p.fips)).toEqual(PARISHES.map((p) => p.fips));
    expect(parishes.map((p) => p.name)).toEqual(PARISHES.map((p) => p.name));
    expect(new Set(parishes.map((p) => p.slug)).size).toBe(64);
    for (const parish of parishes) expect(parish.d).toMatch(/^M[\d.,-]+L.*Z/);
  });

  it('keeps Orleans and every other parish inside the frame', () => {
    const { parishes } = map.geometry();
    const orleans = parishes.find((p) => p.slug === 'orleans');
    expect(orleans).toBeDefined();
    for (const parish of parishes) {
      for (const [x, y] of points(parish.d)) {
        expect(x).toBeGreaterThanOrEqual(-0.1);
        expect(x).toBeLessThanOrEqual(WIDTH + 0.1);
        expect(y).toBeGreaterThanOrEqual(-0.1);
        expect(y).toBeLessThanOrEqual(HEIGHT + 0.1);
      }
    }
    // Orleans lies in the south-east, Caddo (Shreveport) in the north-west.
    const [ox, oy] = [orleans!.label.x, orleans!.label.y];
    const caddo = parishes.find((p) => p.slug === 'caddo')!;
    expect(ox).toBeGreaterThan(caddo.label.x);
    expect(oy).toBeGreaterThan(caddo.label.y);
  });

  it('fills the frame on its long side', () => {
    const all = map.geometry().parishes.flatMap((p) => points(p.d));
    const xs = all.map(([x]) => x);
    const ys = all.map(([, y]) => y);
    const spanX = Math.max(...xs) - Math.min(...xs);
    const spanY = Math.max(...ys) - Math.min(...ys);
    expect(Math.max(spanX / WIDTH, spanY / HEIGHT)).toBeGreaterThan(0.99);
  });

  it('puts each label inside its parish', () => {
    for (const parish of map.geometry().parishes) {
      expect([parish.slug, inside(parish.label, parish.d)]).toEqual([parish.slug, true]);
    }
  });

  it('draws once per map and rounds path data to a tenth', () => {
    expect(map.geometry()).toBe(map.geometry());
    const data = map
      .geometry()
      .parishes.map((p) => p.d)
      .join('');
    expect(data).not.toMatch(/\.\d\d/);
    // About 30 KB before rounding; a page can carry it.
    expect(data.length).toBeLessThan(60_000);
  });

  it('agrees with the gazetteer on each parish centroid (schema.org spatialCoverage)', () => {
    const features = parishFeatures();
    for (const parish of PARISHES) {
      const shape = features.find((f) => String(f.id) === parish.fips)!;
      const [lon, lat] = geoCentroid(shape);
      expect(parish.lat).toBeCloseTo(lat, 3);
      expect(parish.lon).toBeCloseTo(lon, 3);
    }
  });

  it('draws any frame size it is given', () => {
    const small = drawParishes(320, 240);
    for (const [x, y] of small.parishes.flatMap((p) => points(p.d))) {
      expect(x).toBeLessThanOrEqual(320.1);
      expect(y).toBeLessThanOrEqual(240.1);
    }
  });

  it('labels a crescent, whose centroid lies outside it, at a point inside it', () => {
    // A 'C' open to the east, one degree across, near Louisiana; rings wind clockwise as
    // d3 wants for an outer ring.
    const ring: [number, number][] = [
      [-90, 30],
      [-90, 31],
      [-89, 31],
      [-89, 30.8],
      [-89.8, 30.8],
      [-89.8, 30.2],
      [-89, 30.2],
      [-89, 30],
      [-90, 30],
    ];
    const crescent = {
      type: 'Feature' as const,
      id: '22999',
      properties: { name: 'C' },
      geometry: { type: 'Polygon' as const, coordinates: [ring] },
    };
    const projection = geoEquirectangular().fitSize([100, 100], crescent);
    const point = labelPoint(crescent, projection);
    const [lon, lat] = projection.invert!([point.x, point.y])!;
    const inArm = lon < -89.8 || lat > 30.8 || lat < 30.2;
    expect([lon >= -90 && lon <= -89, lat >= 30 && lat <= 31, inArm]).toEqual([true, true, true]);
  });
});
