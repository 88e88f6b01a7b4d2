import { makeAutoObservable, runInAction } from 'mobx';
import type { Blog } from '../entities/Blog';
import type { Logger } from '../ports/Logger';
import { formatBlogDate } from '../rules/values/dates';
import { paths } from '../rules/routes';
import type { ReadBlogs } from '../use-cases/ReadBlogs';
import { LatestRequest } from './LatestRequest';

export interface SidebarBlog {
  key: string;
  title: string;
  picture: string;
  description: string;
  date: string;
  to: string;
}

/** One blog post with the 'Spotlight On History' sidebar of other active posts. */
export class BlogStore {
  key = '';
  blog: Blog | undefined = undefined;
  others: Blog[] = [];
  loading = true;
  private readonly request = new LatestRequest();

  constructor(
    private readonly readBlogs: ReadBlogs,
    private readonly logger: Logger,
  ) {
    makeAutoObservable<BlogStore, 'request' | 'readBlogs' | 'logger'>(this, {
      request: false,
      readBlogs: false,
      logger: false,
    });
  }

  /** The blog key from the route. */
  setKey(key: string): void {
    this.key = key;
  }

  /** Loads the post and its sidebar; a failure is logged only (SPEC §8). Safe to call again. */
  async start(): Promise<void> {
    this.loading = true;
    const key = this.key;
    const outcome = await this.request.run((signal) => this.readBlogs.detail(key, { signal }));
    if (!outcome) return;
    runInAction(() => {
      this.loading = false;
      if (!outcome.ok) {
        this.logger.error('Error fetching blogs:', outcome.error);
        return;
      }
      this.blog = outcome.value.blog;
      this.others = outcome.value.others;
    });
  }

  dispose(): void {
    this.request.dispose();
  }

  get title(): string {
    return this.blog?.title ?? '';
  }

  get date(): string {
    return formatBlogDate(this.blog?.date);
  }

  get sidebar(): SidebarBlog[] {
    return this.others.map((b) => ({
      key: b.key,
      title: b.title,
      picture: b.picture,
      description: b.description,
      date: formatBlogDate(b.date),
      to: paths.blog(b.key),
    }));
  }

  get backRoute(): string {
    return paths.blogList();
  }

  get documentTitle(): string {
    return this.title ? `${this.title} | Louisiana Digital Media Archive` : '';
  }
}
