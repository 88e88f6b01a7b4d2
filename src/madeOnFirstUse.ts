/**
 * An object of `values` and of members each made by its maker the first time it is read,
 * then kept: a page makes only the use cases it uses, which a phone notices at start-up.
 */
export function madeOnFirstUse<T extends object>(
  makers: { [K in keyof T]?: () => T[K] },
  values: Partial<T>,
): T {
  const made = { ...values } as T;
  for (const [key, make] of Object.entries(makers) as [keyof T, () => T[keyof T]][]) {
    Object.defineProperty(made, key, {
      configurable: true,
      enumerable: true,
      get: () => {
        const value = make();
        Object.defineProperty(made, key, { value, enumerable: true, writable: false });
        return value;
      },
    });
  }
  return made;
}
