import type { Asset } from '../entities/Asset';
import { DEFAULT_SEARCH_FIELD } from '../entities/Search';
import type { ArchiveApi } from '../ports/ArchiveApi';
import type { CallOptions } from '../ports/CallOptions';

/** The term a search runs with, or undefined when it is blank (nothing happens then). */
export function searchTerm(raw: string | null | undefined): string | undefined {
  const term = String(raw ?? '').trim();
  return term ? term : undefined;
}

export class SearchArchive {
  constructor(private readonly archive: ArchiveApi) {}

  /** Resolves to undefined without calling the API when the term is blank. */
  async execute(
    keyword: string,
    searchBy: string = DEFAULT_SEARCH_FIELD,
    options?: CallOptions,
  ): Promise<Asset[] | undefined> {
    const term = searchTerm(keyword);
    if (term === undefined) return undefined;
    return this.archive.search(term, searchTerm(searchBy) ?? DEFAULT_SEARCH_FIELD, options);
  }
}
