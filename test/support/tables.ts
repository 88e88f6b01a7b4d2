// Tables of cases for functions of one value: a test per row, titled from the row.

/** A test a row: `f` turns the row's value into the row's result. */
export function itMaps<In, Out>(
  f: (value: In) => Out,
  title: string,
  rows: readonly (readonly [In, Out])[],
): void {
  it.each(rows.map(([value, result]): [In, Out] => [value, result]))(title, (value, result) => {
    expect(f(value)).toEqual(result);
  });
}

/** A test a value: `parse` reads nothing from it. */
export function itRefuses<In>(
  parse: (value: In) => unknown,
  title: string,
  values: readonly In[],
): void {
  it.each(values.map((value): [In] => [value]))(title, (value) => {
    expect(parse(value)).toBeUndefined();
  });
}
