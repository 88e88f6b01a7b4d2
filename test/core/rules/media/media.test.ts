import fc from 'fast-check';
import {
  captionUrl,
  normaliseMediaUrl,
  showsPlayerLogo,
} from '../../../../src/core/rules/media/media';
import { itMaps } from '../../../support/tables';

const defaults = { 3: '/img/lpb.svg', 4: '/img/lsa.svg' } as const;

describe('media URLs', () => {
  it.each([
    ['', 3, '/img/lpb.svg'],
    ['', 4, '/img/lsa.svg'],
    ['   ', 4, '/img/lsa.svg'],
    [undefined, undefined, '/img/lpb.svg'],
    ['http://example.org/a.jpg', 3, 'https://example.org/a.jpg'],
    ['HTTP://example.org/a.jpg', 3, 'https://example.org/a.jpg'],
    ['https://example.org/a.jpg', 3, 'https://example.org/a.jpg'],
    [
      'http://ldma-media.s3.amazonaws.com/thumbs/1042.jpg',
      3,
      'https://s3.amazonaws.com/ldma-media/thumbs/1042.jpg',
    ],
    [
      'https://ldma-media.s3.amazonaws.com/a/b/c.mp4',
      4,
      'https://s3.amazonaws.com/ldma-media/a/b/c.mp4',
    ],
    ['https://s3.amazonaws.com/ldma-media/x.jpg', 3, 'https://s3.amazonaws.com/ldma-media/x.jpg'],
    ['http://localhost.evil.com/a.jpg', 3, 'https://localhost.evil.com/a.jpg'],
    ['javascript:window.__pwned=true', 4, '/img/lsa.svg'],
    [' JavaScript:alert(1)', 3, '/img/lpb.svg'],
    ['data:image/svg+xml,<svg onload=alert(1)>', 3, '/img/lpb.svg'],
    ['/media/thumbs/a.svg', 3, '/media/thumbs/a.svg'],
  ] as const)('%p (collection %p) becomes %p', (url, collection, expected) => {
    expect(normaliseMediaUrl(url, collection, defaults)).toBe(expected);
  });

  it.each([
    ['http://localhost:4010/media/a.jpg', 'https://localhost:4010/media/a.jpg'],
    ['http://127.0.0.1:4010/media/a.jpg', 'https://127.0.0.1:4010/media/a.jpg'],
    ['http://[::1]:4010/media/a.mp4', 'https://[::1]:4010/media/a.mp4'],
    ['HTTP://LOCALHOST/a.jpg', 'https://LOCALHOST/a.jpg'],
  ])('upgrades %p on a loopback host too: %p', (url, expected) => {
    expect(normaliseMediaUrl(url, 3, defaults)).toBe(expected);
  });

  it('never returns an http URL, whatever the host', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const result = normaliseMediaUrl(url, 3, defaults);
        return !/^http:/i.test(result);
      }),
    );
  });
});

describe('caption URL', () => {
  itMaps(captionUrl, '%p has captions at %p', [
    [
      'https://s3.amazonaws.com/ldma-media/video/news/1967_reel12_iPod.mp4',
      'https://s3.amazonaws.com/ldma-media/captions/video/news/1967_reel12.srt',
    ],
    [
      'https://s3.amazonaws.com/ldma-media/a/clip.h264.mp4',
      'https://s3.amazonaws.com/ldma-media/captions/a/clip.srt',
    ],
    [
      'https://s3.amazonaws.com/ldma-media/a/clip.MP4',
      'https://s3.amazonaws.com/ldma-media/captions/a/clip.srt',
    ],
    ['https://media.example.org/a/b.mp4', 'https://media.example.org/captions/a/b.srt'],
    [
      'https://localhost:4010/media/video/demo_iPod.mp4',
      'https://localhost:4010/captions/media/video/demo.srt',
    ],
    // Media served by the site itself: its captions are on the site too.
    ['/media/video/demo_clip_iPod.mp4', '/captions/media/video/demo_clip.srt'],
    ['/relative/a.mp4', '/captions/relative/a.srt'],
  ]);

  it.each([
    '',
    'not a url',
    'https://example.org/a.mov',
    '/relative/a.mov',
    '//evil.example/a.mp4',
  ])('%p has no caption file', (media) => {
    expect(captionUrl(media)).toBe('');
  });

  it('shows the player logo only for LSA', () => {
    expect(showsPlayerLogo(4)).toBe(true);
    expect(showsPlayerLogo(3)).toBe(false);
  });
});
