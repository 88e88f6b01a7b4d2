import { HOSTILE_HTML } from '../../demo-api/hostile';
import { sanitizeBlogHtml } from '../../src/ui/sanitizeHtml';

const OPTIONS = { iframeHosts: ['localhost', 'cdn.jwplayer.com'] };

function clean(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeBlogHtml(html, OPTIONS);
  return holder;
}

describe('sanitising a blog body', () => {
  it('removes scripts', () => {
    const out = clean('<p>Before</p><script>alert(1)</script><p>After</p>');
    expect(out.querySelector('script')).toBeNull();
    expect(out.textContent).toBe('BeforeAfter');
  });

  it('removes event-handler attributes', () => {
    const out = clean(
      '<img src="https://example.org/a.jpg" alt="Levee" onerror="alert(1)"><p onclick="x()">Hi</p>',
    );
    expect(out.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(out.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(out.querySelector('img')).toHaveAttribute('alt', 'Levee');
  });

  it('removes javascript: and data: link targets', () => {
    const out = clean(
      '<a href="javascript:alert(1)">one</a><a href="JaVaScRiPt:alert(1)">two</a><a href="data:text/html,<script>x</script>">three</a>',
    );
    for (const link of Array.from(out.querySelectorAll('a')))
      expect(link.getAttribute('href')).toBeNull();
  });

  it('keeps ordinary markup', () => {
    const html =
      '<h2>The flood</h2><p>When the <strong>levees</strong> broke, <em>newsreels</em> followed.</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote>' +
      '<p><a href="https://example.org/more">Read more</a></p><img src="https://example.org/f.jpg" alt="Flood">';
    const out = clean(html);
    expect(out.innerHTML).toBe(html);
  });

  it('keeps iframes from the player hosts and removes others', () => {
    const out = clean(
      '<iframe src="https://cdn.jwplayer.com/players/abc.html" title="Flood film"></iframe>' +
        '<iframe src="https://evil.example.com/x"></iframe><iframe src="javascript:alert(1)"></iframe>',
    );
    const frames = out.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute('src', 'https://cdn.jwplayer.com/players/abc.html');
    expect(frames[0]).toHaveAttribute('title', 'Flood film');
  });

  it('gives new-tab links no access to the opener', () => {
    const out = clean('<a href="https://example.org" target="_blank" rel="opener">Out</a>');
    expect(out.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves the page its only h1, gives unlabelled pictures an empty alt and drops style sheets', () => {
    const out = clean(
      '<h1 class="t">Title</h1><img src="https://example.org/a.jpg"><style>body{display:none}</style>',
    );
    expect(out.querySelector('h1')).toBeNull();
    expect(out.querySelector('h2.t')).toHaveTextContent('Title');
    expect(out.querySelector('img')).toHaveAttribute('alt', '');
    expect(out.querySelector('style')).toBeNull();
  });
});

describe('sanitising every attack of the hostile demo catalogue', () => {
  const out = () => clean(HOSTILE_HTML);

  it('keeps the safe paragraphs around the payloads', () => {
    expect(out().querySelector('#hostile-safe-before')).toHaveTextContent('Safe paragraph before');
    expect(out().querySelector('#hostile-safe-after')).toHaveTextContent('Safe paragraph after');
  });

  it('leaves no element that runs or loads code', () => {
    const dangerous = 'script, style, object, embed, form, input, meta, base, link, body, frame';
    expect(Array.from(out().querySelectorAll(dangerous)).map((el) => el.tagName)).toEqual([]);
    expect(out().querySelector('svg script, svg [onload]')).toBeNull();
  });

  it('leaves no event-handler attribute and no script URL anywhere', () => {
    for (const el of Array.from(out().querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name).not.toMatch(/^on/i);
        expect(attr.value).not.toMatch(/^\s*(javascript|vbscript):/i);
      }
    }
  });

  it('removes CSS expressions and script URLs in styles, and keeps plain styles', () => {
    const styled = clean(
      '<div style="width: expression(alert(1))">a</div>' +
        '<div style="background-image: url(\'javascript:alert(1)\')">b</div>' +
        '<p style="text-align: center">c</p>',
    );
    const styles = Array.from(styled.querySelectorAll('div, p')).map((el) =>
      el.getAttribute('style'),
    );
    expect(styles).toEqual([null, null, 'text-align: center']);
  });

  it('removes frames from other hosts, script URLs and inline documents', () => {
    expect(out().querySelectorAll('iframe')).toHaveLength(0);
    expect(clean('<iframe srcdoc="<p>x</p>"></iframe><iframe></iframe>').innerHTML).toBe('');
  });
});
