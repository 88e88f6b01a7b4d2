import { formatBlogDate } from '../../../../src/core/rules/values/dates';

describe('blog dates', () => {
  it.each([
    ['2024-03-05T00:00:00Z', '03/05/2024'],
    ['2024-03-05', '03/05/2024'],
    ['1999-12-31T10:00:00Z', '12/31/1999'],
    ['1999-12-31T23:30:00-05:00', '01/01/2000'],
    ['0999-01-09', '01/09/999'],
    ['', ''],
    ['not a date', ''],
    [undefined, ''],
  ])('%p shows as %p', (value, text) => {
    expect(formatBlogDate(value)).toBe(text);
  });
});
