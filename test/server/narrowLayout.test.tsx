/** @jest-environment node */
import { aPageOfAssets, anAssetDetail, archiveWith } from '../support/builders';
import { demoCaptions } from '../support/demoCaptions';
import { served } from './support';

jest.mock('jsdom', () => jest.requireActual('../support/jestJsdom'));

/** Visible text of an element, spaces folded. */
const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe("the sub-listing's header without script", () => {
  const archive = (
    coverages: string[],
    descriptions = [{ text: 'Fifty years of news film.', type: 'Abstract' }],
  ) =>
    archiveWith({
      relatedPaged: async (_id, n) =>
        aPageOfAssets(n, 41, (i) => ({
          identifier: `C-${i}`,
          title: `Clip ${i}`,
          seriesTitle: 'Louisiana News Archive',
        })),
      relatedCount: async () => 41,
      assetDetail: async () =>
        anAssetDetail({ seriesTitle: 'Louisiana News Archive', descriptions, coverages }),
    });

  it('says the description, item count and years once, under the heading, before the cards', async () => {
    const { document } = await served('/sublisting/series/LPB-SR-1001/page/1', {
      archive: archive(['Baton Rouge (La.)', '1956', '1992']),
    });
    const main = document.querySelector('main') as Element;
    const about = main.querySelector('h1 + .listing__about');
    expect(text(about?.querySelector('.listing__description'))).toBe('Fifty years of news film.');
    expect(text(about?.querySelector('.listing__facts'))).toBe('41 videos · 1956–1992');
    expect(main.textContent?.split('Fifty years of news film.')).toHaveLength(2);
    const firstCard = main.querySelector('.listing__results article');
    expect(about?.compareDocumentPosition(firstCard as Element)).toBe(
      4 /* DOCUMENT_POSITION_FOLLOWING */,
    );
    // SPEC §2 Sub-listing: each card keeps its title and series title.
    expect(text(firstCard)).toContain('Clip 1');
    expect(text(firstCard)).toContain('Louisiana News Archive');
  });

  it('keeps the count alone when the record names no description and no span of years', async () => {
    const { document } = await served('/sublisting/series/LPB-SR-1001/page/2', {
      archive: archive(['1956'], []),
    });
    const about = document.querySelector('main .listing__about');
    expect(about?.querySelector('.listing__description')).toBeNull();
    expect(text(about)).toBe('41 videos');
  });
});

describe("the video page's licensing request without script", () => {
  it('shows Request this footage right under the group heading, with no Share, Cite or marks', async () => {
    const { document } = await served('/video_v2/asset-detail/LPB-SG-1138', {
      captions: demoCaptions(),
    });
    const group = document.querySelector('main .watch__tool-group') as Element;
    const children = [...group.children].map((child) => child.className);
    expect(children).toEqual(['watch__tools-heading', 'clip-request__action']);
    const link = group.querySelector('.clip-request__action > a');
    expect(text(link)).toBe('Request this footage');
    expect(link?.getAttribute('href')).toMatch(/^\/contact-us\?/);
  });
});
