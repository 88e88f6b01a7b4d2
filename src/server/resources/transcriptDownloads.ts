import type { AssetDetail } from '../../core/entities/AssetDetail';
import type { CallOptions } from '../../core/ports/CallOptions';
import type { Logger } from '../../core/ports/Logger';
import { transcriptFileOf, type TranscriptExtension } from '../../core/routes/resourcePaths';
import { clipLink } from '../../core/rules/clip/share';
import { assetTitle, playbackSourceOf } from '../../core/rules/media/playback';
import { transcriptFileName, type TranscriptLine } from '../../core/rules/media/transcript';
import { transcriptText } from '../../core/rules/media/transcriptText';
import { transcriptSrt, transcriptVtt } from '../../core/rules/media/transcriptFiles';
import type { PlaybackWindow } from '../../core/rules/values/time';
import type { ReadTranscript } from '../../core/use-cases/ReadTranscript';
import { printable } from '../http/accessLog';
import { isRefusedFetch } from '../../core/ports/RefusedFetch';
import { NO_STORE, RESOURCE_CACHE } from '../http/cachePolicy';
import { missing, PLAIN_TEXT, type SiteResource } from './resources';
import { upstreamFailure } from './upstreamFailure';

export interface TranscriptDownloadsOptions {
  /** The asset when it is public (ResolveAsset.publicDetail); undefined otherwise. */
  publicDetail: (id: string, options?: CallOptions) => Promise<AssetDetail | undefined>;
  readTranscript: ReadTranscript;
  logger: Logger;
}

interface About {
  title: string;
  url: string;
}

/** Each file's media type and text, as the page's own download links make them. */
const FILES: Record<
  TranscriptExtension,
  { type: string; text: (lines: TranscriptLine[], clip: PlaybackWindow, about: About) => string }
> = {
  txt: { type: PLAIN_TEXT, text: (lines, _clip, about) => transcriptText(lines, about) },
  vtt: { type: 'text/vtt; charset=utf-8', text: (lines, clip) => transcriptVtt(lines, clip) },
  srt: {
    type: 'application/x-subrip; charset=utf-8',
    text: (lines, clip) => transcriptSrt(lines, clip),
  },
};

/**
 * `/transcripts/{id}.txt|.vtt|.srt`: a public video's transcript as a file to download, for
 * the transcript's links without script: the lines inside the clip, timed from its start.
 * An unknown or non-public asset, or one without a transcript, is 404; an archive or caption
 * file that fails is logged and answers 502/503/504, never kept.
 */
export function transcriptDownloadsResource(options: TranscriptDownloadsOptions): SiteResource {
  const { logger } = options;
  return {
    name: 'Transcript',
    matches: (path) => transcriptFileOf(path) !== undefined,
    async answer({ path, url }) {
      const wanted = transcriptFileOf(path);
      if (!wanted) return missing('No transcript');
      const { assetId, extension } = wanted;
      let detail: AssetDetail | undefined;
      let lines: TranscriptLine[] = [];
      try {
        detail = await options.publicDetail(assetId);
        if (detail) lines = await options.readTranscript.executeOrReject(detail);
      } catch (error) {
        // A file the server may not fetch is no file, and nothing keeps that answer.
        if (isRefusedFetch(error)) {
          logger.warn(`Transcript of ${printable(assetId)}: not fetched`, error);
          return { ...missing('No transcript'), cacheControl: NO_STORE };
        }
        logger.error(`Transcript of ${printable(assetId)} failed`, error);
        return upstreamFailure(error);
      }
      if (!detail || lines.length === 0) return missing('No transcript');
      const title = assetTitle(detail);
      const file = FILES[extension];
      const about = { title, url: clipLink(url.origin, detail.id) };
      return {
        status: 200,
        type: file.type,
        body: file.text(lines, playbackSourceOf(detail), about),
        cacheControl: RESOURCE_CACHE,
        headers: {
          // The name is a slug of the title: nothing in it needs quoting or encoding.
          'Content-Disposition': `attachment; filename="${transcriptFileName(title, extension)}"`,
        },
      };
    },
  };
}
