import { observed } from './observed';
import { DEFAULT_SEARCH_FIELD } from '../entities/Search';
import { paths } from '../routes/routeTable';
import { searchTerm } from '../use-cases/SearchArchive';

/**
 * The header search: an icon that opens a box. Only a non-blank (trimmed) term is
 * submitted; the box is cleared afterwards. A blank term does nothing and says nothing.
 */
export class SearchBoxStore {
  term = '';
  open = false;

  constructor() {
    observed(this);
  }

  setTerm(term: string): void {
    this.term = term;
  }

  setOpen(open: boolean): void {
    this.open = open;
  }

  /** Where a search for the current term goes, or undefined when the term is blank. */
  get target(): string | undefined {
    const term = searchTerm(this.term);
    return term === undefined ? undefined : paths.search(term, DEFAULT_SEARCH_FIELD);
  }

  /** Enter or the submit button: resolves the search route and clears the box; undefined when blank. */
  submit(): string | undefined {
    const target = this.target;
    if (target === undefined) return undefined;
    this.term = '';
    this.open = false;
    return target;
  }

  /**
   * The search icon: while the box holds a term it searches, otherwise it opens or closes
   * the box. Returns the search route when it searched.
   */
  pressIcon(): string | undefined {
    if (this.target !== undefined) return this.submit();
    this.open = !this.open;
    return undefined;
  }
}
