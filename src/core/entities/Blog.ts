/** A post of the 'Spotlight On History' blog. */
export interface Blog {
  key: string;
  title: string;
  /**
   * Unsanitised HTML as the API sent it, until the post's page makes it safe (BlogStore);
   * empty where a post is only listed.
   */
  html: string;
  picture: string;
  description: string;
  /** ISO date or date-time as sent. */
  date: string;
  active: boolean;
}

/** A post as a list shows it: without its body, which only its own page needs. */
export function listedBlog(blog: Blog): Blog {
  return blog.html ? { ...blog, html: '' } : blog;
}

export interface BlogPage {
  data: Blog[];
  totalItems: number;
  pageSize: number;
  pageNumber: number;
}

export const DEFAULT_BLOG_PAGE_SIZE = 25;
