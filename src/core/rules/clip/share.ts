import { paths } from '../../routes/routeTable';
import { formatTimecode } from '../media/timecode';

/** The address of a video's detail page. */
export function clipLink(origin: string, id: string): string {
  return `${origin}${paths.assetDetail(id)}`;
}

/** The detail page starting `offset` seconds into the clip (`?t=1m30s`). */
export function timeLink(origin: string, id: string, offset: number): string {
  return `${clipLink(origin, id)}?t=${formatTimecode(offset)}`;
}

/** The address of a video's embeddable player. */
export function embedLink(origin: string, id: string): string {
  return `${origin}${paths.embed(id)}`;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Size of the embed code's frame: a 16:9 player with the title bar under it. */
export const EMBED_SIZE = { width: 640, height: 400 } as const;

/** The HTML another site pastes to show the video in an iframe (of `size`, oEmbed's). */
export function embedCode(
  origin: string,
  id: string,
  title: string,
  size: { width: number; height: number } = EMBED_SIZE,
): string {
  const attributes = [
    `src="${escapeAttribute(embedLink(origin, id))}"`,
    `title="${escapeAttribute(title.trim() || 'Video')}"`,
    `width="${size.width}"`,
    `height="${size.height}"`,
    'style="border:0"',
    'allow="fullscreen; picture-in-picture"',
    'allowfullscreen',
    'loading="lazy"',
  ];
  return `<iframe ${attributes.join(' ')}></iframe>`;
}
