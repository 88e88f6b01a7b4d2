/** A post of the 'Spotlight On History' blog. */
export interface Blog {
  key: string;
  title: string;
  /** Unsanitised HTML as the API sent it; views sanitise before it reaches the DOM. */
  html: string;
  picture: string;
  description: string;
  /** ISO date or date-time as sent. */
  date: string;
  active: boolean;
}

export interface BlogPage {
  data: Blog[];
  totalItems: number;
  pageSize: number;
  pageNumber: number;
}

export const DEFAULT_BLOG_PAGE_SIZE = 25;
