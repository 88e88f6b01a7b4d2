import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import type { AssetDetail } from '../../../src/core/entities/AssetDetail';
import { AssetStore } from '../../../src/core/stores/AssetStore';
import { BrowsingMemory } from '../../../src/core/stores/BrowsingMemory';
import { ResolveAsset } from '../../../src/core/use-cases/ResolveAsset';
import { anAssetDetail, archiveWith } from '../../support/builders';
import { schemaProblems } from '../../support/schemaOrg';
import { aCue, ScriptedHandle } from '../../support/scriptedPlayer';

const ORIGIN = 'https://ldma.example.org';

async function loaded(detail: AssetDetail = anAssetDetail({ id: 'LPB-CL-1042' }), timecode = '') {
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
    expect((await loaded(undefined, t)).startAt).toBe(start);
  });

  it('gives the transcript and the tools the mounted player, and takes them back when it goes', async () => {
    const store = await loaded();
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
    const store = await loaded();
    expect(store.pageMeta).toEqual({
      title: 'Governor McKeithen on the Superdome | Louisiana Digital Media Archive',
      description: 'The governor explains the stadium plan.',
      image: 'https://example.org/thumbs/1.jpg',
      type: 'video.other',
    });
  });

  it('describes a video without an abstract by its title', async () => {
    const store = await loaded(anAssetDetail({ descriptions: [] }));
    expect(store.pageMeta.description).toBe(
      'Governor McKeithen on the Superdome: a video from the Louisiana Digital Media Archive.',
    );
  });

  it('gives valid schema.org data, with the transcript once it has loaded', async () => {
    const store = await loaded();
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
});
