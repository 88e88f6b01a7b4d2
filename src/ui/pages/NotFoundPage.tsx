import { HEAD_TEXT } from '../../core/routes/headText';
import { titled } from '../../core/rules/seo/pageMeta';
import { paths } from '../../core/routes/routeTable';
import { SiteButtonLink } from '../components/ButtonLink';
import { PageHead } from '../components/PageHead';
import { useStatus } from '../renderOutcome';

const { meta } = HEAD_TEXT.notFound;
// The 404's own head, also where a page shows it at its address (a blog that does not exist).
const NOT_FOUND_HEAD = { ...meta, title: titled(meta.title) };

/** SPEC §2 "404"; also what a page whose item does not exist shows, answered as a 404. */
export function NotFoundPage() {
  useStatus(404);
  return (
    <section className="page message-page" aria-labelledby="not-found-title">
      <PageHead patch={NOT_FOUND_HEAD} />
      <p className="message-page__code">404</p>
      <h1 id="not-found-title">We couldn&apos;t find that page</h1>
      <p>If you followed a link, it may be broken or the item isn&apos;t public.</p>
      <SiteButtonLink className="button" href={paths.browse()}>
        Browse all videos
      </SiteButtonLink>
    </section>
  );
}
