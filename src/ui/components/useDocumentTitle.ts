import { useEffect } from 'react';

/**
 * Names the document once a page knows its own title (a video's, a blog post's). Until then
 * the route's generic title set by the layout stays.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
