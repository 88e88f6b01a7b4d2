import { shadeBounds } from '../../../src/core/stores/ExploreHubStore';

describe('the map shades', () => {
  it('split the parishes with videos into quartiles, however large the largest', () => {
    expect(shadeBounds([1, 2, 3, 4, 5, 6, 7, 400])).toEqual([2, 4, 6, 400]);
  });

  it('give fewer shades when counts repeat, and none without videos', () => {
    expect(shadeBounds([3, 3, 3, 0])).toEqual([3]);
    expect(shadeBounds([0, 0])).toEqual([]);
  });
});
