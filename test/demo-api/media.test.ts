import { panelSvg } from '../../demo-api/media';

describe('the demo posters', () => {
  const svg = panelSvg({
    title: 'Dynamiting the Caernarvon Levee',
    label: 'LPB · Segment',
    corner: '1927',
    seed: 'LPB-SG-1138',
  });

  it('name the year beside the label at the top left, clear of the player controls below', () => {
    const texts = [...svg.matchAll(/<text([^>]*)>(.*?)<\/text>/g)];
    const label = texts.find(([, , content]) => content?.includes('1927'));
    expect(label?.[2]).toBe('LPB &#183; SEGMENT &#183; 1927');
    expect(label?.[1]).toContain('y="36"');
    // Nothing is drawn in the bottom right, where the fullscreen control sits.
    expect(svg).not.toContain('text-anchor="end"');
  });
});
