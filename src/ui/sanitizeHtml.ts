import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** Hosts whose players a blog post may embed: JW Player's, besides the site's own. */
export const PLAYER_HOSTS = ['cdn.jwplayer.com', 'content.jwplatform.com'];

export interface SanitizeOptions {
  /** Hosts (`example.org`, no port rules) whose iframes may stay; every other iframe goes. */
  iframeHosts: string[];
  /** The site's origin, which relative frame sources resolve against; without it they go. */
  origin?: string;
}

const FORBIDDEN_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'object',
  'embed',
];

let purifier: Purifier | undefined;
let current: SanitizeOptions = { iframeHosts: [] };
let serverWindow: (() => Window) | undefined;

/**
 * Gives the sanitiser a window to parse with where there is none (the server passes a
 * jsdom one, made on first use). In the browser it uses the page's own.
 */
export function provideSanitizerWindow(make: () => Window): void {
  serverWindow = make;
}

// Old engines ran CSS expressions and script URLs in styles; no post needs them.
const SCRIPTED_STYLE = /expression\s*\(|javascript\s*:|vbscript\s*:|behavior\s*:|-moz-binding/i;

function allowedFrame(src: string, { iframeHosts, origin }: SanitizeOptions): boolean {
  // Without a src (srcdoc, about:blank) a frame would be the page's own origin.
  if (!src.trim()) return false;
  try {
    const url = new URL(src, origin);
    return url.protocol === 'https:' || url.origin === origin
      ? iframeHosts.includes(url.host.toLowerCase())
      : false;
  } catch {
    return false;
  }
}

function instance(): Purifier {
  if (purifier) return purifier;
  const view = typeof window === 'undefined' ? serverWindow?.() : window;
  if (!view) throw new Error('sanitizeBlogHtml needs a window: see provideSanitizerWindow');
  const p = DOMPurify(view);
  p.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe') return;
    const frame = node as Element;
    if (!allowedFrame(frame.getAttribute('src') ?? '', current)) frame.remove();
  });
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && SCRIPTED_STYLE.test(data.attrValue)) data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (el.tagName === 'A' && el.getAttribute('target') === '_blank') {
      el.setAttribute('rel', 'noopener noreferrer');
    }
    if (el.tagName === 'IFRAME') {
      if (!el.getAttribute('title')) el.setAttribute('title', 'Embedded video');
      el.setAttribute('loading', 'lazy');
    }
    // Every picture needs an alt; one the author left out is treated as decoration.
    if (el.tagName === 'IMG' && !el.hasAttribute('alt')) el.setAttribute('alt', '');
  });
  purifier = p;
  return p;
}

/**
 * A blog body made safe for the page (CONTRACT.md "Blog calls"): no scripts, no event
 * handlers, no javascript: or data: links, no scripted styles (CSS expressions), no iframes
 * but the allowed players', new-tab links without opener access. The page's own h1 stays
 * the only one: body h1s become h2s.
 */
export function sanitizeBlogHtml(html: string, options: SanitizeOptions): string {
  const p = instance();
  current = { ...options, iframeHosts: options.iframeHosts.map((h) => h.toLowerCase()) };
  const fragment = p.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'target'],
    FORBID_TAGS: FORBIDDEN_TAGS,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const heading of Array.from(fragment.querySelectorAll('h1'))) {
    const h2 = heading.ownerDocument.createElement('h2');
    for (const attr of Array.from(heading.attributes)) h2.setAttribute(attr.name, attr.value);
    h2.append(...Array.from(heading.childNodes));
    heading.replaceWith(h2);
  }
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
