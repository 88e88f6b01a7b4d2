/**
 * @jest-environment node
 */
import { HttpCaptionSource } from '../../../src/adapters/http/HttpCaptionSource';
import { InMemoryArchiveApi } from '../../../src/adapters/memory/InMemoryArchiveApi';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import type { MemoryAsset } from '../../../src/adapters/memory/records';
import { AssetRefused } from '../../../src/core/entities/AssetRefused';
import { FakeFetch, type Reply } from '../../adapters/http/fakeFetch';
import { DEFAULT_THUMBNAILS } from '../../support/builders';
import { MemoryCatalogue } from '../../support/memoryCatalogue';
import { MemoryTranscriptIndex } from '../../support/memoryTranscriptIndex';
import { captionsOf, clip, srt, indexerOver } from '../../support/indexedClips';

const TERREBONNE = '22109';
const LAFOURCHE = '22057';

const SAID = srt(
  [2, 8, 'Before the clip, in Thibodaux.'],
  [12, 14, 'We docked in Houma that night.'],
  [20, 22, 'The shrimp were running.'],
);

function world(records: Partial<MemoryAsset>[], files: Record<string, string>) {
  const logger = new MemoryLogger();
  let archive = new InMemoryArchiveApi({ assets: records }, DEFAULT_THUMBNAILS);
  const reads: string[] = [];
  const network = new FakeFetch((request): Reply => {
    reads.push(request.url);
    const body = files[request.url];
    return body === undefined
      ? { status: 404, body: 'Not found' }
      : { body, headers: { ETag: '"1"' } };
  });
  const captions = new HttpCaptionSource({ fetch: network.fetch, maxBytes: 64 * 1024 });
  const index = new MemoryTranscriptIndex();
  const catalogue = new MemoryCatalogue();
  const make = () => indexerOver({ archive, captions, index, logger, catalogue });
  /** The archive from now on holds only these. */
  const archiveNow = (now: Partial<MemoryAsset>[]) => {
    archive = new InMemoryArchiveApi({ assets: now }, DEFAULT_THUMBNAILS);
  };
  return { archiveNow, logger, index, catalogue, reads, pass: () => make().execute() };
}

const SHRIMP = clip(1, {
  coverages: ['Lafourche Parish (La.)', '1968'],
  subjects: ['Shrimp industry', 'Cajuns--Louisiana'],
  genres: [{ text: 'Documentary', authority: 'AAPB' }],
  contributors: [
    { name: 'Ann Doucet', role: 'Producer' },
    { name: 'No Role', role: '' },
  ],
  descriptions: [{ text: 'Shrimpers at work.', type: 'Abstract' }],
  DateIssued: '',
});

describe('IndexTranscripts with a catalogue', () => {
  it('stores each public video’s record: fields, places, time, people and places said', async () => {
    const { pass, catalogue } = world([SHRIMP, clip(2, { IsPublic: false })], {
      [captionsOf(1)]: SAID,
    });
    const summary = await pass();
    expect(summary).toMatchObject({ outcome: 'finished', indexed: 1, failed: 0 });
    expect([...catalogue.held.keys()]).toEqual(['C-1']);
    expect(catalogue.held.get('C-1')).toMatchObject({
      id: 'C-1',
      title: 'Clip 1',
      seriesTitle: 'Louisiana News Archive',
      type: 'Clip',
      abstract: 'Shrimpers at work.',
      subjects: ['Shrimp industry', 'Cajuns--Louisiana'],
      genres: ['Documentary'],
      contributors: [{ name: 'Ann Doucet', role: 'Producer' }],
      coverages: ['Lafourche Parish (La.)', '1968'],
      duration: '00:00:20',
      places: { parishes: [LAFOURCHE] },
      time: { known: true, year: 1968, decade: 1960, from: 'coverage' },
      // Said inside the clip only, at the transcript's time.
      spoken: [
        { fips: TERREBONNE, text: 'Houma', offset: 2, line: 'We docked in Houma that night.' },
      ],
    });
  });

  it('keeps a video without captions in the catalogue, with nothing said', async () => {
    const { pass, catalogue, index } = world([SHRIMP], {});
    const summary = await pass();
    expect(summary.withoutCaptions).toBe(1);
    expect(index.assets.size).toBe(0);
    expect(catalogue.held.get('C-1')?.spoken).toEqual([]);
    expect(catalogue.held.get('C-1')?.places.parishes).toEqual([LAFOURCHE]);
  });

  it('keeps the places said when the caption file has not changed', async () => {
    const { pass, catalogue, reads } = world([SHRIMP], { [captionsOf(1)]: SAID });
    await pass();
    const first = reads.length;
    const summary = await pass();
    expect(summary.unchanged).toBe(1);
    expect(reads.length).toBe(first + 1);
    expect(catalogue.held.get('C-1')?.spoken.map((p) => p.text)).toEqual(['Houma']);
  });

  it('reads again the captions of a video stored before the catalogue held it', async () => {
    const { pass, catalogue } = world([SHRIMP], { [captionsOf(1)]: SAID });
    await pass();
    catalogue.held.clear();
    const summary = await pass();
    expect(summary.indexed).toBe(1);
    expect(catalogue.held.get('C-1')?.spoken.map((p) => p.fips)).toEqual([TERREBONNE]);
  });

  it('drops the record of a video no longer public, and of one no longer listed', async () => {
    const { pass, catalogue, archiveNow } = world([SHRIMP, clip(2)], { [captionsOf(1)]: SAID });
    await pass();
    expect([...catalogue.held.keys()].sort()).toEqual(['C-1', 'C-2']);
    archiveNow([{ ...SHRIMP, IsPublic: false }]);
    const summary = await pass();
    expect(catalogue.held.size).toBe(0);
    expect(catalogue.dropped.sort()).toEqual(['C-1', 'C-2']);
    expect(summary.dropped).toBe(2);
  });

  it('fails a video whose record the catalogue refuses, and only it', async () => {
    const { pass, catalogue, index } = world([SHRIMP, clip(2)], { [captionsOf(1)]: SAID });
    catalogue.refuse = (record) =>
      record.id === 'C-1' ? new AssetRefused('C-1 was refused by the catalogue') : undefined;
    const summary = await pass();
    expect(summary).toMatchObject({ outcome: 'finished', failed: 1, withoutCaptions: 1 });
    expect(summary.failures).toEqual([{ id: 'C-1', reason: 'C-1 was refused by the catalogue' }]);
    expect([...catalogue.held.keys()]).toEqual(['C-2']);
    expect(index.assets.has('C-1')).toBe(true);
  });

  it('ends the pass when the catalogue no longer answers', async () => {
    const { pass, catalogue } = world([SHRIMP, clip(2)], {});
    catalogue.refuse = () => {
      catalogue.stop();
      return new Error('Connection terminated unexpectedly');
    };
    const summary = await pass();
    expect(summary.outcome).toBe('failed');
    expect(summary.error).toMatch(/catalogue refused a write/);
  });
});
