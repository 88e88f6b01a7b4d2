import { screen, within } from '@testing-library/react';
import { sanitizeBlogHtml } from '../../src/ui/sanitizeHtml';
import { aBlog, blogsOf } from '../support/builders';
import { renderApp, preloadPages } from '../support/renderApp';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

/*
 * Attacks from DOMPurify's published test cases and bypass reports, through the blog page:
 * whatever a post's body holds, the page keeps its title, date and sidebar, and the body
 * keeps nothing that runs code, frames another document or opens a window back to the page.
 */
const VECTORS: [string, string][] = [
  ['img onerror', '<img src=x onerror=alert(1)//>'],
  ['svg onload with a slash', '<svg><g/onload=alert(2)//<p>'],
  ['iframe with a tab in javascript:', '<p>abc<iframe//src=jAva&Tab;script:alert(3)>def</p>'],
  ['math xlink:href data:', '<math><mi//xlink:href="data:x,<script>alert(4)</script>">'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  [
    'javascript: as decimal entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  ['javascript: with a tab entity', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['javascript: after control characters', '<a href=" &#14;  javascript:alert(1)">x</a>'],
  ['javascript: with &colon;', '<a href="&#x6A;avascript&colon;alert(1)">x</a>'],
  ['javascript: with a NUL', '<a href="java\0script:alert(1)">x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  [
    'svg style namespace confusion',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  ],
  [
    'mglyph mXSS',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  ],
  [
    'nested form mXSS',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  ],
  ['template script', '<template><script>alert(1)</script></template>'],
  ['template img', '<template><img src=x onerror=alert(1)></template>'],
  [
    'form action and formaction',
    '<form action="javascript:alert(1)"><input type=submit formaction="javascript:alert(1)"></form>',
  ],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['isindex action', '<isindex action="javascript:alert(1)" type=image>'],
  ['base href', '<base href="javascript:alert(1)//"><a href="/x">x</a>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['iframe data:', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
  ['iframe javascript:', '<iframe src="javascript:alert(1)"></iframe>'],
  [
    'srcdoc in foreignObject',
    '<svg><foreignObject><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe></foreignObject></svg>',
  ],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['embed src', '<embed src="javascript:alert(1)">'],
  ['style expression', '<div style="width: expression(alert(1))">x</div>'],
  ['style url javascript:', '<div style="background:url(javascript:alert(1))">x</div>'],
  ['style element import', "<style>@import 'javascript:alert(1)';</style><p>x</p>"],
  [
    'svg xlink:href javascript:',
    '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  ],
  [
    'svg animate of href',
    '<svg><animate xlink:href=#xss attributeName=href values="javascript:alert(1)" /><a id=xss><text x=20 y=20>XSS</text></a></svg>',
  ],
  ['svg set onload', '<svg><set attributeName="onload" to="alert(1)"/></svg>'],
  ['svg animate onbegin', '<svg><animate onbegin=alert(1) attributeName=x dur=1s>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg style img', '<svg><style><img src=x onerror=alert(1)></style></svg>'],
  [
    'math maction xlink:href',
    '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  ],
  ['frameset onload', '<frameset onload=alert(1)><frame src="javascript:alert(1)"></frameset>'],
  ['frameset alone', '<frameset>'],
  ['body onload', '<body onload=alert(1)><p>x</p>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['input onfocus', '<input autofocus onfocus=alert(1)>'],
  ['img eval of src', '<img src=x:alert(alt) onerror=eval(src) alt=0>'],
  ['img javascript: src', '<img src="javascript:alert(1)">'],
  ['link import', '<link rel="import" href="data:text/html,<script>alert(1)</script>">'],
  ['unknown element handler', '<xss onafterscriptexecute=alert(1)><script>1</script>'],
  [
    'select template mXSS',
    '<select><template><style><!--</style><a rel="--></template></select><img src=x onerror=alert(1)>">',
  ],
  ['link targets', '<a href="/a" target="_top">a</a><a href="/b" target="x" rel="opener">b</a>'],
  ['svg link target', '<svg><a href="/a" target="_blank"><text>x</text></a></svg>'],
  ['own page framed', '<iframe src="/search?keyword=x"></iframe>'],
  ['own page framed through ..', '<iframe src="/embed/../search?keyword=x"></iframe>'],
  ['other host, protocol-relative', '<iframe src="//evil.example/embed/x"></iframe>'],
  ['other host through a backslash', '<iframe src="/\\evil.example/embed/x"></iframe>'],
];

const ORIGIN = window.location.origin;
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'];
// Browsers drop these from a URL before reading its scheme.
const stripped = (value: string) =>
  Array.from(value)
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();

function problemsIn(body: Element): string[] {
  const problems: string[] = [];
  if (body.querySelector('script')) problems.push('a script element');
  for (const el of Array.from(body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    for (const { name, value } of Array.from(el.attributes)) {
      const attr = `${tag}[${name}="${value}"]`;
      if (/^on/i.test(name)) problems.push(`a handler ${attr}`);
      if (name.toLowerCase() === 'srcdoc') problems.push(`an inline document ${attr}`);
      if (/^(javascript|vbscript):/.test(stripped(value))) problems.push(`a script URL ${attr}`);
      const isUrl = URL_ATTRIBUTES.includes(name.toLowerCase());
      if (isUrl && stripped(value).startsWith('data:') && tag !== 'img')
        problems.push(`a data: URL ${attr}`);
    }
    if (el.hasAttribute('target') && el.getAttribute('rel') !== 'noopener noreferrer')
      problems.push(`a target without noopener ${tag}`);
    if (tag === 'iframe') {
      const src = new URL(el.getAttribute('src') ?? '', ORIGIN);
      const own = src.origin === ORIGIN && src.pathname.startsWith('/embed/');
      if (!own && src.host !== 'cdn.jwplayer.com') problems.push(`a frame of ${src.href}`);
    }
  }
  return problems;
}

describe('a blog post whose body is an attack from DOMPurify’s test cases', () => {
  it.each(VECTORS)('%s: the page shows the post, and the body nothing harmful', async (_, html) => {
    const post = aBlog({ key: 'p1', title: 'The 1927 Flood', date: '2024-03-05', html });
    const other = aBlog({ key: 'p2', title: 'Other post', date: '2023-01-02' });
    renderApp('/blog/p1', { blogs: blogsOf([post, other]) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The 1927 Flood' }),
    ).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByText('03/05/2024')).toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'Spotlight On History' });
    expect(await within(aside).findByRole('link', { name: 'Other post' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on this page.')).toBeNull();

    const body = article.querySelector('.blog__body');
    expect(body).not.toBeNull();
    expect(problemsIn(body as Element)).toEqual([]);
    // What the page holds, parsed again, is still harmless (no mutation on re-parsing).
    const reparsed = document.createElement('div');
    reparsed.innerHTML = (body as Element).innerHTML;
    expect(problemsIn(reparsed)).toEqual([]);
  });
});

describe('frames and links in a blog body', () => {
  const clean = (html: string) => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeBlogHtml(html, {
      iframeHosts: ['cdn.jwplayer.com'],
      origin: 'https://ldma.example',
    });
    return holder;
  };
  const frames = (html: string) =>
    Array.from(clean(html).querySelectorAll('iframe')).map((f) => f.getAttribute('src'));

  it("keeps the site's own embeddable player, relative or absolute, as a full address", () => {
    expect(
      frames(
        '<iframe src="/embed/A-1?t=5"></iframe><iframe src="https://ldma.example/embed/B"></iframe>',
      ),
    ).toEqual(['https://ldma.example/embed/A-1?t=5', 'https://ldma.example/embed/B']);
  });

  it('makes a post safe for the site it is shown on, however often it is asked for', () => {
    const post = '<iframe src="/embed/A-1"></iframe><p>The levee held.</p>';
    const on = (origin?: string, iframeHosts = ['cdn.jwplayer.com']) =>
      sanitizeBlogHtml(post, { iframeHosts, ...(origin ? { origin } : {}) });
    const here = on('https://ldma.example');
    expect(here).toContain('src="https://ldma.example/embed/A-1"');
    expect(on('https://ldma.example')).toBe(here);
    // Another origin, or none, frames its own player or none: never the first one's.
    expect(on('https://archive.example.org')).toContain(
      'src="https://archive.example.org/embed/A-1"',
    );
    expect(on()).not.toContain('<iframe');
    expect(on('https://ldma.example', [])).toBe(here);
  });

  it("removes the site's other pages, however the path is written", () => {
    expect(
      frames(
        '<iframe src="/search?keyword=x"></iframe><iframe src="https://ldma.example/"></iframe>' +
          '<iframe src="/embed/../contact-us"></iframe><iframe src="/embed/%2e%2e/contact-us"></iframe>' +
          '<iframe src="/embedded/x"></iframe><iframe src="/EMBED/x"></iframe>',
      ),
    ).toEqual([]);
  });

  it("keeps the player host's frames and removes other hosts'", () => {
    expect(
      frames(
        '<iframe src="https://cdn.jwplayer.com/players/a.html"></iframe>' +
          '<iframe src="http://cdn.jwplayer.com/players/a.html"></iframe>' +
          '<iframe src="//evil.example/embed/x"></iframe><iframe src="/\\evil.example/embed/x"></iframe>',
      ),
    ).toEqual(['https://cdn.jwplayer.com/players/a.html']);
  });

  it('gives every link with a target, of any name, no access to the opener', () => {
    const links = Array.from(
      clean(
        '<a href="/a" target="_top">a</a><a href="/b" target="x" rel="opener">b</a>' +
          '<a href="/c" target="_self">c</a><a href="/d">d</a>',
      ).querySelectorAll('a'),
    );
    expect(links.map((a) => a.getAttribute('rel'))).toEqual([
      'noopener noreferrer',
      'noopener noreferrer',
      'noopener noreferrer',
      null,
    ]);
  });

  it('makes a frameset body empty', () => {
    expect(clean('<frameset onload=alert(1)><frame src="/x"></frameset>').innerHTML).toBe('');
  });
});
