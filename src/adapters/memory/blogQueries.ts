/** How the blog calls answer from blog records; the demo API answers from these too. */
import type { MemoryBlog } from './records';

/** Newest first, the order the blog list shows. */
export function newestFirst(blogs: readonly MemoryBlog[]): MemoryBlog[] {
  return [...blogs].sort((a, b) => b.blogdate.localeCompare(a.blogdate));
}

/** The `/blog-pagination/{page}` answer; a page below 1 is empty. */
export function blogPageAnswer(blogs: readonly MemoryBlog[], page: number, pageSize: number) {
  const start = (page - 1) * pageSize;
  return {
    data: page >= 1 ? blogs.slice(start, start + pageSize) : [],
    totalItems: blogs.length,
    pageSize,
    pageNumber: page,
  };
}
