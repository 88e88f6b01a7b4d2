import { fireEvent } from '@testing-library/react';

/**
 * Clicks `link` and says whether the click was left to the browser (a document navigation,
 * not handled by the router). jsdom cannot load documents, so the click is stopped there.
 */
export function clickLeavesToBrowser(link: HTMLElement): boolean {
  const left: boolean[] = [];
  const stop = (event: MouseEvent) => {
    left.push(!event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('click', stop);
  try {
    fireEvent.click(link);
  } finally {
    window.removeEventListener('click', stop);
  }
  return left.length === 1 && left[0] === true;
}
