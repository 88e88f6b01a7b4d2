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
