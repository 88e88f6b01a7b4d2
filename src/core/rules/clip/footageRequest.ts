import { paths } from '../../routes/routeTable';
import { formatClock, type PlaybackWindow } from '../values/time';

export const FOOTAGE_SUBJECT = 'Footage licensing request';

/** What a licensing request names: the video and, if the visitor marked them, in and out. */
export interface FootageRequest {
  title: string;
  identifier: string;
  url: string;
  clip: PlaybackWindow;
  /** Seconds into the clip. */
  inPoint?: number;
  outPoint?: number;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Seconds as hh:mm:ss, the archive's own time format. */
export function hms(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}

function point(label: string, offset: number | undefined, clip: PlaybackWindow): string[] {
  if (offset === undefined) return [];
  return [`${label}: ${formatClock(offset)} (${hms(clip.start + offset)} in the source file)`];
}

/** The message a licensing request starts with; the visitor edits it before sending. */
export function footageRequestMessage(request: FootageRequest): string {
  return [
    'I would like to license footage from this video.',
    '',
    `Title: ${request.title}`,
    `Identifier: ${request.identifier}`,
    `Link: ${request.url}`,
    ...point('In point', request.inPoint, request.clip),
    ...point('Out point', request.outPoint, request.clip),
    '',
    'How I plan to use it:',
    '',
  ].join('\n');
}

/** The contact page, pre-filled with a licensing request. */
export function footageRequestPath(request: FootageRequest): string {
  const query = new URLSearchParams({
    subject: FOOTAGE_SUBJECT,
    message: footageRequestMessage(request),
  });
  return `${paths.contact()}?${query.toString()}`;
}

/** Longest pre-filled message taken from a link; the rest of a longer one is dropped. */
export const PREFILL_LIMIT = 4000;

/**
 * Invisible format characters a link could use to hide or reorder text in the message:
 * zero-width spaces and joiners, direction marks, embeddings, overrides and isolates, and
 * the byte order mark.
 */
const INVISIBLE_FORMAT = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * The message the contact form starts with, from its address's `subject` and `message`
 * parameters; '' when neither is given. Control characters other than line ends, and
 * invisible bidi and zero-width format characters, are dropped.
 */
export function contactPrefill(search: string): string {
  const params = new URLSearchParams(search);
  const clean = (name: string) =>
    (params.get(name) ?? '')
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
      .replace(INVISIBLE_FORMAT, '')
      .trim();
  const subject = clean('subject');
  const message = clean('message');
  const text = [subject ? `Subject: ${subject}` : '', message].filter(Boolean).join('\n\n');
  return text.slice(0, PREFILL_LIMIT);
}
