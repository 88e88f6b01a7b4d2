import { useEffect, useState } from 'react';

const PLAIN_TEXT = 'text/plain;charset=utf-8';

function fileUrl(text: string, type: string): string {
  if (typeof URL.createObjectURL !== 'function') {
    return `data:${type},${encodeURIComponent(text)}`;
  }
  return URL.createObjectURL(new Blob([text], { type }));
}

/**
 * A URL to download `text` as a file of `type` (plain text unless given): a Blob URL,
 * released when the text changes or the view goes; a data: URL where the browser has no
 * Blob URLs. '' until the first effect.
 */
export function useTextFile(text: string, type = PLAIN_TEXT): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    // Made here rather than during render so that every URL made is released, even when
    // StrictMode runs the effect twice; the state only carries it to the link.
    const made = fileUrl(text, type);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(made);
    return () => {
      if (made.startsWith('blob:')) URL.revokeObjectURL(made);
    };
  }, [text, type]);
  return url;
}
