import { clipLink, embedCode, embedLink, timeLink } from '../../../../src/core/rules/clip/share';
import { ORIGIN } from '../../../support/builders';

describe('links to share a video', () => {
  it.each([
    [clipLink(ORIGIN, 'LPB-CL-1042'), `${ORIGIN}/video_v2/asset-detail/LPB-CL-1042`],
    [clipLink(ORIGIN, 'A 1/2'), `${ORIGIN}/video_v2/asset-detail/A%201%2F2`],
    [timeLink(ORIGIN, 'LPB-CL-1042', 90), `${ORIGIN}/video_v2/asset-detail/LPB-CL-1042?t=1m30s`],
    [timeLink(ORIGIN, 'LPB-CL-1042', 0), `${ORIGIN}/video_v2/asset-detail/LPB-CL-1042?t=0s`],
    [embedLink(ORIGIN, 'LPB-CL-1042'), `${ORIGIN}/embed/LPB-CL-1042`],
  ])('%p is %p', (link, expected) => {
    expect(link).toBe(expected);
  });

  it('gives an iframe of the embeddable player, its title escaped', () => {
    expect(embedCode(ORIGIN, 'LPB-CL-1042', 'Jazz & "Blues" <Live>')).toBe(
      `<iframe src="${ORIGIN}/embed/LPB-CL-1042" title="Jazz &amp; &quot;Blues&quot; &lt;Live&gt;" width="640" height="400" style="border:0" allow="fullscreen; picture-in-picture" allowfullscreen loading="lazy"></iframe>`,
    );
  });

  it('names an untitled frame', () => {
    expect(embedCode(ORIGIN, 'X', ' ')).toContain('title="Video"');
  });
});
