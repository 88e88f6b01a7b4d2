import type { CatalogueStore } from './core/ports/Catalogue';
import type { TranscriptIndex } from './core/ports/TranscriptIndex';
import { IndexTranscripts } from './core/use-cases/IndexTranscripts';
import { ListLatest } from './core/use-cases/ListLatest';
import { ReadCaptions } from './core/use-cases/ReadCaptions';
import { ReadTranscript } from './core/use-cases/ReadTranscript';
import { ResolveAsset } from './core/use-cases/ResolveAsset';
import { RunIndexPass } from './core/use-cases/RunIndexPass';
import { SearchArchive } from './core/use-cases/SearchArchive';
import { SearchSpokenWords } from './core/use-cases/SearchSpokenWords';
import { SearchWithinVideo } from './core/use-cases/SearchWithinVideo';
import { WalkArchive } from './core/use-cases/WalkArchive';
import type { ServerAdapters } from './serverAdapters';

/**
 * The use cases of what the server answers besides pages: sitemaps, feeds, oEmbed, IIIF, a
 * video's captions and transcript files, and spoken-word search.
 */
export interface MachineServices {
  walkArchive: WalkArchive;
  listLatest: ListLatest;
  resolveAsset: ResolveAsset;
  readCaptions: ReadCaptions;
  readTranscript: ReadTranscript;
  searchSpokenWords: SearchSpokenWords;
  /** The archive's search, through the pages' cache (the search facets endpoint runs it). */
  searchArchive: SearchArchive;
  /** Undefined when the server has no spoken-word index. */
  searchWithinVideo?: SearchWithinVideo;
}

/**
 * Walks read through the walk client; feeds and single assets share the pages' cache, and
 * captions the pages' caption source (and its cache).
 */
export function machineServices(
  adapters: Pick<ServerAdapters, 'logger' | 'forRequest' | 'forWalks'>,
): MachineServices {
  const ports = adapters.forRequest();
  const walks = adapters.forWalks();
  return {
    walkArchive: new WalkArchive(walks.archive, walks.blogs),
    listLatest: new ListLatest(ports.archive, ports.blogs, ports.logger),
    resolveAsset: new ResolveAsset(ports.archive, ports.logger, ports.withdrawals),
    readCaptions: new ReadCaptions(ports.captions, ports.logger),
    readTranscript: new ReadTranscript(ports.captions, ports.logger),
    searchSpokenWords: new SearchSpokenWords(ports.transcripts),
    searchArchive: new SearchArchive(ports.archive),
    ...(ports.transcripts ? { searchWithinVideo: new SearchWithinVideo(ports.transcripts) } : {}),
  };
}

/**
 * A pass of the transcript index under the shared lock: the archive read through the walk's
 * client, caption files through the passes' own reader.
 */
export function indexPass(
  adapters: ServerAdapters,
  index: TranscriptIndex & { catalogue?(): CatalogueStore },
): RunIndexPass {
  const { archive, blogs } = adapters.forWalks();
  const indexer = new IndexTranscripts(
    new WalkArchive(archive, blogs),
    archive,
    adapters.passCaptions,
    index,
    adapters.logger,
    undefined,
    // The catalogue lives in the index's database when it has one.
    index.catalogue?.(),
  );
  return new RunIndexPass(index, indexer);
}
