/** Where page views go. */
export interface Analytics {
  /** One completed navigation: the path with its query, and the document title. */
  pageView(path: string, title: string): void;
}
