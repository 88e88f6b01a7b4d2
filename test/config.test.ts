import { checkBuildConfig, DEMO_API_HOST, readConfig } from '../src/config';

describe('configuration', () => {
  it('talks to the local demo API with the HTML5 player and demo captcha when nothing is set', () => {
    expect(readConfig({})).toEqual({
      apiHost: DEMO_API_HOST,
      recaptchaSiteKey: '',
      jwPlayerUrl: '',
      gaId: '',
      mediaHosts: [],
    });
  });

  it('takes the API host without trailing slashes, and the other settings trimmed', () => {
    expect(
      readConfig({
        PUBLIC_API_HOST: ' https://archive.example.org/api/ ',
        PUBLIC_RECAPTCHA_SITE_KEY: ' key ',
        PUBLIC_JWPLAYER_URL: 'https://cdn.example.org/jw.js',
        PUBLIC_GA_ID: 'G-1',
        PUBLIC_MEDIA_HOSTS:
          ' https://media.example.org, https://s3.amazonaws.com  https://x.example ',
      }),
    ).toEqual({
      apiHost: 'https://archive.example.org/api',
      recaptchaSiteKey: 'key',
      jwPlayerUrl: 'https://cdn.example.org/jw.js',
      gaId: 'G-1',
      mediaHosts: ['https://media.example.org', 'https://s3.amazonaws.com', 'https://x.example'],
    });
  });
});

describe('build variables check', () => {
  const API = 'https://archive.example.org/api';

  it('refuses a build for a real API with no captcha site key', () => {
    expect(() => checkBuildConfig({ PUBLIC_API_HOST: API })).toThrow(
      /PUBLIC_RECAPTCHA_SITE_KEY is not.*PUBLIC_CAPTCHA=demo/,
    );
    expect(() =>
      checkBuildConfig({ PUBLIC_API_HOST: API, PUBLIC_RECAPTCHA_SITE_KEY: ' ' }),
    ).toThrow(/PUBLIC_RECAPTCHA_SITE_KEY is not/);
  });

  it('lets it ship the demo captcha when asked for by name', () => {
    expect(() => checkBuildConfig({ PUBLIC_API_HOST: API, PUBLIC_CAPTCHA: 'demo' })).not.toThrow();
    expect(() =>
      checkBuildConfig({ PUBLIC_API_HOST: API, PUBLIC_CAPTCHA: ' Demo ' }),
    ).not.toThrow();
  });

  it('accepts a build with a site key, and the demo build with nothing set', () => {
    expect(() =>
      checkBuildConfig({ PUBLIC_API_HOST: API, PUBLIC_RECAPTCHA_SITE_KEY: 'key' }),
    ).not.toThrow();
    expect(() => checkBuildConfig({})).not.toThrow();
  });

  it('refuses an unknown captcha name rather than guessing', () => {
    expect(() => checkBuildConfig({ PUBLIC_API_HOST: API, PUBLIC_CAPTCHA: 'dmeo' })).toThrow(
      "PUBLIC_CAPTCHA must be 'demo' or unset, not 'dmeo'.",
    );
    expect(() => checkBuildConfig({ PUBLIC_CAPTCHA: 'recaptcha' })).toThrow(/PUBLIC_CAPTCHA must/);
  });
});
