import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { LRUCache } from 'lru-cache';
import { paths } from '../core/routes/routeTable';

/** Hosts whose players a blog post may embed: JW Player's, besides the site's own. */
export const PLAYER_HOSTS = ['cdn.jwplayer.com', 'content.jwplatform.com'];

export interface SanitizeOptions {
  /** Hosts (`example.org`, no port rules) whose https iframes may stay; others go. */
  iframeHosts: string[];
  /**
   * The site's origin: relative sources resolve against it, and its own frames stay only
   * under EMBED_PATH. Without it, relative sources go.
   */
  origin?: string;
}

/** The only path of the site's own that a post may frame: the embeddable player. */
export const EMBED_PATH = paths.embed('');

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
let serverWindow: (() => WindowLike) | undefined;

/**
 * Gives the sanitiser a window to parse with where there is none (the server passes a
 * jsdom one, made on first use). In the browser it uses the page's own.
 */
export function provideSanitizerWindow(make: () => WindowLike): void {
  serverWindow = make;
}

// Old engines ran CSS expressions and script URLs in styles; no post needs them.
const SCRIPTED_STYLE = /expression\s*\(|javascript\s*:|vbscript\s*:|behavior\s*:|-moz-binding/i;

function originOf(address: string | undefined): string | undefined {
  try {
    return address ? new URL(address).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The address a frame may load, resolved and normalised; undefined when it must go. */
function allowedFrame(src: string, { iframeHosts, origin }: SanitizeOptions): string | undefined {
  // Without a src (srcdoc, about:blank) a frame would be the page's own origin.
  if (!src.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return undefined;
  }
  // The site's own pages framed in a post could act for the visitor; only the player may.
  if (url.origin === originOf(origin)) {
    return url.pathname.startsWith(EMBED_PATH) ? url.href : undefined;
  }
  return url.protocol === 'https:' && iframeHosts.includes(url.host.toLowerCase())
    ? url.href
    : undefined;
}

function instance(): Purifier {
  if (purifier) return purifier;
  const view = typeof window === 'undefined' ? serverWindow?.() : window;
  if (!view) throw new Error('sanitizeBlogHtml needs a window: see provideSanitizerWindow');
  const p = DOMPurify(view);
  p.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe') return;
    const frame = node as Element;
    const src = allowedFrame(frame.getAttribute('src') ?? '', current);
    // The frame loads the address that was checked (`..` and `\` already resolved).
    if (src) frame.setAttribute('src', src);
    else frame.remove();
  });
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && SCRIPTED_STYLE.test(data.attrValue)) data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    // Any named target (`_top`, `x`) can open a window that reaches back to this one.
    if (el.hasAttribute('target')) {
      if (el.tagName === 'A' || el.tagName === 'AREA')
        el.setAttribute('rel', 'noopener noreferrer');
      else el.removeAttribute('target');
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
 * but the allowed players' and the site's own under EMBED_PATH, links with a target without
 * opener access. The page's own h1 stays the only one: body h1s become h2s. A frameset
 * document has no body to show: it is empty.
 */
export function sanitizeBlogHtml(html: string, options: SanitizeOptions): string {
  const key = `${options.origin ?? ''} ${options.iframeHosts.join(' ')}\n${html}`;
  const made = MADE_SAFE.get(key);
  if (made !== undefined) return made;
  const safe = sanitized(html, options);
  // Two bytes a character: the key holds the post, the value what was made of it.
  MADE_SAFE.set(key, safe, { size: 2 * (key.length + safe.length) });
  return safe;
}

/**
 * Posts made safe lately, for every page that shows them: parsing a post is the dearest part
 * of its page on the server, and a shared post is asked for under many addresses.
 */
const MADE_SAFE = new LRUCache<string, string>({ maxSize: 8 * 1024 * 1024 });

function sanitized(html: string, options: SanitizeOptions): string {
  const p = instance();
  current = { ...options, iframeHosts: options.iframeHosts.map((h) => h.toLowerCase()) };
  // A body that parses as a <frameset> document has no <body>: DOMPurify returns null.
  const fragment: DocumentFragment | null = p.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'target'],
    FORBID_TAGS: FORBIDDEN_TAGS,
    RETURN_DOM_FRAGMENT: true,
  });
  if (!fragment) return '';
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
