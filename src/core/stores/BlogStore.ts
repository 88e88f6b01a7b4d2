import { observed } from './observed';
import { listedBlog, type Blog } from '../entities/Blog';
import type { Logger } from '../ports/Logger';
import { formatBlogDate } from '../rules/values/dates';
import { paths } from '../routes/routeTable';
import type { BlogWithSidebar, ReadBlogs } from '../use-cases/ReadBlogs';
import { Load } from './Load';
import type { PageData } from './PageData';

export interface SidebarBlog {
  key: string;
  title: string;
  picture: string;
  description: string;
  date: string;
  to: string;
}

/** A post's HTML made safe to put in the page (sanitised), loading what it needs first. */
export type MakeHtmlSafe = (html: string) => Promise<string>;

/**
 * One blog post with the 'Spotlight On History' sidebar of other active posts. The post's
 * HTML is made safe as it arrives, so what the store holds (and the page's data carries
 * from the server) is already safe to show; the sidebar's posts carry no body.
 */
export class BlogStore {
  key = '';
  private readonly post: Load<BlogWithSidebar | undefined>;

  constructor(
    private readonly readBlogs: ReadBlogs,
    private readonly makeSafe: MakeHtmlSafe,
    logger: Logger,
    data?: PageData,
  ) {
    this.post = new Load<BlogWithSidebar | undefined>(undefined, {
      logger,
      failure: 'Error fetching blogs:',
      data,
      pending: true,
    });
    observed<BlogStore, 'post' | 'readBlogs' | 'makeSafe'>(this, {
      post: false,
      readBlogs: false,
      makeSafe: false,
    });
  }

  get blog(): Blog | undefined {
    return this.post.value?.blog;
  }

  get others(): Blog[] {
    return this.post.value?.others ?? [];
  }

  get loading(): boolean {
    return this.post.loading;
  }

  /** The archive has no such active blog: the page is a 404. */
  get missing(): boolean {
    return this.post.missing;
  }

  /** The blog key from the route. */
  setKey(key: string): void {
    this.key = key;
  }

  /** Loads the post and its sidebar; a failure is logged only (SPEC §8). Safe to call again. */
  async start(): Promise<void> {
    const key = this.key;
    await this.post.run(`blog/${key}`, async (signal) => {
      const { blog, others } = await this.readBlogs.detail(key, { signal });
      const html = blog.html ? await this.makeSafe(blog.html) : '';
      return { blog: { ...blog, html }, others: others.map(listedBlog) };
    });
  }

  /** Shows the answer the server already sent, if any. */
  restore(): void {
    this.post.restore(`blog/${this.key}`);
  }

  dispose(): void {
    this.post.dispose();
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
