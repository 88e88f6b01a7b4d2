import { autorun, reaction } from 'mobx';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';
import type { Asset } from '../../../src/core/entities/Asset';
import type { AssetDetail } from '../../../src/core/entities/AssetDetail';
import type { ArchiveApi } from '../../../src/core/ports/ArchiveApi';
import { AssetStore } from '../../../src/core/stores/AssetStore';
import { BrowsingMemory } from '../../../src/core/stores/BrowsingMemory';
import { ResolveAsset } from '../../../src/core/use-cases/ResolveAsset';
import { anAsset, anAssetDetail, archiveWith, ORIGIN } from '../../support/builders';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { schemaProblems } from '../../support/schemaOrg';
import { aCue, ScriptedHandle } from '../../support/scriptedPlayer';
import { openedFrom } from '../../support/browsing';
import { InMemoryCaptionSource } from '../../../src/adapters/memory/InMemoryCaptionSource';
import { PageData } from '../../../src/core/stores/PageData';
import { ReadTranscript } from '../../../src/core/use-cases/ReadTranscript';

function storeWith(
  calls: Partial<ArchiveApi>,
  memory = new BrowsingMemory(new MemoryKeyValueStore()),
) {
  const logger = new MemoryLogger();
  const store = new AssetStore(new ResolveAsset(archiveWith(calls), logger), memory);
  return { store, memory, logger };
}

async function loaded(
  detail: AssetDetail,
  related: Asset[] = [anAsset()],
  additions: Asset[] = [],
) {
  const setup = storeWith({
    assetDetail: async () => detail,
    related: async () => related,
    recentlyAdded: async () => additions,
  });
  setup.store.setId(detail.id);
  await setup.store.start();
  return setup;
}

describe('AssetStore', () => {
  it('shows the title, the series title and the first Abstract description', async () => {
    const { store } = await loaded(
      anAssetDetail({
        descriptions: [
          { text: 'Internal cataloguer note.', type: 'Note' },
          { text: 'The governor explains the stadium plan.', type: 'Abstract' },
          { text: 'A second abstract.', type: 'Abstract' },
        ],
      }),
    );
    expect(store.status).toBe('ready');
    expect(store.title).toBe('Governor McKeithen on the Superdome');
    expect(store.seriesTitle).toBe('Louisiana News Archive');
    expect(store.description).toBe('The governor explains the stadium plan.');
    expect(store.documentTitle).toBe(
      'Governor McKeithen on the Superdome | Louisiana Digital Media Archive',
    );
  });

  it('lists the details in order and leaves empty fields out', async () => {
    const { store } = await loaded(
      anAssetDetail({
        genres: [
          { text: 'News Report', authority: 'AAPB' },
          { text: 'Interview', authority: 'AAPB' },
        ],
        coverages: ['New Orleans (La.)', '1967'],
        publishers: [],
        dateIssued: '',
        subjects: ['Architecture', 'Politics and government'],
      }),
    );
    expect(store.fields).toEqual([
      { label: 'Collection', value: 'Louisiana Public Broadcasting' },
      { label: 'Genre', value: 'News Report, Interview' },
      { label: 'Place Covered', value: 'New Orleans (La.), 1967' },
      { label: 'Duration', value: '00:02:41' },
      { label: 'Subjects', value: 'Architecture, Politics and government' },
    ]);
  });

  it('keeps only contributors with both a name and a role', async () => {
    const { store } = await loaded(
      anAssetDetail({
        contributors: [
          { name: 'John McKeithen', role: 'Interviewee' },
          { name: 'Unknown', role: '' },
          { name: '', role: 'Reporter' },
        ],
      }),
    );
    expect(store.contributors).toEqual([{ name: 'John McKeithen', role: 'Interviewee' }]);
  });

  it("plays the clip's window of the media file with captions found from it", async () => {
    const { store } = await loaded(
      anAssetDetail({ collectionImageUrl: 'https://example.org/lpb.png' }),
    );
    expect(store.playbackSource).toEqual({
      mediaUrl: 'https://s3.amazonaws.com/ldma-media/video/news/1967_reel12_iPod.mp4',
      captionUrl: 'https://s3.amazonaws.com/ldma-media/captions/video/news/1967_reel12.srt',
      poster: 'https://example.org/thumbs/1.jpg',
      title: 'Governor McKeithen on the Superdome',
      collection: 3,
      // SPEC §9: the logo is the state archives' only.
      logo: '',
      start: 605,
      end: 766,
    });
  });

  it("heads the side column 'Related Videos' with the first 3 related assets", async () => {
    const related = [anAsset(), anAsset(), anAsset(), anAsset(), anAsset()];
    const { store } = await loaded(anAssetDetail(), related, [anAsset()]);
    expect(store.sideHeading).toBe('Related Videos');
    expect(store.sideItems).toEqual(related.slice(0, 3));
  });

  it("shows the first 3 'New Additions' when nothing is related", async () => {
    const additions = [anAsset(), anAsset(), anAsset(), anAsset()];
    const { store } = await loaded(anAssetDetail(), [], additions);
    expect(store.sideHeading).toBe('New Additions');
    expect(store.sideItems).toEqual(additions.slice(0, 3));
  });

  it.each([
    ['not public', { assetDetail: async () => anAssetDetail({ isPublic: false }) }],
    ['unknown', { assetDetail: () => Promise.reject(new Error('HTTP 404')) }],
  ])('is not found when the asset is %s', async (_, calls: Partial<ArchiveApi>) => {
    const { store } = storeWith({
      related: async () => [],
      recentlyAdded: async () => [],
      ...calls,
    });
    store.setId('X');
    await store.start();
    expect(store.status).toBe('notFound');
  });

  it('ignores an answer that arrives after the page was left', async () => {
    let answer: (d: AssetDetail) => void = () => undefined;
    const { store } = storeWith({
      assetDetail: () => new Promise((resolve) => (answer = resolve)),
      related: async () => [],
      recentlyAdded: async () => [],
    });
    store.setId('A-1');
    const loading = store.start();
    store.dispose();
    answer(anAssetDetail());
    await loading;
    expect(store.status).toBe('loading');
    expect(store.detail).toBeUndefined();
  });

  describe('the back button', () => {
    const LIST = '/sublisting/series/S1/page/2';
    const SEARCH = '/search?keyword=flood&search_by=ALLFIELDS';
    const BROWSE = '/browse-all-videos/4/series/page/3';

    // SPEC §2: the sublisting flag wins; otherwise (a search too) browse at the remembered page.
    it.each([
      ['subListing', LIST, LIST],
      ['search', SEARCH, BROWSE],
      ['home', '/', BROWSE],
    ] as const)('returns an asset opened from the %s page %s to %s', (kind, route, back) => {
      const { store, memory } = storeWith({});
      store.setId('C1');
      memory.rememberBrowse(4, 'series', 3);
      openedFrom(memory, 'C1', kind, route);
      expect(store.backRoute).toBe(back);
    });

    it('keeps its target when a related video is opened from the detail', () => {
      const { store, memory } = storeWith({});
      openedFrom(memory, 'E1', 'subListing', '/sublisting/series/S1/page/2');
      store.setId('E1');
      store.open(anAsset({ identifier: 'E2' }));
      expect(memory.state.identifier).toBe('E2');
      expect(store.backRoute).toBe('/sublisting/series/S1/page/2');
    });

    it('returns to the list page its own asset was opened from, though others opened since', () => {
      const { store, memory } = storeWith({});
      openedFrom(memory, 'E1', 'subListing', '/sublisting/series/S1/page/2');
      openedFrom(memory, 'C7', 'browse', '/browse-all-videos/4/all/page/5');
      openedFrom(memory, 'C8', 'search', '/search?keyword=x');
      store.setId('E1');
      expect(store.backRoute).toBe('/sublisting/series/S1/page/2');
      store.setId('C7');
      expect(store.backRoute).toBe('/browse-all-videos/4/all/page/5');
    });
  });

  // A related series or topic opens as a lower-case sub-listing, anything else as a detail.
  it.each([
    ['Series', 'S 1', '/sublisting/series/S%201'],
    ['Topic', 'T1', '/sublisting/topic/T1'],
    ['Episode', 'E1', '/video_v2/asset-detail/E1'],
  ] as const)('opens a related %s %j at %s', (type, identifier, target) => {
    const { store } = storeWith({});
    expect(store.targetOf(anAsset({ type, identifier }))).toBe(target);
  });

  it('opens both panels at first and toggles each on its own', () => {
    const { store } = storeWith({});
    expect([store.descriptionOpen, store.detailsOpen]).toEqual([true, true]);
    store.toggleDescription();
    expect([store.descriptionOpen, store.detailsOpen]).toEqual([false, true]);
    store.toggleDetails();
    store.toggleDescription();
    expect([store.descriptionOpen, store.detailsOpen]).toEqual([true, false]);
  });
});

/** The store as the asset page opens it: on the site's origin, on a fixed day. */
async function openedAt(detail: AssetDetail = anAssetDetail({ id: 'LPB-CL-1042' }), timecode = '') {
  const store = new AssetStore(
    new ResolveAsset(
      archiveWith({
        assetDetail: async () => detail,
        related: async () => [],
        recentlyAdded: async () => [],
      }),
      new MemoryLogger(),
    ),
    new BrowsingMemory(new MemoryKeyValueStore()),
    { origin: ORIGIN, today: () => new Date(2025, 4, 3) },
  );
  store.setId(detail.id);
  store.setTimecode(timecode);
  await store.start();
  return store;
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('AssetStore: timecode links, transcript, tools and page data', () => {
  it.each([
    ['', undefined],
    ['30', 635],
    ['1m30s', 695],
    ['00:02:00', 725],
    ['1h', 766],
    ['nonsense', undefined],
  ])('starts a ?t=%p link at %p s into the file (clip 605 s to 766 s)', async (t, start) => {
    expect((await openedAt(undefined, t)).startAt).toBe(start);
  });

  it('gives the transcript and the tools the mounted player, and takes them back when it goes', async () => {
    const store = await openedAt();
    const handle = new ScriptedHandle(
      605,
      Promise.resolve([aCue(606, 609, 'The governor speaks.')]),
    );
    store.playerReady(handle);
    await settle();
    expect(store.transcript.hasTranscript).toBe(true);
    handle.playTo(607);
    expect(store.transcript.activeIndex).toBe(0);
    expect(store.tools?.offset).toBe(2);
    store.playerGone();
    expect(handle.listening).toBe(0);
  });

  it('describes the page with its title, abstract and thumbnail', async () => {
    const store = await openedAt();
    expect(store.pageMeta).toEqual({
      title: 'Governor McKeithen on the Superdome | Louisiana Digital Media Archive',
      description: 'The governor explains the stadium plan.',
      image: 'https://example.org/thumbs/1.jpg',
      type: 'video.other',
    });
  });

  it('describes a video without an abstract by its title', async () => {
    const store = await openedAt(anAssetDetail({ descriptions: [] }));
    expect(store.pageMeta.description).toBe(
      'Governor McKeithen on the Superdome: a video from the Louisiana Digital Media Archive.',
    );
  });

  it('gives valid schema.org data, with the transcript once it has loaded', async () => {
    const store = await openedAt();
    expect(schemaProblems(store.structuredData)).toEqual([]);
    expect(store.structuredData).not.toHaveProperty('transcript');
    expect(store.structuredData).toMatchObject({
      url: `${ORIGIN}/video_v2/asset-detail/LPB-CL-1042`,
      embedUrl: `${ORIGIN}/embed/LPB-CL-1042`,
      duration: 'PT2M41S',
    });
    store.playerReady(
      new ScriptedHandle(
        605,
        Promise.resolve([aCue(606, 609, 'The governor speaks.'), aCue(610, 612, 'Applause.')]),
      ),
    );
    await settle();
    expect(store.structuredData?.transcript).toBe('The governor speaks.\nApplause.');
  });

  it('carries at most the first 5,000 characters of a long transcript', async () => {
    const store = await openedAt();
    const long = Array.from({ length: 2000 }, (_, i) =>
      aCue(606 + i * 0.05, 606 + i * 0.05 + 0.04, `Line ${i} of the governor’s speech.`),
    );
    store.playerReady(new ScriptedHandle(605, Promise.resolve(long)));
    await settle();
    expect(store.transcript.lines.length).toBeGreaterThan(1000);
    const transcript = String(store.structuredData?.transcript);
    expect(transcript.length).toBeLessThanOrEqual(5_000);
    expect(transcript.length).toBeGreaterThan(4_900);
    expect(transcript.startsWith('Line 0 of the governor’s speech.\nLine 1 ')).toBe(true);
  });

  it('keeps the same structured data while the video plays, while it is shown', async () => {
    const store = await openedAt();
    const handle = new ScriptedHandle(
      605,
      Promise.resolve([aCue(606, 609, 'The governor speaks.'), aCue(610, 612, 'Applause.')]),
    );
    store.playerReady(handle);
    await settle();
    const seen = new Set<unknown>();
    const stop = autorun(() => seen.add(store.structuredData));
    handle.playTo(607);
    handle.playTo(611);
    store.transcript.setQuery('governor');
    store.toggleDescription();
    expect(seen.size).toBe(1);
    stop();
  });
});

describe('AssetStore: a page opened with a keyword', () => {
  // The clip plays 605 s to 766 s of its media file.
  const detail = anAssetDetail({
    id: 'A-9',
    mediaUrl: 'https://s3.amazonaws.com/ldma-media/video/flood_iPod.mp4',
  });
  const CAPTIONS = 'https://s3.amazonaws.com/ldma-media/captions/video/flood.srt';
  const file = [
    '1\n00:10:06,000 --> 00:10:09,000\nThe flood came at dawn.',
    '2\n00:10:50,000 --> 00:10:52,000\nBoats on the floodwater.',
    '3\n00:11:40,000 --> 00:11:42,000\nNobody expected it.',
  ].join('\n\n');

  function opened(keyword: string | null, timecode: string | null = null, data?: PageData) {
    const logger = new MemoryLogger();
    const captions = new InMemoryCaptionSource({ [CAPTIONS]: file });
    const store = new AssetStore(
      new ResolveAsset(
        archiveWith({ assetDetail: async () => detail, related: async () => [] }),
        logger,
      ),
      new BrowsingMemory(new MemoryKeyValueStore()),
      { logger, data, readTranscript: new ReadTranscript(captions, logger) },
    );
    store.setId('A-9');
    store.setTimecode(timecode);
    store.setKeyword(keyword);
    return { store, captions };
  }

  it('reads the transcript before any player, searching it for the keyword', async () => {
    const { store, captions } = opened('flood');
    await store.start();
    expect(captions.asked).toEqual([CAPTIONS]);
    expect(store.transcript.status).toBe('ready');
    expect(store.transcript.query).toBe('flood');
    expect(store.transcript.matchStatus).toBe('1 of 2');
  });

  it('makes the mention at the ?t= time current', async () => {
    const { store } = opened('flood', '45');
    await store.start();
    expect(store.transcript.matchStatus).toBe('2 of 2');
    store.setTimecode('0');
    expect(store.transcript.matchStatus).toBe('1 of 2');
  });

  it('leaves the transcript to the player without a keyword', async () => {
    const { store, captions } = opened(null);
    await store.start();
    expect(captions.asked).toEqual([]);
    expect(store.transcript.status).toBe('waiting');
  });

  it('sends the transcript with the page, so the browser shows it without reading again', async () => {
    const recorder = PageData.recorder();
    await opened('flood', null, recorder).store.start();
    const { store, captions } = opened('flood', null, recorder.replay());
    store.restore();
    expect(store.transcript.status).toBe('ready');
    expect(store.transcript.lines.map((line) => line.text)).toEqual([
      'The flood came at dawn.',
      'Boats on the floodwater.',
      'Nobody expected it.',
    ]);
    await store.start();
    expect(captions.asked).toEqual([]);
  });

  it("starts from the server's answer without redoing it: the player's source and the tools stay", async () => {
    const recorder = PageData.recorder();
    await opened(null, null, recorder).store.start();
    const { store } = opened(null, null, recorder.replay());
    store.restore();
    // Watched as the page watches them.
    const seen: unknown[][] = [];
    const stop = reaction(
      () => [store.status, store.playbackSource, store.tools],
      (now) => seen.push(now),
    );
    await store.start();
    stop();
    // A new source would mount the player again; new tools would lose the player they follow.
    expect(seen).toEqual([]);
    expect(store.status).toBe('ready');
  });
});
