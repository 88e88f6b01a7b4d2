import type { Asset } from '../entities/Asset';
import type { ArchiveApi } from '../ports/ArchiveApi';
import type { CallOptions } from '../ports/CallOptions';
import { isNotFound, NotFoundError } from '../ports/NotFound';

export interface SubListing {
  /** The series title for a series, else the title; '' when the detail could not be loaded. */
  heading: string;
  items: Asset[];
  total: number;
}

/**
 * One page of the members of a series or topic, with the heading of the listing. Rejects
 * with a NotFoundError when the id names nothing: the archive answers not found for it (or
 * a record with no title) and it has no members. A heading that cannot be read otherwise
 * leaves the heading empty.
 */
export class ListRelated {
  constructor(private readonly archive: ArchiveApi) {}

  async execute(
    category: string,
    id: string,
    page: number,
    options?: CallOptions,
  ): Promise<SubListing> {
    const [items, total, heading] = await Promise.all([
      this.archive.relatedPaged(id, page, options),
      this.archive.relatedCount(id, options),
      this.heading(category, id, options),
    ]);
    if (heading === undefined && total === 0 && items.length === 0) {
      throw new NotFoundError(`No ${category} ${id} in the archive`);
    }
    return { heading: heading ?? '', items, total };
  }

  /**
   * The series title for a series, otherwise the title; '' when the archive fails to say,
   * undefined when it has no such asset (or one with no title at all).
   */
  private async heading(
    category: string,
    id: string,
    options?: CallOptions,
  ): Promise<string | undefined> {
    let detail;
    try {
      detail = await this.archive.assetDetail(id, options);
    } catch (error) {
      return isNotFound(error) ? undefined : '';
    }
    const series = category.toLowerCase() === 'series';
    const title =
      (series ? detail.seriesTitle : detail.title) || detail.title || detail.seriesTitle;
    return title || undefined;
  }
}
