import {
  apaCitation,
  chicagoCitation,
  citations,
  mlaCitation,
  readIssued,
  type CitationSource,
} from '../../../../src/core/rules/clip/citation';
import { aCitationSource } from '../../../support/builders';
import { itMaps } from '../../../support/tables';

const source = aCitationSource;
const URL_ = source().url;
const accessed = new Date(2025, 4, 3);

const two = [
  { name: 'John McKeithen', role: 'Interviewee' },
  { name: 'Ann Guidry', role: 'Reporter' },
];
const four = [
  { name: 'Martin Luther King Jr.', role: 'Speaker' },
  { name: 'Ann Guidry', role: 'Reporter' },
  { name: 'Bill Stewart', role: 'Camera' },
  { name: 'Rose Lee', role: 'Producer' },
];

describe('a Chicago citation', () => {
  it.each<[string, Partial<CitationSource>, string]>([
    [
      'one contributor',
      {},
      `McKeithen, John, interviewee. "Governor McKeithen on the Superdome." Louisiana News Archive. WBRZ, August 14, 1967. Louisiana Public Broadcasting, LPB-CL-1042. Louisiana Digital Media Archive. Accessed May 3, 2025. ${URL_}.`,
    ],
    [
      'two contributors',
      { contributors: two },
      `McKeithen, John, interviewee, and Ann Guidry, reporter. "Governor McKeithen on the Superdome." Louisiana News Archive. WBRZ, August 14, 1967. Louisiana Public Broadcasting, LPB-CL-1042. Louisiana Digital Media Archive. Accessed May 3, 2025. ${URL_}.`,
    ],
    [
      'four contributors, a suffix, a year alone',
      { contributors: four, dateIssued: '1963' },
      `King, Martin Luther, Jr., speaker, et al. "Governor McKeithen on the Superdome." Louisiana News Archive. WBRZ, 1963. Louisiana Public Broadcasting, LPB-CL-1042. Louisiana Digital Media Archive. Accessed May 3, 2025. ${URL_}.`,
    ],
    [
      'nothing but a title, a collection and an address',
      { contributors: [], seriesTitle: '', publishers: [], dateIssued: '', identifier: '' },
      `"Governor McKeithen on the Superdome." Louisiana Public Broadcasting. Louisiana Digital Media Archive. Accessed May 3, 2025. ${URL_}.`,
    ],
    [
      'a question for a title, a month alone, an unknown contributor',
      {
        title: 'Who Built the Dome?',
        contributors: [{ name: 'Unknown', role: 'Camera' }],
        dateIssued: '1967-08',
      },
      `"Who Built the Dome?" Louisiana News Archive. WBRZ, August 1967. Louisiana Public Broadcasting, LPB-CL-1042. Louisiana Digital Media Archive. Accessed May 3, 2025. ${URL_}.`,
    ],
  ])('with %s', (_, fields, expected) => {
    expect(chicagoCitation(source(fields), accessed)).toBe(expected);
  });
});

describe('an MLA citation', () => {
  it.each<[string, Partial<CitationSource>, string]>([
    [
      'one contributor',
      {},
      `McKeithen, John, interviewee. "Governor McKeithen on the Superdome." Louisiana News Archive, WBRZ, 14 Aug. 1967. Louisiana Digital Media Archive, Louisiana Public Broadcasting, ldma.example.org/video_v2/asset-detail/LPB-CL-1042. Accessed 3 May 2025.`,
    ],
    [
      'two contributors',
      { contributors: two },
      `McKeithen, John, and Ann Guidry. "Governor McKeithen on the Superdome." Louisiana News Archive, WBRZ, 14 Aug. 1967. Louisiana Digital Media Archive, Louisiana Public Broadcasting, ldma.example.org/video_v2/asset-detail/LPB-CL-1042. Accessed 3 May 2025.`,
    ],
    [
      'three or more contributors and a September date',
      { contributors: four, dateIssued: '1963-09-02' },
      `King, Martin Luther, Jr., et al. "Governor McKeithen on the Superdome." Louisiana News Archive, WBRZ, 2 Sept. 1963. Louisiana Digital Media Archive, Louisiana Public Broadcasting, ldma.example.org/video_v2/asset-detail/LPB-CL-1042. Accessed 3 May 2025.`,
    ],
    [
      'no contributors, publisher or date',
      { contributors: [], publishers: [], dateIssued: '' },
      `"Governor McKeithen on the Superdome." Louisiana News Archive. Louisiana Digital Media Archive, Louisiana Public Broadcasting, ldma.example.org/video_v2/asset-detail/LPB-CL-1042. Accessed 3 May 2025.`,
    ],
  ])('with %s', (_, fields, expected) => {
    expect(mlaCitation(source(fields), accessed)).toBe(expected);
  });
});

describe('an APA citation', () => {
  it.each<[string, Partial<CitationSource>, string]>([
    [
      'one contributor',
      {},
      `McKeithen, J. (Interviewee). (1967, August 14). Governor McKeithen on the Superdome [Video]. Louisiana News Archive. WBRZ. Louisiana Public Broadcasting (LPB-CL-1042), Louisiana Digital Media Archive. Retrieved May 3, 2025, from ${URL_}`,
    ],
    [
      'two contributors',
      { contributors: two },
      `McKeithen, J. (Interviewee), & Guidry, A. (Reporter). (1967, August 14). Governor McKeithen on the Superdome [Video]. Louisiana News Archive. WBRZ. Louisiana Public Broadcasting (LPB-CL-1042), Louisiana Digital Media Archive. Retrieved May 3, 2025, from ${URL_}`,
    ],
    [
      'no contributors and no date',
      { contributors: [], dateIssued: '' },
      `Governor McKeithen on the Superdome [Video]. (n.d.). Louisiana News Archive. WBRZ. Louisiana Public Broadcasting (LPB-CL-1042), Louisiana Digital Media Archive. Retrieved May 3, 2025, from ${URL_}`,
    ],
    [
      'a date in words and a US date',
      {
        contributors: [{ name: 'McKeithen, John J.', role: 'Interviewee' }],
        dateIssued: '08/14/1967',
      },
      `McKeithen, J. J. (Interviewee). (1967, August 14). Governor McKeithen on the Superdome [Video]. Louisiana News Archive. WBRZ. Louisiana Public Broadcasting (LPB-CL-1042), Louisiana Digital Media Archive. Retrieved May 3, 2025, from ${URL_}`,
    ],
    [
      'a date that cannot be read',
      { contributors: [], dateIssued: 'circa 1970' },
      `Governor McKeithen on the Superdome [Video]. (circa 1970). Louisiana News Archive. WBRZ. Louisiana Public Broadcasting (LPB-CL-1042), Louisiana Digital Media Archive. Retrieved May 3, 2025, from ${URL_}`,
    ],
  ])('with %s', (_, fields, expected) => {
    expect(apaCitation(source(fields), accessed)).toBe(expected);
  });
});

describe('the date an asset was issued', () => {
  itMaps(readIssued, '%p is %p', [
    ['1967-08-14', { year: 1967, month: 8, day: 14 }],
    ['1967-08', { year: 1967, month: 8, day: undefined }],
    ['1967', { year: 1967, month: undefined, day: undefined }],
    ['1967-08-14T00:00:00Z', { year: 1967, month: 8, day: 14 }],
    ['08/14/1967', { year: 1967, month: 8, day: 14 }],
    ['1967-13-01', undefined],
    ['circa 1970', undefined],
    ['', undefined],
  ]);
});

it('gives all three forms at once, leaving out a series that repeats the title', () => {
  const all = citations(source({ seriesTitle: 'Governor McKeithen on the Superdome' }), accessed);
  expect(Object.keys(all)).toEqual(['chicago', 'mla', 'apa']);
  for (const text of Object.values(all)) {
    expect(text.match(/Governor McKeithen on the Superdome/g)).toHaveLength(1);
  }
});
