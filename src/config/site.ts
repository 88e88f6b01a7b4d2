/** Build-time configuration: rsbuild replaces `process.env.PUBLIC_*` with the values it was built with. */
export interface AppConfig {
  /** Base URL of the archive API. */
  apiHost: string;
  /** reCAPTCHA v2 site key; without one the demo captcha is used. */
  recaptchaSiteKey: string;
  /** The licensed JW Player library; without one the HTML5 player is used. */
  jwPlayerUrl: string;
  /** GA4 measurement id; without one page views are only recorded in memory. */
  gaId: string;
  /**
   * Origins the archive's media, thumbnails, caption files and blog pictures are served from
   * (PUBLIC_MEDIA_HOSTS, separated by commas or spaces): the only hosts the pages may load
   * them from. Empty: any https host.
   */
  mediaHosts: string[];
}

export const DEMO_API_HOST = 'http://127.0.0.1:4010';

/** The value of PUBLIC_API_HOST that asks for the local demo API by name. */
export const DEMO_API = 'demo';

export function text(value: string | undefined): string {
  return (value ?? '').trim();
}

/** PUBLIC_API_HOST names the demo API: unset (development, tests) or `demo`. */
export function isDemoApi(value: string | undefined): boolean {
  const host = text(value).toLowerCase();
  return host === '' || host === DEMO_API;
}

export function readConfig(env: Record<string, string | undefined>): AppConfig {
  return {
    apiHost: isDemoApi(env.PUBLIC_API_HOST)
      ? DEMO_API_HOST
      : text(env.PUBLIC_API_HOST).replace(/\/+$/, ''),
    recaptchaSiteKey: text(env.PUBLIC_RECAPTCHA_SITE_KEY),
    jwPlayerUrl: text(env.PUBLIC_JWPLAYER_URL),
    gaId: text(env.PUBLIC_GA_ID),
    mediaHosts: text(env.PUBLIC_MEDIA_HOSTS)
      .split(/[\s,]+/)
      .filter(Boolean),
  };
}

/** The value of PUBLIC_CAPTCHA that asks a build for the demo captcha by name. */
export const DEMO_CAPTCHA = 'demo';

/** An http(s) URL, or undefined for anything else. */
export function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Refuses a production build that would ship something it was not asked for, and says what
 * the build leaves off. It must name its archive API (PUBLIC_API_HOST, an http(s) URL, or
 * `demo` for the local demo API on purpose): unset, every visitor's browser would call
 * 127.0.0.1. A build for a real API with no reCAPTCHA site key would ship the demo checkbox,
 * whose token proves nothing: it must ask for it with PUBLIC_CAPTCHA=demo. Throws an Error
 * that says what to set; otherwise returns one line per optional service, for the build's
 * output, so none ships off by accident.
 */
export function checkBuildConfig(env: Record<string, string | undefined>): string[] {
  const captcha = text(env.PUBLIC_CAPTCHA).toLowerCase();
  if (captcha && captcha !== DEMO_CAPTCHA) {
    throw new Error(
      `PUBLIC_CAPTCHA must be '${DEMO_CAPTCHA}' or unset, not '${text(env.PUBLIC_CAPTCHA)}'.`,
    );
  }
  const apiHost = text(env.PUBLIC_API_HOST);
  if (!apiHost) {
    throw new Error(
      'PUBLIC_API_HOST is not set: a production build must name its archive API ' +
        `(PUBLIC_API_HOST=https://archive.example.org), or PUBLIC_API_HOST=${DEMO_API} to ` +
        `build for the local demo API (${DEMO_API_HOST}) on purpose.`,
    );
  }
  const demoApi = isDemoApi(apiHost);
  if (!demoApi && !httpUrl(apiHost)) {
    throw new Error(`PUBLIC_API_HOST must be an http(s) URL or '${DEMO_API}', not '${apiHost}'.`);
  }
  const siteKey = text(env.PUBLIC_RECAPTCHA_SITE_KEY);
  if (!demoApi && !siteKey && !captcha) {
    throw new Error(
      'PUBLIC_API_HOST is set but PUBLIC_RECAPTCHA_SITE_KEY is not: the contact form would ' +
        'ship the demo captcha, whose fixed token proves nothing. Set ' +
        `PUBLIC_RECAPTCHA_SITE_KEY, or PUBLIC_CAPTCHA=${DEMO_CAPTCHA} to ship the demo captcha ` +
        'on purpose (demo and test builds).',
    );
  }
  const config = readConfig(env);
  const service = (name: string, on: boolean, off: string) =>
    `${name}: ${on ? 'on' : `OFF (${off})`}`;
  return [
    `Archive API: ${config.apiHost}${demoApi ? ' (the local demo API)' : ''}`,
    service('reCAPTCHA', siteKey !== '', 'the demo checkbox; set PUBLIC_RECAPTCHA_SITE_KEY'),
    service('Analytics', config.gaId !== '', 'no page views reported; set PUBLIC_GA_ID'),
    service('JW Player', config.jwPlayerUrl !== '', 'the HTML5 player; set PUBLIC_JWPLAYER_URL'),
  ];
}

/**
 * The configuration this build was made with. Each name is spelled out so the bundler can
 * replace it (rsbuild.config.ts defines every one, set or not).
 */
export const buildConfig = (): AppConfig =>
  readConfig({
    PUBLIC_API_HOST: process.env.PUBLIC_API_HOST,
    PUBLIC_RECAPTCHA_SITE_KEY: process.env.PUBLIC_RECAPTCHA_SITE_KEY,
    PUBLIC_JWPLAYER_URL: process.env.PUBLIC_JWPLAYER_URL,
    PUBLIC_GA_ID: process.env.PUBLIC_GA_ID,
    PUBLIC_MEDIA_HOSTS: process.env.PUBLIC_MEDIA_HOSTS,
  });
