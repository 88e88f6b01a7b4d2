import { paths } from '../../core/routes/routeTable';
import { SiteButtonLink } from '../components/ButtonLink';
import { PageHead } from '../components/PageHead';
import { useStatus } from '../renderOutcome';

/** SPEC §2 "404". */
export function NotFoundPage() {
  useStatus(404);
  return (
    <section className="page message-page" aria-labelledby="not-found-title">
      <PageHead />
      <p className="message-page__code">404</p>
      <h1 id="not-found-title">We couldn&apos;t find that page</h1>
      <p>If you followed a link, it may be broken or the item isn&apos;t public.</p>
      <SiteButtonLink className="button" href={paths.browse()}>
        Browse all videos
      </SiteButtonLink>
    </section>
  );
}
