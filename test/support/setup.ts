import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// How long findBy/waitFor wait for what a test expects: a bound for what never comes, not a
// speed. On the shared 2-core machine, busy, rendering one page in jsdom took over 5 s.
configure({ asyncUtilTimeout: 15_000 });

/** What the stand-in media queries answer; tests may change it. */
export const media = { reducedMotion: false };

// jsdom has no layout and no media queries. min/max-width queries follow window.innerWidth,
// reduced motion follows `media`, and scrolling does nothing.
function evaluate(query: string): boolean {
  if (query.includes('prefers-reduced-motion')) return media.reducedMotion;
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (min && window.innerWidth < Number(min[1])) return false;
  if (max && window.innerWidth > Number(max[1])) return false;
  return Boolean(min || max);
}

if (typeof window !== 'undefined') {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  window.matchMedia = (query: string) =>
    ({
      matches: evaluate(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Jest fails the running test on an unhandled rejection or an uncaught error. One that
// settles after a file's last test would be lost with the environment: let it surface first.
afterAll(async () => {
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 10));
});
