/** @jest-environment node */
import { loudly, startupWarnings } from '../../src/server/startupWarnings';

describe('startupWarnings', () => {
  it('warns a server with no SITE_ORIGIN that the Host header names the site', () => {
    const warnings = startupWarnings({ PORT: '3000' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('SITE_ORIGIN is not set');
    expect(warnings[0]).toContain('pages are kept for one host only');
    expect(loudly(warnings)).toMatch(/^!{78}\nWARNING: SITE_ORIGIN is not set[^]*\n!{78}$/);
  });

  it('says nothing once SITE_ORIGIN is set, or for the demo on loopback', () => {
    expect(startupWarnings({ SITE_ORIGIN: 'https://ldma.example.org' })).toEqual([]);
    expect(startupWarnings({ DEMO_MEDIA_ORIGIN: 'http://127.0.0.1:4010' })).toEqual([]);
    expect(startupWarnings({ SITE_ORIGIN: '  ' })).toHaveLength(1);
  });
});
