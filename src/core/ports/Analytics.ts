/** Where page views go. */
export interface Analytics {
  /** One completed navigation: the path without its query or hash, and the document title. */
  pageView(path: string, title: string): void;
}
