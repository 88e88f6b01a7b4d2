import { useParams, useSearchParams } from 'react-router-dom';

/** The video a detail or embed route shows, and the `?t=` time it asks to start at. */
export function useVideoRoute(): { id: string; timecode: string | null } {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return { id, timecode: params.get('t') };
}
