import { checkBuildConfig, DEMO_API_HOST, isDemoApi, readConfig } from '../src/config/site';
import { readServerFetchConfig, workerCount } from '../src/config/server';

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

  it('accepts a build with a site key', () => {
    expect(() =>
      checkBuildConfig({ PUBLIC_API_HOST: API, PUBLIC_RECAPTCHA_SITE_KEY: 'key' }),
    ).not.toThrow();
  });

  it('refuses a build that names no API: unset, every browser would call 127.0.0.1', () => {
    expect(() => checkBuildConfig({})).toThrow(/PUBLIC_API_HOST is not set.*PUBLIC_API_HOST=demo/);
    expect(() => checkBuildConfig({ PUBLIC_API_HOST: '  ', PUBLIC_CAPTCHA: 'demo' })).toThrow(
      /PUBLIC_API_HOST is not set/,
    );
  });

  it('refuses an API host that is no http(s) URL', () => {
    for (const host of ['archive.example.org', 'ftp://archive.example.org', 'dmeo']) {
      expect(() =>
        checkBuildConfig({ PUBLIC_API_HOST: host, PUBLIC_RECAPTCHA_SITE_KEY: 'key' }),
      ).toThrow(`PUBLIC_API_HOST must be an http(s) URL or 'demo', not '${host}'.`);
    }
  });

  it('builds for the demo API when asked for by name, with its demo captcha', () => {
    expect(checkBuildConfig({ PUBLIC_API_HOST: ' Demo ' })).toEqual([
      `Archive API: ${DEMO_API_HOST} (the local demo API)`,
      'reCAPTCHA: OFF (the demo checkbox; set PUBLIC_RECAPTCHA_SITE_KEY)',
      'Analytics: OFF (no page views reported; set PUBLIC_GA_ID)',
      'JW Player: OFF (the HTML5 player; set PUBLIC_JWPLAYER_URL)',
    ]);
    expect(readConfig({ PUBLIC_API_HOST: 'demo' }).apiHost).toBe(DEMO_API_HOST);
    expect(isDemoApi('demo')).toBe(true);
    expect(isDemoApi(undefined)).toBe(true);
    expect(isDemoApi(API)).toBe(false);
  });

  it('says which optional services a build leaves off, and which are on', () => {
    expect(
      checkBuildConfig({
        PUBLIC_API_HOST: API,
        PUBLIC_RECAPTCHA_SITE_KEY: 'key',
        PUBLIC_GA_ID: 'G-1',
      }),
    ).toEqual([
      `Archive API: ${API}`,
      'reCAPTCHA: on',
      'Analytics: on',
      'JW Player: OFF (the HTML5 player; set PUBLIC_JWPLAYER_URL)',
    ]);
    expect(
      checkBuildConfig({
        PUBLIC_API_HOST: API,
        PUBLIC_CAPTCHA: 'demo',
        PUBLIC_JWPLAYER_URL: 'https://cdn.example.org/jw.js',
      }),
    ).toEqual([
      `Archive API: ${API}`,
      'reCAPTCHA: OFF (the demo checkbox; set PUBLIC_RECAPTCHA_SITE_KEY)',
      'Analytics: OFF (no page views reported; set PUBLIC_GA_ID)',
      'JW Player: on',
    ]);
  });

  it('refuses an unknown captcha name rather than guessing', () => {
    expect(() => checkBuildConfig({ PUBLIC_API_HOST: API, PUBLIC_CAPTCHA: 'dmeo' })).toThrow(
      "PUBLIC_CAPTCHA must be 'demo' or unset, not 'dmeo'.",
    );
    expect(() => checkBuildConfig({ PUBLIC_API_HOST: API, PUBLIC_CAPTCHA: 'recaptcha' })).toThrow(
      /PUBLIC_CAPTCHA must/,
    );
  });
});

describe("the server's fetch rules", () => {
  const site = (env: Record<string, string> = {}) =>
    readConfig({ PUBLIC_API_HOST: 'https://api.example.org', ...env });

  it('reach any public host when no media host is named, and the API wherever it is', () => {
    expect(readServerFetchConfig({}, readConfig({}))).toEqual({
      privateHosts: ['127.0.0.1:4010'],
    });
    expect(readServerFetchConfig({}, site())).toEqual({ privateHosts: ['api.example.org:443'] });
  });

  it("reach the build's media hosts, the API and the media origin alone when hosts are named", () => {
    const media = { PUBLIC_MEDIA_HOSTS: 'https://media.example.org/, https://s3.amazonaws.com x' };
    expect(readServerFetchConfig({}, site(media), 'http://127.0.0.1:4010')).toEqual({
      origins: [
        'https://media.example.org',
        'https://s3.amazonaws.com',
        'https://api.example.org',
        'http://127.0.0.1:4010',
      ],
      privateHosts: ['api.example.org:443', '127.0.0.1:4010'],
    });
  });

  it('take the hosts and the private hosts from the run-time variables', () => {
    const env = {
      SERVER_FETCH_HOSTS: 'https://captions.example.org',
      SERVER_FETCH_PRIVATE_HOSTS: 'media.internal, 10.0.0.5:8080 [::1]:9000 http://files.lan',
    };
    expect(readServerFetchConfig(env, site({ PUBLIC_MEDIA_HOSTS: 'https://x.example' }))).toEqual({
      origins: ['https://captions.example.org', 'https://api.example.org'],
      privateHosts: [
        'media.internal',
        '10.0.0.5:8080',
        '[::1]:9000',
        'files.lan:80',
        'api.example.org:443',
      ],
    });
  });

  it('refuse, naming the variable, an entry they cannot use', () => {
    expect(() =>
      readServerFetchConfig({ SERVER_FETCH_HOSTS: 'media.example.org' }, site()),
    ).toThrow('SERVER_FETCH_HOSTS names origins, not media.example.org');
    expect(() =>
      readServerFetchConfig({ SERVER_FETCH_PRIVATE_HOSTS: 'ftp://files.lan' }, site()),
    ).toThrow('SERVER_FETCH_PRIVATE_HOSTS names hosts (host or host:port), not ftp://files.lan');
  });
});

describe('SERVER_WORKERS', () => {
  it('is every core by default, at least one', () => {
    expect(workerCount({}, 8)).toBe(8);
    expect(workerCount({ SERVER_WORKERS: ' ' }, 2)).toBe(2);
    expect(workerCount({}, 0)).toBe(1);
  });

  it('sets the count, 1 running the server alone', () => {
    expect(workerCount({ SERVER_WORKERS: '3' }, 8)).toBe(3);
    expect(workerCount({ SERVER_WORKERS: '1' }, 8)).toBe(1);
  });

  it.each(['0', '-2', '1.5', 'many'])('refuses %s, naming the variable', (value) => {
    expect(() => workerCount({ SERVER_WORKERS: value }, 2)).toThrow(/SERVER_WORKERS/);
  });
});
