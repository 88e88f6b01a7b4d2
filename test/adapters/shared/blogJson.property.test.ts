/** @jest-environment node */
import fc from 'fast-check';
import {
  blogByIdFromJson,
  blogListFromJson,
  blogPageFromJson,
  frontpageIdsFromJson,
} from '../../../src/adapters/shared/blogJson';
import type { Blog } from '../../../src/core/entities/Blog';
import { DEFAULT_THUMBNAILS } from '../../support/builders';
import { isText, onlyErrors, RUNS } from '../../support/parserProperties';

function expectBlog(b: Blog): void {
  for (const key of ['key', 'title', 'html', 'description', 'date'] as const)
    expect(isText(b[key])).toBe(true);
  expect(b.picture).not.toBe('');
  expect(typeof b.active).toBe('boolean');
}

describe('blog mapping: properties', () => {
  const blogish = fc.record(
    {
      key: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      blogtitle: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
      bloghtml: fc.string(),
      blogpic: fc.oneof(fc.string(), fc.constant('http://b.s3.amazonaws.com/p.jpg')),
      blogdesc: fc.anything(),
      blogdate: fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        fc.string(),
      ),
      blogactive: fc.oneof(
        fc.boolean(),
        fc.constantFrom('true', 'false', 'TRUE', '1'),
        fc.integer(),
        fc.anything(),
      ),
    },
    { requiredKeys: [] },
  );
  const anyJson = fc.oneof(fc.anything(), fc.jsonValue(), fc.array(blogish), blogish);

  it('blogListFromJson returns blogs inside the contract, or throws an Error', () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        onlyErrors(
          () => blogListFromJson(value, DEFAULT_THUMBNAILS),
          (blogs) => blogs.forEach(expectBlog),
        );
      }),
      RUNS,
    );
  });

  it('blogByIdFromJson returns one blog, or throws an Error', () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        onlyErrors(() => blogByIdFromJson(value, DEFAULT_THUMBNAILS), expectBlog);
      }),
      RUNS,
    );
  });

  it('blogPageFromJson returns a page with sane numbers, or throws an Error', () => {
    const pageish = fc.record(
      {
        data: fc.oneof(fc.array(blogish), fc.anything()),
        totalItems: fc.anything(),
        pageSize: fc.anything(),
        pageNumber: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(pageish, fc.anything()),
        fc.integer({ min: 1, max: 100 }),
        (value, page) => {
          onlyErrors(
            () => blogPageFromJson(value, DEFAULT_THUMBNAILS, page),
            (p) => {
              p.data.forEach(expectBlog);
              expect(Number.isSafeInteger(p.totalItems) && p.totalItems >= 0).toBe(true);
              expect(Number.isSafeInteger(p.pageSize) && p.pageSize >= 1).toBe(true);
              expect(Number.isSafeInteger(p.pageNumber) && p.pageNumber >= 1).toBe(true);
            },
          );
        },
      ),
      RUNS,
    );
  });

  it('frontpageIdsFromJson returns non-empty text ids, or throws an Error', () => {
    const entry = fc.dictionary(
      fc.oneof(fc.constantFrom('trend1', 'trend2', 'trend10', 'blog1'), fc.string()),
      fc.oneof(fc.string(), fc.integer(), fc.anything()),
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(entry), entry, fc.anything()), (value) => {
        onlyErrors(
          () => frontpageIdsFromJson(value, 'trend'),
          (ids) => {
            expect(Array.isArray(ids)).toBe(true);
            ids.forEach((id) => expect(isText(id) && id !== '').toBe(true));
          },
        );
      }),
      RUNS,
    );
  });
});
