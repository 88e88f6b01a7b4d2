import { isObservable, reaction } from 'mobx';
import { SearchBoxStore } from '../../../src/core/stores/SearchBoxStore';

type Modules = {
  observed: typeof import('../../../src/core/stores/observed');
  box: typeof import('../../../src/core/stores/SearchBoxStore');
};

/** Fresh copies of the modules, as a process of its own loads them. */
const isolated = (): Modules => {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = {
      observed: jest.requireActual('../../../src/core/stores/observed'),
      box: jest.requireActual('../../../src/core/stores/SearchBoxStore'),
    };
  });
  return modules!;
};

const LEVEE = '/search?keyword=levee&search_by=ALLFIELDS';

describe('a store', () => {
  it('is observable where stores are watched (the browser): a reaction sees it change', () => {
    const box = new SearchBoxStore();
    const seen: (string | undefined)[] = [];
    const stop = reaction(
      () => box.target,
      (target) => seen.push(target),
    );
    box.setTerm('levee');
    stop();
    expect(isObservable(box)).toBe(true);
    expect(seen).toEqual([LEVEE]);
  });

  it('stays a plain object where none is watched (the server), and answers the same', () => {
    const { observed, box } = isolated();
    observed.storesNeverWatched();
    const plain = new box.SearchBoxStore();
    expect(isObservable(plain)).toBe(false);
    plain.setTerm('  levee ');
    expect(plain.target).toBe(LEVEE);
    expect(plain.submit()).toBe(LEVEE);
    expect([plain.term, plain.open]).toEqual(['', false]);
  });
});
