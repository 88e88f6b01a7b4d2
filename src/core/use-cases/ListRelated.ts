import type { Asset } from '../entities/Asset';
import type { AssetDetail } from '../entities/AssetDetail';
import type { ArchiveApi } from '../ports/ArchiveApi';
import type { CallOptions } from '../ports/CallOptions';
import { isNotFound, NotFoundError } from '../ports/NotFound';
import { coverageYears } from '../rules/lists/listingSummary';

export interface SubListing {
  /** The series title for a series, else the title; '' when the detail could not be loaded. */
  heading: string;
  /** The series' or topic's first description; '' when it has none or it could not be read. */
  description: string;
  /** The years its record's coverages name ('1956–1992'); '' when they name none. */
  years: string;
  items: Asset[];
  total: number;
}

/** What the series' or topic's own record says; undefined when the archive has no such one. */
interface Head {
  heading: string;
  description: string;
  years: string;
}

const UNREAD: Head = { heading: '', description: '', years: '' };

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
    const [items, total, head] = await Promise.all([
      this.archive.relatedPaged(id, page, options),
      this.archive.relatedCount(id, options),
      this.head(category, id, options),
    ]);
    if (head === undefined && total === 0 && items.length === 0) {
      throw new NotFoundError(`No ${category} ${id} in the archive`);
    }
    return { ...(head ?? UNREAD), items, total };
  }

  /**
   * The series title for a series, otherwise the title, with the record's description and
   * years; all '' when the archive fails to say, undefined when it has no such asset (or one
   * with no title at all).
   */
  private async head(
    category: string,
    id: string,
    options?: CallOptions,
  ): Promise<Head | undefined> {
    let detail: AssetDetail;
    try {
      detail = await this.archive.assetDetail(id, options);
    } catch (error) {
      return isNotFound(error) ? undefined : UNREAD;
    }
    const series = category.toLowerCase() === 'series';
    const heading =
      (series ? detail.seriesTitle : detail.title) || detail.title || detail.seriesTitle;
    if (!heading) return undefined;
    return {
      heading,
      description: detail.descriptions[0]?.text ?? '',
      years: coverageYears(detail.coverages),
    };
  }
}
