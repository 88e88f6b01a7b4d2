import type { Asset } from '../entities/Asset';
import type { ArchiveApi } from '../ports/ArchiveApi';
import type { CallOptions } from '../ports/CallOptions';

export interface SubListing {
  /** The series title for a series, else the title; '' when the detail could not be loaded. */
  heading: string;
  items: Asset[];
  total: number;
}

/** One page of the members of a series or topic, with the heading of the listing. */
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
      this.heading(category, id, options).catch(() => ''),
    ]);
    return { heading, items, total };
  }

  /** The series title for a series, otherwise the title. */
  private async heading(category: string, id: string, options?: CallOptions): Promise<string> {
    const detail = await this.archive.assetDetail(id, options);
    const series = category.toLowerCase() === 'series';
    return (series ? detail.seriesTitle : detail.title) || detail.title || detail.seriesTitle;
  }
}
