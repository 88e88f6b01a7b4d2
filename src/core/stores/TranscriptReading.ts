import type { AssetDetail } from '../entities/AssetDetail';
import { playbackSourceOf } from '../rules/media/playback';
import type { TranscriptLine } from '../rules/media/transcript';
import type { ReadTranscript } from '../use-cases/ReadTranscript';
import { Load, type LoadOptions } from './Load';
import type { TranscriptStore } from './TranscriptStore';

/**
 * The transcript read before any player does, so the server renders a keyword's mentions;
 * its lines travel with the page, so the browser shows them without reading again.
 */
export class TranscriptReading {
  private readonly load: Load<TranscriptLine[]>;

  constructor(
    private readonly transcript: TranscriptStore,
    private readonly read: ReadTranscript | undefined,
    options: Pick<LoadOptions, 'logger' | 'data'>,
  ) {
    this.load = new Load<TranscriptLine[]>([], {
      ...options,
      failure: 'Error fetching transcript:',
    });
  }

  /** Reads the transcript of asset `id`, unless it has lines already or nothing can read it. */
  async run(id: string, detail: AssetDetail): Promise<void> {
    const read = this.read;
    if (!read || this.transcript.hasTranscript) return;
    if (await this.load.run(keyOf(id), (signal) => read.execute(detail, { signal }))) {
      this.show(detail);
    }
  }

  /** Shows the lines the server already sent, if any. */
  restore(id: string, detail: AssetDetail | undefined): void {
    if (this.load.restore(keyOf(id)) && detail) this.show(detail);
  }

  /** Abandons a read still running (the page was left). */
  dispose(): void {
    this.load.dispose();
  }

  private show(detail: AssetDetail): void {
    this.transcript.setLines(this.load.value, playbackSourceOf(detail));
  }
}

const keyOf = (id: string) => `transcript/${id}`;
