/**
 * The first path segment of each route pattern (`/blog/:id` gives `blog`, `/` gives ''),
 * lower case: what a path of the site may start with. Parameters and splats are skipped.
 */
export function routeStarts(patterns: Iterable<string>): ReadonlySet<string> {
  const starts = new Set<string>();
  for (const pattern of patterns) {
    const first = pattern.replace(/^\//, '').split('/')[0] ?? '';
    if (!first.startsWith(':') && !first.startsWith('*')) starts.add(first.toLowerCase());
  }
  return starts;
}

// Browsers drop tabs and line breaks from a URL before reading it, so `/\t/evil.example`
// would become `//evil.example`; no path of the site has a control character.
const hasControl = (text: string) => Array.from(text).some((c) => c <= '\u001f' || c === '\u007f');

// `.` and `..` step out of the route they start in, encoded (`%2e`) or not.
const isDotSegment = (segment: string) => {
  const decoded = segment.toLowerCase().replaceAll('%2e', '.');
  return decoded === '.' || decoded === '..';
};

/**
 * A path (with its query and hash) that stays on this site and starts at one of its
 * routes: a single leading `/` (not `//` or `/\`, which name another host), no backslash,
 * control character or dot segment in the path, and a first segment from `starts`.
 */
export function isSitePath(value: unknown, starts: ReadonlySet<string>): value is string {
  if (typeof value !== 'string' || !value.startsWith('/') || hasControl(value)) return false;
  const end = value.search(/[?#]/);
  const path = end === -1 ? value : value.slice(0, end);
  if (path.includes('\\')) return false;
  const segments = path.slice(1).split('/');
  if (segments.some(isDotSegment)) return false;
  // '//x' has an empty first segment followed by more: a host, not the home page.
  if (segments[0] === '' && segments.length > 1) return false;
  return starts.has((segments[0] ?? '').toLowerCase());
}
