import { useEffect, useState } from 'react';

function fileUrl(text: string): string {
  if (typeof URL.createObjectURL !== 'function') {
    return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  }
  return URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
}

/**
 * A URL to download `text` as a plain text file: a Blob URL, released when the text changes
 * or the view goes; a data: URL where the browser has no Blob URLs. '' until the first effect.
 */
export function useTextFile(text: string): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    // Made here rather than during render so that every URL made is released, even when
    // StrictMode runs the effect twice; the state only carries it to the link.
    const made = fileUrl(text);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(made);
    return () => {
      if (made.startsWith('blob:')) URL.revokeObjectURL(made);
    };
  }, [text]);
  return url;
}
