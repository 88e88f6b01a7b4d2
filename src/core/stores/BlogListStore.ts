import { observed } from './observed';
import { DEFAULT_BLOG_PAGE_SIZE, listedBlog, type Blog, type BlogPage } from '../entities/Blog';
import type { Logger } from '../ports/Logger';
import { formatBlogDate } from '../rules/values/dates';
import { parsePage } from '../entities/Browse';
import { paths } from '../routes/routeTable';
import type { ReadBlogs } from '../use-cases/ReadBlogs';
import type { BrowsingMemory } from './BrowsingMemory';
import { Load } from './Load';
import type { PageData } from './PageData';
import { summarise } from '../rules/seo/pageMeta';

/** The list key under which the memory keeps the blog list's page. */
export const BLOG_LIST_KEY = 'spotlight-on-history';

export interface BlogCard {
  key: string;
  title: string;
  /** The post's description, cut at a word to a few lines. */
  excerpt: string;
  picture: string;
  date: string;
  to: string;
}

/** How long a card's excerpt may be: about three lines of a card. */
export const EXCERPT_LENGTH = 140;

export function blogCard(blog: Blog): BlogCard {
  return {
    key: blog.key,
    title: blog.title,
    excerpt: summarise(blog.description, EXCERPT_LENGTH),
    picture: blog.picture,
    date: formatBlogDate(blog.date),
    to: paths.blog(blog.key),
  };
}

/** 'Spotlight On History': one page of active blogs at a time, counted over active blogs only. */
export class BlogListStore {
  /** 0-based, as the paginator counts. */
  pageIndex: number;
  pageSize = DEFAULT_BLOG_PAGE_SIZE;
  total = 0;
  /** The address named the page (a paginator link followed without script). */
  private addressed = false;
  private readonly page: Load<BlogPage>;

  constructor(
    private readonly readBlogs: ReadBlogs,
    private readonly memory: BrowsingMemory,
    logger: Logger,
    data?: PageData,
  ) {
    this.pageIndex = memory.pageOf(BLOG_LIST_KEY) - 1;
    this.page = new Load<BlogPage>(
      { data: [], totalItems: 0, pageSize: 0, pageNumber: 0 },
      { logger, failure: 'Error fetching blogs:', data, pending: true },
    );
    observed<BlogListStore, 'page' | 'readBlogs' | 'memory' | 'addressed'>(this, {
      page: false,
      readBlogs: false,
      memory: false,
      addressed: false,
    });
  }

  get blogs(): Blog[] {
    return this.page.value.data;
  }

  get loading(): boolean {
    return this.page.loading;
  }

  /**
   * The page the address names (`?page=`), over the remembered one; none named (null) keeps
   * the remembered page. State only: `start` remembers it.
   */
  at(page: string | null): void {
    if (page === null) return;
    this.addressed = true;
    this.pageIndex = parsePage(page) - 1;
  }

  /** Loads the page (the address's, else the remembered one); safe to call again. */
  start(): Promise<void> {
    if (this.addressed) this.memory.setPage(BLOG_LIST_KEY, this.pageIndex + 1);
    return this.load();
  }

  /** The address of a 0-based page (the paginator links to it). */
  pageRoute(pageIndex: number): string {
    return paths.blogList(pageIndex + 1);
  }

  /** Shows the answer the server already sent, if any. */
  restore(): void {
    if (this.page.restore(this.loadKey)) this.loaded();
  }

  dispose(): void {
    this.page.dispose();
  }

  /** Shows another page (0-based) and remembers it for the way back from a blog. */
  goTo(pageIndex: number): Promise<void> {
    this.pageIndex = Math.max(0, Math.floor(pageIndex));
    this.memory.setPage(BLOG_LIST_KEY, this.pageIndex + 1);
    return this.load();
  }

  get cards(): BlogCard[] {
    return this.blogs.map(blogCard);
  }

  private get loadKey(): string {
    return `blogs/page/${this.pageIndex + 1}`;
  }

  private async load(): Promise<void> {
    const page = this.pageIndex + 1;
    const listed = async (signal: AbortSignal) => {
      const answer = await this.readBlogs.page(page, { signal });
      return { ...answer, data: answer.data.map(listedBlog) };
    };
    if (await this.page.run(this.loadKey, listed)) this.loaded();
  }

  // A failed page keeps the last known total and size, as before.
  private loaded(): void {
    if (this.page.failed) return;
    const result = this.page.value;
    this.total = Math.max(0, result.totalItems);
    this.pageSize = result.pageSize > 0 ? result.pageSize : DEFAULT_BLOG_PAGE_SIZE;
  }
}
