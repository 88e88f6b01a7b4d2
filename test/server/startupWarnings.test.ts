/** @jest-environment node */
import { readServerConfig } from '../../src/config/server';
import { readConfig } from '../../src/config/site';
import { loudly, startupWarnings } from '../../src/server/startupWarnings';

const configOf = (env: Record<string, string>) =>
  readServerConfig(
    env,
    readConfig({ PUBLIC_API_HOST: 'https://archive.example.org' }),
    '/srv/site',
  );

describe('startupWarnings', () => {
  it('warns a server with no SITE_ORIGIN that the Host header names the site', () => {
    const warnings = startupWarnings(configOf({ PORT: '3000' }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('SITE_ORIGIN is not set');
    expect(warnings[0]).toContain('pages are kept for one host only');
    expect(loudly(warnings)).toMatch(/^!{78}\nWARNING: SITE_ORIGIN is not set[^]*\n!{78}$/);
  });

  it('says nothing once SITE_ORIGIN is set, or for the demo on loopback', () => {
    expect(startupWarnings(configOf({ SITE_ORIGIN: 'https://ldma.example.org' }))).toEqual([]);
    expect(startupWarnings(configOf({ DEMO_MEDIA_ORIGIN: 'http://127.0.0.1:4010' }))).toEqual([]);
    expect(startupWarnings(readServerConfig({}, readConfig({}), '/srv/site'))).toEqual([]);
    expect(startupWarnings(configOf({ SITE_ORIGIN: '  ' }))).toHaveLength(1);
  });
});
