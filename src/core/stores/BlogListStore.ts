import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_BLOG_PAGE_SIZE, type Blog } from '../entities/Blog';
import type { Logger } from '../ports/Logger';
import { formatBlogDate } from '../rules/values/dates';
import { paths } from '../rules/routes';
import type { ReadBlogs } from '../use-cases/ReadBlogs';
import type { BrowsingMemory } from './BrowsingMemory';
import { LatestRequest } from './LatestRequest';

/** The list key under which the memory keeps the blog list's page. */
export const BLOG_LIST_KEY = 'spotlight-on-history';

export interface BlogCard {
  key: string;
  title: string;
  picture: string;
  date: string;
  to: string;
}

export function blogCard(blog: Blog): BlogCard {
  return {
    key: blog.key,
    title: blog.title,
    picture: blog.picture,
    date: formatBlogDate(blog.date),
    to: paths.blog(blog.key),
  };
}

/** 'Spotlight On History': one server page of active blogs at a time. */
export class BlogListStore {
  blogs: Blog[] = [];
  /** 0-based, as the paginator counts. */
  pageIndex: number;
  pageSize = DEFAULT_BLOG_PAGE_SIZE;
  total = 0;
  loading = true;
  private readonly request = new LatestRequest();

  constructor(
    private readonly readBlogs: ReadBlogs,
    private readonly memory: BrowsingMemory,
    private readonly logger: Logger,
  ) {
    this.pageIndex = memory.pageOf(BLOG_LIST_KEY) - 1;
    makeAutoObservable<BlogListStore, 'request' | 'readBlogs' | 'memory' | 'logger'>(this, {
      request: false,
      readBlogs: false,
      memory: false,
      logger: false,
    });
  }

  /** Loads the remembered page; safe to call again. */
  start(): Promise<void> {
    return this.load();
  }

  dispose(): void {
    this.request.dispose();
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

  private async load(): Promise<void> {
    this.loading = true;
    const page = this.pageIndex + 1;
    const outcome = await this.request.run((signal) => this.readBlogs.page(page, { signal }));
    if (!outcome) return;
    runInAction(() => {
      this.loading = false;
      if (!outcome.ok) {
        this.logger.error('Error fetching blogs:', outcome.error);
        this.blogs = [];
        return;
      }
      const result = outcome.value;
      this.blogs = result.data;
      this.total = Math.max(0, result.totalItems);
      this.pageSize = result.pageSize > 0 ? result.pageSize : DEFAULT_BLOG_PAGE_SIZE;
    });
  }
}
