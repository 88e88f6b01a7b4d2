import type { ApiAssetType } from '../entities/Browse';
import type { ArchiveApi } from '../ports/ArchiveApi';
import type { CallOptions } from '../ports/CallOptions';

/** A series or topic a page names by its title (the About page's places to start). */
export interface NamedCollection {
  title: string;
  category: 'series' | 'topic';
  note: string;
}

/** A named collection with the identifier the archive knows it by; '' when it has none. */
export interface FoundCollection extends NamedCollection {
  id: string;
}

const API_TYPES: Record<NamedCollection['category'], ApiAssetType> = {
  series: 'Series',
  topic: 'Topic',
};

/** Titles compared as a reader would: case, accents, curly quotes and spacing aside. */
export function titleKey(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Finds series and topics by their titles in the archive's lists of every series and topic
 * (`GET /getAllAssetsApi/{type}`), so a page can link to them without knowing any archive's
 * identifiers. One the archive has no item of that type and title for keeps the id ''.
 * Rejects when a list cannot be read.
 */
export class FindCollections {
  constructor(private readonly archive: ArchiveApi) {}

  async execute(
    named: readonly NamedCollection[],
    options?: CallOptions,
  ): Promise<FoundCollection[]> {
    const categories = [...new Set(named.map((n) => n.category))];
    const lists = await Promise.all(
      categories.map((category) => this.archive.allAssets(API_TYPES[category], options)),
    );
    const ids = new Map<string, string>();
    categories.forEach((category, i) => {
      for (const item of lists[i] ?? []) {
        const key = `${category}|${titleKey(item.title)}`;
        if (item.type.toLowerCase() === category && item.identifier && !ids.has(key)) {
          ids.set(key, item.identifier);
        }
      }
    });
    return named.map((n) => ({ ...n, id: ids.get(`${n.category}|${titleKey(n.title)}`) ?? '' }));
  }
}
