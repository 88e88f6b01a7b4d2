/** @jest-environment node */
import { buildDemoCatalogue, DEMO_IDS } from '../../demo-api/catalogue';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { openTranscriptIndex } from '../../src/adapters/sql/openTranscriptIndex';
import type { PostgresTranscriptIndex } from '../../src/adapters/sql/PostgresTranscriptIndex';
import type { PortAdapters } from '../../src/container';
import { machineServices } from '../../src/serverServices';
import type { ArchiveApi } from '../../src/core/ports/ArchiveApi';
import { PublicAssets } from '../../src/core/use-cases/PublicAssets';
import { PublicTranscripts } from '../../src/core/use-cases/PublicTranscripts';
import { readyTranscripts } from '../../src/server/index/spokenWordsIndex';
import { indexWithdrawals } from '../../src/server/index/withdrawals';
import { SPOKEN_HEADING } from '../../src/ui/components/spoken/SpokenWords';
import { demoPorts, fromDemoCatalogue } from '../support/demoAdapters';
import { asText, served, type Listening, resourceSite, spokenSearchResources } from './support';
import { ORIGIN } from '../support/builders';

jest.mock('jsdom', () => jest.requireActual('../support/jestJsdom'));

const CLIP = DEMO_IDS.playableClip;
const LSA_CLIP = DEMO_IDS.lsaClip;
/** The archive as it is now; `withdraw` makes it say CLIP is no longer public. */
function switchableArchive() {
  const before = fromDemoCatalogue().archive;
  const catalogue = buildDemoCatalogue();
  const record = catalogue.assets.find((asset) => asset.Identifier === CLIP || asset.Id === CLIP);
  if (!record) throw new Error(`No ${CLIP} in the demo catalogue`);
  record.IsPublic = false;
  const after = fromDemoCatalogue({ catalogue }).archive;
  let now: ArchiveApi = before;
  const archive = new Proxy({} as ArchiveApi, {
    get: (_, name) => {
      const value: unknown = Reflect.get(now, name);
      return typeof value === 'function' ? value.bind(now) : value;
    },
  });
  return { archive, withdraw: () => (now = after) };
}

let index: PostgresTranscriptIndex;
let site: Listening;
let ports: PortAdapters;
let withdraw: () => void;

async function storeClips(): Promise<void> {
  const demo = fromDemoCatalogue().archive;
  for (const [id, collection, text] of [
    [CLIP, 3, 'The levee broke at dawn.'],
    [LSA_CLIP, 4, 'The governor flew over the levee.'],
  ] as const) {
    const detail = await demo.assetDetail(id);
    await index.store(
      {
        id,
        title: detail.title,
        seriesTitle: detail.seriesTitle,
        type: 'Clip',
        collection,
        thumbnail: detail.thumbnail,
        captionVersion: 'v1',
      },
      [{ offset: 3, end: 6, text }],
    );
  }
  await index.markPass(Date.now());
}

beforeAll(async () => {
  index = await openTranscriptIndex();
  await storeClips();
  const switchable = switchableArchive();
  withdraw = switchable.withdraw;
  const logger = new MemoryLogger();
  // Composed as src/container.ts composes the server's ports.
  const withdrawals = indexWithdrawals(index, 60_000);
  ports = demoPorts({
    archive: switchable.archive,
    logger,
    withdrawals,
    transcripts: new PublicTranscripts(
      readyTranscripts(index, { cacheMs: 0 }),
      new PublicAssets(switchable.archive, logger, withdrawals),
    ),
  });
  const machine = machineServices({
    logger,
    forRequest: () => ports,
    forWalks: () => ({ archive: ports.archive, blogs: ports.blogs }),
  });
  site = await resourceSite({
    clientDir: __dirname,
    logger,
    origin: ORIGIN,
    resources: spokenSearchResources(machine, logger),
  });
}, 60_000);

afterAll(async () => {
  await site.close();
  await index.close();
});

const json = async (path: string) => JSON.parse((await asText(await site.get(path))).body);
const spokenIds = async () => {
  const { document } = await served('/search?keyword=levee', ports);
  const part = [...document.querySelectorAll('section')].find(
    (section) => section.querySelector('h2')?.textContent === SPOKEN_HEADING,
  );
  return [...(part?.querySelectorAll('a.moment') ?? [])].map((link) => link.getAttribute('href'));
};

describe('a video the archive withdraws', () => {
  it('is found on every surface while it is public, and on none once it is not', async () => {
    const before = await json('/api/spoken-words?q=levee');
    expect(before.total).toBe(2);
    expect((await json(`/api/spoken-words?q=levee&asset=${CLIP}`)).moments).toHaveLength(1);
    expect((await json(`/iiif/${CLIP}/search?q=levee`)).items).toHaveLength(1);
    expect((await spokenIds()).some((href) => href?.includes(CLIP))).toBe(true);

    withdraw();

    const after = await json('/api/spoken-words?q=levee');
    expect(after.total).toBe(1);
    expect(after.results.map((video: { id: string }) => video.id)).toEqual([LSA_CLIP]);
    expect(after.facets.collections).toEqual([{ value: 4, count: 1 }]);
    expect(JSON.stringify(after)).not.toContain(CLIP);
    expect((await json(`/api/spoken-words?q=levee&asset=${CLIP}`)).moments ?? []).toEqual([]);
    expect((await site.get(`/iiif/${CLIP}/search?q=levee`)).status).toBe(404);
    const hrefs = await spokenIds();
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.some((href) => href?.includes(CLIP))).toBe(false);
  });

  it('leaves the index at once', async () => {
    expect([...(await index.versions()).keys()]).toEqual([LSA_CLIP]);
  });
});
