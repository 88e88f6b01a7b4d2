import { useCallback, useState } from 'react';
import { copyText } from '../clipboard';

/**
 * Copies text and says how it went, for a status region: the success message, or the text
 * itself to copy by hand when the browser would not.
 */
export function useCopy() {
  const [status, setStatus] = useState('');
  const copy = useCallback(async (text: string, done: string) => {
    setStatus('');
    const copied = await copyText(text);
    setStatus(copied ? done : `Copying is not available here. Select and copy: ${text}`);
  }, []);
  return { status, copy };
}
