/** @jest-environment node */
import { readConfig } from '../../src/config/site';
import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '../../src/server/http/securityHeaders';
import { NO_SCRIPT_CSS } from '../../src/ui/components/NoScriptStyles';

// The policy of the site (the static build's meta tag in index.html, and the server's
// header): scripts only from the site and the configured providers.

const policyOf = (env: NodeJS.ProcessEnv): string => contentSecurityPolicy(readConfig(env));

function directives(env: NodeJS.ProcessEnv): Map<string, string[]> {
  const policy = policyOf(env);
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as [string, string[]];
    }),
  );
}

const API = 'https://archive.example.org';
const EVERYTHING: NodeJS.ProcessEnv = {
  PUBLIC_API_HOST: `${API}/api/`,
  PUBLIC_JWPLAYER_URL: 'https://cdn.jwplayer.com/libraries/AbC123.js',
  PUBLIC_RECAPTCHA_SITE_KEY: '6LcPublicSiteKey',
  PUBLIC_GA_ID: 'G-TEST123',
};

describe('contentSecurityPolicy()', () => {
  it('allows scripts from the site itself only when no provider is configured', () => {
    const policy = directives({ PUBLIC_API_HOST: API });
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('allows scripts from the site and the configured player, captcha and analytics only', () => {
    expect(directives(EVERYTHING).get('script-src')).toEqual([
      "'self'",
      'https://cdn.jwplayer.com',
      'https://ssl.p.jwpcdn.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://www.googletagmanager.com',
    ]);
  });

  it.each([
    ['nothing configured', { PUBLIC_API_HOST: API }],
    ['every provider configured', EVERYTHING],
  ])('never allows inline, eval or wildcard scripts, with %s', (_label, env) => {
    const scripts = directives(env).get('script-src') ?? [];
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'http:', 'data:'])
      expect(scripts).not.toContain(unsafe);
    expect(scripts).not.toContain(API);
  });

  it('lets the page talk to the configured API host', () => {
    const policy = directives(EVERYTHING);
    expect(policy.get('connect-src')).toContain(API);
    expect(policy.get('img-src')).toContain(API);
  });

  it('defaults the API host to the local demo API', () => {
    expect(directives({}).get('connect-src')).toContain('http://127.0.0.1:4010');
  });

  it('forbids plugins and foreign base URLs and form targets', () => {
    const policy = directives(EVERYTHING);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('frames only the site, the player and the captcha', () => {
    expect(directives({ PUBLIC_API_HOST: API }).get('frame-src')).toEqual([
      "'self'",
      'https://cdn.jwplayer.com',
      'https://content.jwplatform.com',
    ]);
    expect(directives(EVERYTHING).get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]),
    );
  });

  it.each([
    ['not a URL', 'not a url'],
    ['an injected directive', `${API}; script-src *`],
    ['an injected source', `${API} 'unsafe-inline'`],
  ])('keeps an API host that is %s out of the policy', (_label, host) => {
    const policy = policyOf({ PUBLIC_API_HOST: host, PUBLIC_JWPLAYER_URL: host });
    expect(policy).not.toContain('undefined');
    // Only style attributes may be inline (blog posts and React set them).
    const inline = [...directives({ PUBLIC_API_HOST: host, PUBLIC_JWPLAYER_URL: host })]
      .filter(([, sources]) => sources.includes("'unsafe-inline'"))
      .map(([name]) => name);
    expect(inline).toEqual(['style-src', 'style-src-attr']);
    expect(directives({ PUBLIC_API_HOST: host }).get('script-src')).toEqual(["'self'"]);
    expect(policy.split(';').map((p) => p.trim().split(' ')[0])).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'style-src-elem',
      'style-src-attr',
      'img-src',
      'media-src',
      'connect-src',
      'frame-src',
      'font-src',
      'object-src',
      'base-uri',
      'form-action',
    ]);
  });

  const MEDIA = ['https://media.example.org', 'https://s3.amazonaws.com'];

  it('loads pictures, media and calls only from the hosts the build names', () => {
    const policy = directives({ PUBLIC_API_HOST: API, PUBLIC_MEDIA_HOSTS: MEDIA.join(',') });
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', API, ...MEDIA]);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', API, ...MEDIA]);
    expect(policy.get('connect-src')).toEqual(["'self'", API, ...MEDIA]);
  });

  it('adds the configured providers to them, and no other host', () => {
    const policy = directives({ ...EVERYTHING, PUBLIC_MEDIA_HOSTS: MEDIA.join(' ') });
    for (const name of ['img-src', 'media-src', 'connect-src']) {
      const sources = policy.get(name) ?? [];
      expect(sources).not.toContain('https:');
      expect(sources).not.toContain('*');
      expect(sources).toEqual(expect.arrayContaining(MEDIA));
    }
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      API,
      ...MEDIA,
      'https://cdn.jwplayer.com',
      'https://ssl.p.jwpcdn.com',
      'https://*.jwpsrv.com',
      'https://www.google.com/recaptcha/',
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
  });

  it('allows any https host for media when the build names none, and says nothing odd', () => {
    const policy = directives({ PUBLIC_API_HOST: API, PUBLIC_MEDIA_HOSTS: 'not a url' });
    expect(policy.get('img-src')).toContain('https:');
    expect(policyOf({ PUBLIC_MEDIA_HOSTS: "x; script-src 'unsafe-inline'" })).not.toMatch(
      /script-src[^;]*unsafe-inline/,
    );
  });

  it('allows inline style elements only by hash, unless the JW Player library writes its own', () => {
    const hash = `'sha256-${createHash('sha256').update(NO_SCRIPT_CSS).digest('base64')}'`;
    expect(directives({ PUBLIC_API_HOST: API }).get('style-src-elem')).toEqual(["'self'", hash]);
    expect(directives(EVERYTHING).get('style-src-elem')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://cdn.jwplayer.com',
      'https://ssl.p.jwpcdn.com',
    ]);
    expect(directives(EVERYTHING).get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });
});
