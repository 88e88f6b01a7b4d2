export const DEFAULT_SEARCH_FIELD = 'ALLFIELDS';

export interface SearchState {
  searchTerm: string;
  searchField: string;
}
