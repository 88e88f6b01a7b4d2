import { DEMO_API_HOST, readConfig } from '../src/config';

describe('configuration', () => {
  it('talks to the local demo API with the HTML5 player and demo captcha when nothing is set', () => {
    expect(readConfig({})).toEqual({
      apiHost: DEMO_API_HOST,
      recaptchaSiteKey: '',
      jwPlayerUrl: '',
      gaId: '',
    });
  });

  it('takes the API host without trailing slashes, and the other settings trimmed', () => {
    expect(
      readConfig({
        PUBLIC_API_HOST: ' https://archive.example.org/api/ ',
        PUBLIC_RECAPTCHA_SITE_KEY: ' key ',
        PUBLIC_JWPLAYER_URL: 'https://cdn.example.org/jw.js',
        PUBLIC_GA_ID: 'G-1',
      }),
    ).toEqual({
      apiHost: 'https://archive.example.org/api',
      recaptchaSiteKey: 'key',
      jwPlayerUrl: 'https://cdn.example.org/jw.js',
      gaId: 'G-1',
    });
  });
});
