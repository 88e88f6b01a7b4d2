import { usePageMeta } from './usePageMeta';

/**
 * Names the document once a page knows its own title (a video's, a blog post's). Until then
 * the route's generic title set by the layout stays. The title alone of `usePageMeta`.
 */
export function useDocumentTitle(title: string): void {
  usePageMeta({ title });
}
