import {
  contactPrefill,
  footageRequestMessage,
  footageRequestPath,
  hms,
  PREFILL_LIMIT,
} from '../../../../src/core/rules/clip/footageRequest';
import { itMaps } from '../../../support/tables';
import { ORIGIN } from '../../../support/builders';

describe('a footage licensing request', () => {
  const request = {
    title: 'Governor McKeithen on the Superdome',
    identifier: 'LPB-CL-1042',
    url: `${ORIGIN}/video_v2/asset-detail/LPB-CL-1042`,
    clip: { start: 605, end: 766 },
  };

  it('names the video and, when marked, the in and out points in the clip and in the file', () => {
    expect(footageRequestMessage({ ...request, inPoint: 12, outPoint: 65 })).toBe(
      [
        'I would like to license footage from this video.',
        '',
        'Title: Governor McKeithen on the Superdome',
        'Identifier: LPB-CL-1042',
        `Link: ${ORIGIN}/video_v2/asset-detail/LPB-CL-1042`,
        'In point: 0:12 (00:10:17 in the source file)',
        'Out point: 1:05 (00:11:10 in the source file)',
        '',
        'How I plan to use it:',
        '',
      ].join('\n'),
    );
  });

  it('leaves out points that were not marked', () => {
    const message = footageRequestMessage({ ...request, outPoint: 30 });
    expect(message).not.toContain('In point');
    expect(message).toContain('Out point: 0:30 (00:10:35 in the source file)');
    expect(footageRequestMessage(request)).not.toMatch(/point/);
  });

  it('opens the contact page with the subject and the message, which read back as the prefill', () => {
    const path = footageRequestPath({ ...request, inPoint: 12 });
    expect(path.startsWith('/contact-us?subject=Footage+licensing+request&message=')).toBe(true);
    const prefill = contactPrefill(path.slice(path.indexOf('?')));
    expect(prefill.split('\n').slice(0, 5)).toEqual([
      'Subject: Footage licensing request',
      '',
      'I would like to license footage from this video.',
      '',
      'Title: Governor McKeithen on the Superdome',
    ]);
    expect(prefill).toContain('In point: 0:12 (00:10:17 in the source file)');
  });

  itMaps(contactPrefill, 'reads the prefill of %p as %p', [
    ['', ''],
    ['?keyword=x', ''],
    ['?subject=Accessibility%20request', 'Subject: Accessibility request'],
    ['?message=Hello%0D%0Athere', 'Hello\nthere'],
    ['?message=%00%07Bell%1B', 'Bell'],
    ['?subject=%20&message=%20%20', ''],
  ]);

  it.each([
    ['zero-width spaces and joiners', '\u200B\u200C\u200D'],
    ['direction marks', '\u200E\u200F'],
    ['embeddings and overrides', '\u202A\u202B\u202C\u202D\u202E'],
    ['isolates', '\u2066\u2067\u2068\u2069'],
    ['the byte order mark', '\uFEFF'],
  ])("drops %s from a link's subject and message", (_, invisible) => {
    const search = `?${new URLSearchParams({
      subject: `${invisible}Foot${invisible}age`,
      message: `Pay ${invisible}100${invisible} dollars${invisible}`,
    }).toString()}`;
    expect(contactPrefill(search)).toBe('Subject: Footage\n\nPay 100 dollars');
  });

  it("keeps letters of other scripts in a link's message", () => {
    const search = `?${new URLSearchParams({ message: 'Café, שלום, مرحبا' }).toString()}`;
    expect(contactPrefill(search)).toBe('Café, שלום, مرحبا');
  });

  it(`keeps no more than ${PREFILL_LIMIT} characters of a link's message`, () => {
    expect(contactPrefill(`?message=${'a'.repeat(PREFILL_LIMIT + 50)}`)).toHaveLength(
      PREFILL_LIMIT,
    );
  });

  itMaps(hms, 'writes %p seconds as %p', [
    [0, '00:00:00'],
    [617, '00:10:17'],
    [3723.9, '01:02:03'],
  ]);
});
