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

function text(value: string | undefined): string {
  return (value ?? '').trim();
}

export function readConfig(env: Record<string, string | undefined>): AppConfig {
  return {
    apiHost: text(env.PUBLIC_API_HOST).replace(/\/+$/, '') || DEMO_API_HOST,
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

/**
 * Refuses a build that would ship something it was not asked for: a build for a real API
 * (PUBLIC_API_HOST set) with no reCAPTCHA site key would otherwise ship the demo checkbox,
 * whose token proves nothing. Such a build must ask for it with PUBLIC_CAPTCHA=demo.
 * Throws an Error that says what to set; returns quietly when the variables agree.
 */
export function checkBuildConfig(env: Record<string, string | undefined>): void {
  const captcha = text(env.PUBLIC_CAPTCHA).toLowerCase();
  if (captcha && captcha !== DEMO_CAPTCHA) {
    throw new Error(
      `PUBLIC_CAPTCHA must be '${DEMO_CAPTCHA}' or unset, not '${text(env.PUBLIC_CAPTCHA)}'.`,
    );
  }
  if (text(env.PUBLIC_API_HOST) && !text(env.PUBLIC_RECAPTCHA_SITE_KEY) && !captcha) {
    throw new Error(
      'PUBLIC_API_HOST is set but PUBLIC_RECAPTCHA_SITE_KEY is not: the contact form would ' +
        'ship the demo captcha, whose fixed token proves nothing. Set ' +
        `PUBLIC_RECAPTCHA_SITE_KEY, or PUBLIC_CAPTCHA=${DEMO_CAPTCHA} to ship the demo captcha ` +
        'on purpose (demo and test builds).',
    );
  }
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
