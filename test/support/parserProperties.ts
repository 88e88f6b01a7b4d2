// What a parser may do with any input: return a value inside the contract, or throw an Error.

/** Runs per property: enough to meet odd input, short enough for the unit suite. */
export const RUNS = { numRuns: 300 };

/** Text as the entities carry it: a string with no surrounding space. */
export const isText = (value: unknown) => typeof value === 'string' && value === value.trim();

/** Runs `work`; it may only return or throw an Error (never a string, never a crash). */
export function onlyErrors<T>(work: () => T, check: (value: T) => void): void {
  let value: T;
  try {
    value = work();
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return;
  }
  check(value);
}
