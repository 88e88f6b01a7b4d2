/**
 * The demo catalogue: Louisiana history assets in both collections, blogs, trends and the
 * home-page blog picks, as plain data in the archive API's wire shape (CONTRACT.md).
 *
 * Records are built from the hand-written seeds in seedData.ts with a seeded generator, so
 * every build gives the same ids, dates, view counts and time windows. Thumbnail, media and
 * logo URLs that start with `/` are served by the demo server (server.ts); the site passes
 * them on to it.
 */
import { completeAsset, TITLE_FIELD, titleOf } from '../src/adapters/memory/records';
import { buildBlogs, FRONTPAGE_BLOG_KEYS } from './blogs';
import { ownVideoPath } from './captions';
import {
  CONTAINERS,
  DEMO_VIDEO_PATH,
  DEMO_VIDEO_SECONDS,
  GROUPS,
  S3_THUMBNAIL,
  type ContainerSeed,
  type GroupSeed,
  type ItemPatch,
  type ItemSeed,
} from './seedData';
import { createRng, type Rng } from './seeded';
import type {
  DemoAsset,
  DemoAssetType,
  DemoCatalogue as DemoCatalogueShape,
  DemoCollectionId,
  DemoContributor,
  DemoDescription,
  DemoTag,
} from './types';

export type {
  DemoAsset,
  DemoAssetType,
  DemoBlog,
  DemoCollectionId,
  DemoContainerType,
  DemoContributor,
  DemoDescription,
  DemoFrontpageBlogs,
  DemoGenre,
  DemoMemberType,
  DemoTag,
  DemoTrends,
} from './types';
export { DEMO_BLOG_KEYS } from './blogs';
export { TITLE_FIELD, titleOf };

/** The catalogue's shape: { assets, blogs, trends, frontpageBlogs }. */
export type DemoCatalogue = DemoCatalogueShape;
export { DEMO_VIDEO_NO_CAPTIONS_PATH, DEMO_VIDEO_PATH, DEMO_VIDEO_SECONDS } from './seedData';

export const LPB: DemoCollectionId = 3;
export const LSA: DemoCollectionId = 4;

export const COLLECTIONS: Record<
  DemoCollectionId,
  { name: string; short: string; imageUrl: string }
> = {
  3: { name: 'Louisiana Public Broadcasting', short: 'LPB', imageUrl: '/media/logos/lpb.svg' },
  4: { name: 'Louisiana State Archives', short: 'LSA', imageUrl: '/media/logos/lsa.svg' },
};

const TYPE_CODES: Record<DemoAssetType, string> = {
  Series: 'SR',
  Topic: 'TP',
  Program: 'PG',
  Episode: 'EP',
  Clip: 'CL',
  Segment: 'SG',
};

/** Local thumbnail path of an asset, served as a generated SVG by the demo server. */
export function localThumbnailPath(identifier: string): string {
  return `/media/thumbs/${identifier}.svg`;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function hms(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(h)}:${pad(m)}:${pad(totalSeconds % 60)}`;
}

function dateIn(rng: Rng, year: number): string {
  return `${pad(year, 4)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
}

const ADDED_FROM = Date.UTC(2015, 0, 20); // the archive's public launch
const ADDED_TO = Date.UTC(2024, 9, 31);

function addedDate(rng: Rng): string {
  const day = rng.int(0, Math.floor((ADDED_TO - ADDED_FROM) / 86_400_000));
  return new Date(ADDED_FROM + day * 86_400_000).toISOString().slice(0, 10);
}

function coverageOf(place: string): string {
  return /Louisiana|\(/.test(place) ? place : `${place} (La.)`;
}

const NOTES = [
  'Transferred from 16mm reversal film.',
  'Audio is missing for the first few seconds.',
  'Colour faded on the original reel; corrected during digitization.',
  'Date estimated from content.',
  'Transferred from a 3/4-inch U-matic cassette.',
];

// --- record building ---------------------------------------------------------------------

function blankAsset(id: number, type: DemoAssetType, collection: DemoCollectionId): DemoAsset {
  const info = COLLECTIONS[collection];
  return completeAsset({
    Id: String(id),
    Identifier: `${info.short}-${TYPE_CODES[type]}-${id}`,
    Type: type,
    Collection: collection,
    CollectionImageURL: info.imageUrl,
  });
}

function playWindow(
  rng: Rng,
): Pick<DemoAsset, 'FormatLocation' | 'FormatTimeStart' | 'FormatDuration'> {
  const start = rng.int(0, 8);
  const duration = rng.int(4, DEMO_VIDEO_SECONDS - start);
  return {
    FormatLocation: DEMO_VIDEO_PATH,
    FormatTimeStart: hms(start),
    FormatDuration: hms(duration),
  };
}

/** Applies a seed's overrides; thumbnails keep ThumbnailImage and Thumbnail in step. */
function applyPatch(asset: DemoAsset, patch: ItemPatch | undefined): void {
  if (!patch) return;
  const ownThumbnail = asset.ThumbnailImage === localThumbnailPath(asset.Identifier);
  Object.assign(asset, patch);
  // A new identifier moves the generated title card with it (the server finds it by identifier).
  if (ownThumbnail) asset.ThumbnailImage = asset.Thumbnail = localThumbnailPath(asset.Identifier);
  if (patch.ThumbnailImage !== undefined) {
    const url =
      patch.ThumbnailImage === S3_THUMBNAIL
        ? `http://ldma-media.s3.amazonaws.com/thumbs/${asset.Id}.jpg`
        : patch.ThumbnailImage;
    asset.ThumbnailImage = url;
    asset.Thumbnail = url;
  }
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

function containerAsset(seed: ContainerSeed, id: number, rng: Rng): DemoAsset {
  const asset = blankAsset(id, seed.type, seed.collection);
  asset[TITLE_FIELD[seed.type]] = seed.title;
  asset.ThumbnailImage = asset.Thumbnail = localThumbnailPath(asset.Identifier);
  asset.subjects = [...seed.subjects];
  asset.descriptions = [{ text: seed.summary, type: 'Abstract' }];
  asset.genres = [{ text: seed.genre, authority: 'AAPB Format Genre' }];
  asset.contributors = [{ name: seed.publisher, role: 'Producer' }];
  asset.publishers = [seed.publisher];
  asset.coverages = [coverageOf(seed.place), String(seed.year)];
  asset.DateIssued = dateIn(rng, seed.year);
  asset.TrackViews = rng.int(40, 2600);
  asset.addedAt = addedDate(rng);
  // Programs are whole documentaries and play; series and topics only list their members.
  if (seed.type === 'Program') Object.assign(asset, playWindow(rng));
  else asset.IsDigitized = false;
  applyPatch(asset, seed.patch);
  return asset;
}

function contributorsFor(group: GroupSeed, itemSeed: ItemSeed, rng: Rng): DemoContributor[] {
  if (itemSeed.people) return itemSeed.people.map((c) => ({ ...c }));
  const count = rng.int(1, Math.min(3, group.crew.length));
  const chosen: DemoContributor[] = [];
  while (chosen.length < count) {
    const person = rng.pick(group.crew);
    if (!chosen.some((c) => c.name === person.name)) chosen.push({ ...person });
  }
  return chosen;
}

function descriptionsFor(
  group: GroupSeed,
  itemSeed: ItemSeed,
  rng: Rng,
  n: number,
): DemoDescription[] {
  const abstract = {
    text: itemSeed.summary ?? rng.pick(group.describe)(itemSeed),
    type: 'Abstract',
  };
  if (n % 5 !== 0) return [abstract];
  const note = { text: rng.pick(NOTES), type: 'Note' };
  // Now and then the note comes first, so "first Abstract" and "first description" differ.
  return n % 10 === 0 ? [note, abstract] : [abstract, note];
}

function memberAsset(
  group: GroupSeed,
  itemSeed: ItemSeed,
  id: number,
  n: number,
  containers: Map<string, DemoAsset>,
  rng: Rng,
): DemoAsset {
  const asset = blankAsset(id, group.type, group.collection);
  asset[TITLE_FIELD[group.type]] = itemSeed.title;
  const parent = group.container ? containers.get(group.container) : undefined;
  if (parent && parent.Type !== 'Topic') asset.seriesTitle = titleOf(parent);
  const topics = [...(group.topics ?? []), ...itemSeed.topics];
  asset.memberOf = unique([group.container ?? '', ...topics].filter(Boolean)).map((key) => {
    const container = containers.get(key);
    if (!container) throw new Error(`unknown container ${key}`);
    return container.Identifier;
  });
  asset.ThumbnailImage = asset.Thumbnail = localThumbnailPath(asset.Identifier);
  asset.subjects = unique([...itemSeed.subjects, ...group.subjects]);
  asset.descriptions = descriptionsFor(group, itemSeed, rng, n);
  asset.genres = [{ text: group.genre, authority: 'AAPB Format Genre' }];
  if (topics.length > 0) asset.genres.push({ text: 'History', authority: 'AAPB Topic Genre' });
  asset.contributors = contributorsFor(group, itemSeed, rng);
  if (!itemSeed.people && n % 7 === 3) asset.contributors.push({ name: 'Unknown', role: '' });
  if (n === 60) asset.contributors.push({ name: '', role: 'Camera Operator' });
  asset.publishers = [rng.pick(group.publishers)];
  asset.coverages = [coverageOf(itemSeed.place), String(itemSeed.year)];
  asset.DateIssued = dateIn(rng, itemSeed.year);
  asset.TrackViews = rng.int(3, 1800);
  asset.addedAt = addedDate(rng);
  Object.assign(asset, playWindow(rng));
  applyPatch(asset, itemSeed.patch);
  return asset;
}

interface BuiltAssets {
  assets: DemoAsset[];
  tags: Map<DemoTag, DemoAsset>;
}

function buildAssets(): BuiltAssets {
  const rng = createRng(1927);
  const assets: DemoAsset[] = [];
  const tags = new Map<DemoTag, DemoAsset>();
  const containers = new Map<string, DemoAsset>();
  let nextId = 1001;
  for (const seed of CONTAINERS) {
    const asset = containerAsset(seed, nextId++, rng);
    containers.set(seed.key, asset);
    assets.push(asset);
    if (seed.tag) tags.set(seed.tag, asset);
  }
  let n = 0;
  for (const group of GROUPS) {
    for (const itemSeed of group.items) {
      const asset = memberAsset(group, itemSeed, nextId++, n++, containers, rng);
      assets.push(asset);
      if (itemSeed.tag) tags.set(itemSeed.tag, asset);
    }
  }
  // Each video plays the demo reel under a name of its own, so it has a caption file of its
  // own (captions.ts); the playable clip keeps the reel's name and captions, which tests read.
  const playable = tags.get('playableClip');
  for (const asset of assets) {
    if (asset.FormatLocation === DEMO_VIDEO_PATH && asset !== playable) {
      asset.FormatLocation = ownVideoPath(asset.Identifier);
    }
  }
  return { assets, tags };
}

// The playable clip also carries a contributor with an empty role, as in CONTRACT.md.
const TAG_ALIASES: Partial<Record<DemoTag, DemoTag>> = { emptyRoleClip: 'playableClip' };

const ALL_TAGS: DemoTag[] = [
  'playableClip',
  'playableFromStart',
  'noCaptionsClip',
  'untimedClip',
  'notDigitizedClip',
  'nonPublicClip',
  'nonPublicLsaClip',
  'emptyThumbnailClip',
  's3ThumbnailClip',
  'httpThumbnailClip',
  'leadingZeroClip',
  'leadingZeroLsaClip',
  'ampersandTitleClip',
  'curlyApostropheClip',
  'noteFirstClip',
  'noAbstractClip',
  'emptyRoleClip',
  'standaloneClip',
  'bigSeries',
  'bigTopic',
  'lpbSeries',
  'lsaSeries',
  'lsaClip',
  'lsaSegment',
  'topic',
  'program',
  'programSegment',
  'episode',
];

function tagTable(
  tags: Map<DemoTag, DemoAsset>,
  field: 'Id' | 'Identifier',
): Record<DemoTag, string> {
  const table = {} as Record<DemoTag, string>;
  for (const tag of ALL_TAGS) {
    const asset = tags.get(TAG_ALIASES[tag] ?? tag);
    if (!asset) throw new Error(`demo catalogue has no asset tagged ${tag}`);
    table[tag] = asset[field];
  }
  return table;
}

const built = buildAssets();

/**
 * Identifiers of the notable demo assets (the value the site puts in its routes). The API
 * also accepts an asset's numeric `Id` wherever it takes an id; see DEMO_ASSET_IDS.
 */
export const DEMO_IDS: Readonly<Record<DemoTag, string>> = Object.freeze(
  tagTable(built.tags, 'Identifier'),
);

/** The numeric `Id` of the same notable assets. */
export const DEMO_ASSET_IDS: Readonly<Record<DemoTag, string>> = Object.freeze(
  tagTable(built.tags, 'Id'),
);

/** Assets picked for the home page's Trending Now (numeric ids, as in CONTRACT.md). */
const TRENDING_TAGS: DemoTag[] = [
  'playableClip',
  'ampersandTitleClip',
  'lsaClip',
  'playableFromStart',
  'episode',
  'programSegment',
  'curlyApostropheClip',
  'standaloneClip',
];

function buildTrends(): DemoCatalogueShape['trends'] {
  const entry: Record<string, string> = {};
  TRENDING_TAGS.forEach((tag, i) => {
    entry[`trend${i + 1}`] = DEMO_ASSET_IDS[tag];
  });
  entry[`trend${TRENDING_TAGS.length + 1}`] = ''; // empty slots are skipped by the site
  return [entry];
}

function buildFrontpageBlogs(): DemoCatalogueShape['frontpageBlogs'] {
  const entry: Record<string, string> = {};
  FRONTPAGE_BLOG_KEYS.forEach((key, i) => {
    entry[`blog${i + 1}`] = key;
  });
  return [entry];
}

/** A fresh, independent copy of the demo catalogue (callers may change it freely). */
export function buildDemoCatalogue(): DemoCatalogueShape {
  return structuredClone({
    assets: built.assets,
    blogs: buildBlogs(DEMO_IDS),
    trends: buildTrends(),
    frontpageBlogs: buildFrontpageBlogs(),
  });
}

/** The demo catalogue. Treat as read-only; use buildDemoCatalogue() for a copy to change. */
export const DemoCatalogue: DemoCatalogueShape = buildDemoCatalogue();

/** Same object, in the lower-case spelling for code that prefers it. */
export const demoCatalogue = DemoCatalogue;
