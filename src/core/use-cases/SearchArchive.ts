import type { Asset } from '../entities/Asset';
import { DEFAULT_SEARCH_FIELD, searchableKeyword, searchField } from '../entities/Search';
import type { ArchiveApi } from '../ports/ArchiveApi';
import type { CallOptions } from '../ports/CallOptions';

/** The term a search runs with, or undefined when it is blank (nothing happens then). */
export function searchTerm(raw: string | null | undefined): string | undefined {
  const term = String(raw ?? '').trim();
  return term ? term : undefined;
}

export class SearchArchive {
  constructor(private readonly archive: ArchiveApi) {}

  /**
   * Resolves to undefined without calling the API when the term is blank, and to no results
   * when it is `.` or `..`; an unknown field searches ALLFIELDS.
   */
  async execute(
    keyword: string,
    searchBy: string = DEFAULT_SEARCH_FIELD,
    options?: CallOptions,
  ): Promise<Asset[] | undefined> {
    if (searchTerm(keyword) === undefined) return undefined;
    const term = searchableKeyword(keyword);
    if (term === undefined) return [];
    return this.archive.search(term, searchField(searchBy), options);
  }
}
