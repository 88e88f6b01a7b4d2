import { detailFields } from '../../../../src/core/rules/clip/detailFields';
import { anAssetDetail } from '../../../support/builders';

describe('the Duration row of DETAILS', () => {
  const durationOf = (duration: string) =>
    detailFields(anAssetDetail({ duration })).find((f) => f.label === 'Duration')?.value;

  it('shows an hh:mm:ss duration as it came', () => {
    expect(durationOf(' 01:02:03 ')).toBe('01:02:03');
  });

  it.each(['100:00:00', '1:2:3', '00:61:00', 'abc', '2 min', '00:00:00', ''])(
    'says Unknown for %p rather than hiding the row',
    (duration) => {
      expect(durationOf(duration)).toBe('Unknown');
    },
  );

  it('keeps its place after Date Issued when every other field is empty', () => {
    const bare = anAssetDetail({
      collectionName: '',
      genres: [],
      coverages: [],
      publishers: [],
      dateIssued: '',
      subjects: [],
      duration: '',
    });
    expect(detailFields(bare)).toEqual([{ label: 'Duration', value: 'Unknown' }]);
  });
});
