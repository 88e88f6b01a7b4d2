import { geoConicConformal, geoContains, geoPath, type GeoProjection } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import counties from 'us-atlas/counties-10m.json';
import type { Fips } from '../../core/entities/Places';
import type { ParishMap, ParishMapGeometry, ParishShape } from '../../core/ports/ParishMap';
import { parishByFips } from '../../core/rules/places/gazetteer';

type ParishFeature = Feature<Polygon | MultiPolygon, { name: string }>;

const LOUISIANA = '22';

/** Louisiana's parishes as GeoJSON, from the Census county shapes of us-atlas. */
export function parishFeatures(): ParishFeature[] {
  const topology = counties as unknown as Topology<{
    counties: GeometryCollection<{ name: string }>;
  }>;
  const all = feature(topology, topology.objects.counties).features as ParishFeature[];
  return all
    .filter((f) => String(f.id).startsWith(LOUISIANA))
    .sort((a, b) => String(a.id).localeCompare(String(b.id)));
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A point inside the parish for its label: the centroid of its drawn shape when that lies
 * inside (most parishes), else of its largest piece, else the point of a grid over it
 * nearest that centroid (a crescent such as Plaquemines has its centroid in the water).
 */
export function labelPoint(
  parish: ParishFeature,
  projection: GeoProjection,
): { x: number; y: number } {
  const path = geoPath(projection);
  const inside = ([x, y]: [number, number]) => {
    const lonLat = projection.invert?.([x, y]);
    return lonLat !== null && lonLat !== undefined && geoContains(parish, lonLat);
  };
  const [cx, cy] = path.centroid(parish);
  const candidates: [number, number][] = [[cx, cy]];
  if (parish.geometry.type === 'MultiPolygon') {
    const pieces = parish.geometry.coordinates.map((coordinates): ParishFeature => ({
      ...parish,
      geometry: { type: 'Polygon', coordinates },
    }));
    const largest = pieces.reduce((a, b) => (path.area(b) > path.area(a) ? b : a));
    candidates.push(path.centroid(largest));
  }
  let found = candidates.find(inside);
  if (!found) {
    const [[x0, y0], [x1, y1]] = path.bounds(parish);
    const step = Math.max((x1 - x0) / 24, (y1 - y0) / 24, 0.5);
    let best = Infinity;
    for (let x = x0 + step / 2; x < x1; x += step) {
      for (let y = y0 + step / 2; y < y1; y += step) {
        const distance = (x - cx) ** 2 + (y - cy) ** 2;
        if (distance < best && inside([x, y])) {
          best = distance;
          found = [x, y];
        }
      }
    }
  }
  const [x, y] = found ?? [cx, cy];
  return { x: round(x), y: round(y) };
}

/** The 64 parishes projected into a width x height frame (a Lambert conformal conic). */
export function drawParishes(width: number, height: number): ParishMapGeometry {
  const features = parishFeatures();
  const collection = { type: 'FeatureCollection' as const, features };
  const projection = geoConicConformal()
    .parallels([29.3, 30.7])
    .rotate([91.33, 0])
    .fitSize([width, height], collection);
  const path = geoPath(projection).digits(1);
  const parishes = features.map((f): ParishShape => {
    const fips = String(f.id) as Fips;
    const parish = parishByFips(fips);
    if (!parish) throw new Error(`The gazetteer lacks parish ${fips}`);
    return {
      fips,
      name: parish.name,
      slug: parish.slug,
      d: path(f) ?? '',
      label: labelPoint(f, projection),
    };
  });
  return { width, height, parishes };
}

/** The map of the Census shapes, drawn on first use and kept for the process. */
export class CensusParishMap implements ParishMap {
  private drawn: ParishMapGeometry | undefined;

  constructor(
    private readonly width = 800,
    private readonly height = 600,
  ) {}

  geometry(): ParishMapGeometry {
    this.drawn ??= drawParishes(this.width, this.height);
    return this.drawn;
  }
}
