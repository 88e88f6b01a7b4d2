import { CensusParishMap } from '../adapters/geo/CensusParishMap';
import { outboundFetch } from '../adapters/node/outboundFetch';
import type { IndexJobConfig } from '../config/server';
import { SERVER_API_CACHE_MS, serverAdapters, type ServerAdapters } from '../serverAdapters';
import { readyTranscripts, type IndexReader } from './index/spokenWordsIndex';
import { keptFacets } from './index/keptFacets';
import { indexWithdrawals } from './index/withdrawals';

/**
 * The adapters of one server process, built once by its root: the archive clients and
 * caption readers fetch only where `config.fetch` allows, within the process's byte budget.
 * Visitors search the spoken words through `index` (the process's own or the primary's),
 * narrowed to what the archive makes public now; without one, spoken-word search is
 * unavailable. The facets of a search's results are kept as long as the archive's answers.
 */
export function processAdapters(config: IndexJobConfig, index?: IndexReader): ServerAdapters {
  const catalogue = index?.catalogue?.();
  return serverAdapters(config.site, {
    mediaOrigin: config.demoMediaOrigin,
    fetch: outboundFetch(config.fetch),
    parishMap: new CensusParishMap(),
    ...(index && {
      transcripts: readyTranscripts(index),
      withdrawals: indexWithdrawals(index, SERVER_API_CACHE_MS),
      ...(catalogue && { catalogue: keptFacets(catalogue, SERVER_API_CACHE_MS) }),
    }),
  });
}
