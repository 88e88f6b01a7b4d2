import fc from 'fast-check';
import { isTrueFlag } from '../../../../src/core/rules/values/flags';
import { itMaps } from '../../../support/tables';

describe('public flag', () => {
  itMaps(isTrueFlag, '%p is %p', [
    [true, true],
    ['true', true],
    ['True', true],
    ['TRUE', true],
    ['  true ', true],
    [1, true],
    [false, false],
    ['false', false],
    ['1', false],
    ['yes', false],
    [0, false],
    [2, false],
    ['', false],
    [null, false],
    [undefined, false],
    [{}, false],
  ]);

  it('never throws and is true only for the three accepted forms', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = isTrueFlag(value);
        const accepted =
          value === true ||
          value === 1 ||
          (typeof value === 'string' && value.trim().toLowerCase() === 'true');
        return result === accepted;
      }),
    );
  });
});
