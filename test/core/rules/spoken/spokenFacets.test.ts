import {
  spokenCollectionOptions,
  spokenTypeOptions,
} from '../../../../src/core/rules/spoken/spokenFacets';
import type { SpokenResults } from '../../../../src/core/entities/SpokenWords';

const results: SpokenResults = {
  hits: [],
  total: 7,
  collections: [
    { value: 3, count: 5 },
    { value: 4, count: 2 },
  ],
  types: [
    { value: 'Clip', count: 4 },
    { value: 'Segment', count: 3 },
  ],
};

const counts = (options: { label: string; count: number; selected: boolean }[]) =>
  options.map(({ label, count, selected }) => [label, count, selected]);

describe('the filters of spoken-word results', () => {
  it("counts each collection as the engine did, 'All' being every match", () => {
    expect(counts(spokenCollectionOptions(results, {}))).toEqual([
      ['All', 7, true],
      ['LPB', 5, false],
      ['LSA', 2, false],
    ]);
  });

  it("with a collection chosen, 'All' is what every collection holds together", () => {
    const within = { ...results, total: 2 };
    expect(counts(spokenCollectionOptions(within, { collection: 4 }))).toEqual([
      ['All', 7, false],
      ['LPB', 5, false],
      ['LSA', 2, true],
    ]);
  });

  it('offers every type, those without matches counted 0', () => {
    const options = spokenTypeOptions(results, { type: 'Segment' });
    expect(counts(options)).toEqual([
      ['All', 7, false],
      ['Clip', 4, false],
      ['Series', 0, false],
      ['Program', 0, false],
      ['Episode', 0, false],
      ['Topic', 0, false],
      ['Segment', 3, true],
    ]);
  });
});
