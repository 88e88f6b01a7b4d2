/**
 * The `hostile` mode's catalogue: normal shapes and ids, but text fields and blog HTML carry
 * script injection attempts. Every payload would set `window.__pwned = true` if it ever ran,
 * so a browser test only has to check that flag after visiting the pages.
 */
import type { DemoAsset, DemoBlog, DemoCatalogue } from './types';

/** The global a payload sets when it runs. */
export const PWNED_FLAG = '__pwned';

/** Put in front of every title: markup that must show as text, not bold. */
export const HOSTILE_TITLE_MARKUP = '<b>Bold</b> & "quotes"';

/** Put after titles, one per asset in turn. */
export const HOSTILE_TITLES: readonly string[] = [
  '<img src=x onerror="window.__pwned=true">',
  '<script>window.__pwned=true</script>',
  '<a href="javascript:window.__pwned=true">link</a>',
  '<svg onload="window.__pwned=true"><script>window.__pwned=true</script></svg>',
  '"><iframe src="javascript:parent.__pwned=true"></iframe>',
  '<style>*{background:url("javascript:window.__pwned=true")}</style>',
  "'; window.__pwned=true; //",
];

/** Appended to every blog body and used as an asset abstract: one of each attack. */
export const HOSTILE_HTML = [
  '<h2>Hostile content</h2>',
  '<p id="hostile-safe-before">Safe paragraph before the payloads.</p>',
  '<script>window.__pwned = true;</script>',
  '<img src="x" onerror="window.__pwned = true" alt="broken picture">',
  '<a href="javascript:window.__pwned=true">javascript link</a>',
  '<a href="JaVaScRiPt:window.__pwned=true">mixed-case javascript link</a>',
  '<a href="&#106;avascript:window.__pwned=true">entity-encoded javascript link</a>',
  '<a href=" javascript:window.__pwned=true">space-prefixed javascript link</a>',
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=true"><script>window.__pwned=true</script></svg>',
  '<img src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 onload=%22window.__pwned=true%22/%3E" alt="svg data url">',
  '<iframe src="https://evil.example.com/frame.html"></iframe>',
  '<iframe srcdoc="&lt;script&gt;parent.__pwned=true&lt;/script&gt;"></iframe>',
  '<iframe src="javascript:parent.__pwned=true"></iframe>',
  '<div style="width: expression(window.__pwned=true); background-image: url(\'javascript:window.__pwned=true\')">CSS expression</div>',
  '<style>@import "javascript:window.__pwned=true"; body { behavior: url(#default#time2); }</style>',
  '<object data="javascript:window.__pwned=true"></object>',
  '<embed src="javascript:window.__pwned=true">',
  '<form action="javascript:window.__pwned=true"><button>Send</button></form>',
  '<details open ontoggle="window.__pwned=true"><summary>Details</summary></details>',
  '<input autofocus onfocus="window.__pwned=true">',
  '<video><source onerror="window.__pwned=true"></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=true"></style></mglyph></table></mtext></math>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=true">',
  '<base href="javascript:window.__pwned=true//">',
  '<body onload="window.__pwned=true"></body>',
  '<p id="hostile-safe-after">Safe paragraph after the payloads.</p>',
].join('\n');

/** A thumbnail URL that must never run. */
export const HOSTILE_URL = 'javascript:window.__pwned=true';

function hostileAsset(asset: DemoAsset, n: number): DemoAsset {
  const payload = HOSTILE_TITLES[n % HOSTILE_TITLES.length] ?? '';
  const dress = (title: string): string =>
    title ? `${HOSTILE_TITLE_MARKUP} ${title} ${payload}` : '';
  const copy: DemoAsset = {
    ...asset,
    clipTitle: dress(asset.clipTitle),
    seriesTitle: dress(asset.seriesTitle),
    programTitle: dress(asset.programTitle),
    episodeTitle: dress(asset.episodeTitle),
    topicTitle: dress(asset.topicTitle),
    segmentTitle: dress(asset.segmentTitle),
    subjects: [...asset.subjects, '<img src=x onerror="window.__pwned=true">'],
    descriptions: asset.descriptions.map((d) =>
      d.type === 'Abstract' ? { ...d, text: `${d.text}\n${HOSTILE_HTML}` } : d,
    ),
    contributors: [
      ...asset.contributors,
      { name: '<script>window.__pwned=true</script>Jane Doe', role: '<b>Role</b>' },
    ],
    coverages: [...asset.coverages, '<a href="javascript:window.__pwned=true">Place</a>'],
  };
  if (n % 7 === 0) {
    copy.ThumbnailImage = HOSTILE_URL;
    copy.Thumbnail = HOSTILE_URL;
  }
  return copy;
}

function hostileBlog(blog: DemoBlog, n: number): DemoBlog {
  return {
    ...blog,
    blogtitle: `${HOSTILE_TITLE_MARKUP} ${blog.blogtitle} <img src=x onerror="window.__pwned=true">`,
    blogdesc: `<script>window.__pwned=true</script>${blog.blogdesc}`,
    bloghtml: `${blog.bloghtml}\n${HOSTILE_HTML}`,
    blogpic: n === 0 ? HOSTILE_URL : blog.blogpic,
  };
}

/** A copy of the catalogue with hostile text; ids, types and flags are unchanged. */
export function hostileCatalogue(catalogue: DemoCatalogue): DemoCatalogue {
  return {
    assets: catalogue.assets.map(hostileAsset),
    blogs: catalogue.blogs.map(hostileBlog),
    trends: structuredClone(catalogue.trends),
    frontpageBlogs: structuredClone(catalogue.frontpageBlogs),
  };
}
