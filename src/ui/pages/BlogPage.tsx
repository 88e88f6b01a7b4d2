import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LPB } from '../../core/entities/Collection';
import { summarise } from '../../core/rules/seo/pageMeta';
import { paths } from '../../core/routes/routeTable';
import { blogBreadcrumbs } from '../../core/rules/seo/siteData';
import { blogPosting } from '../../core/rules/seo/structuredData';
import { BlogStore } from '../../core/stores/BlogStore';
import { BackButton } from '../components/BackButton';
import { Loading } from '../components/Loading';
import { Thumbnail } from '../components/Thumbnail';
import ldmaLogo from '../assets/ldma-logo.webp';
import { PageHead } from '../components/PageHead';
import { usePageStore } from '../pageStores';
import { NotFoundPage } from './NotFoundPage';
import { useServices } from '../services';
import '../styles/sideColumn.css';
import '../styles/blog.css';

const BlogSidebar = observer(function BlogSidebar({ store }: { store: BlogStore }) {
  const { defaultThumbnails } = useServices();
  return (
    <aside className="blog__sidebar" aria-labelledby="blog-sidebar-heading">
      <h2 id="blog-sidebar-heading" className="blog__sidebar-heading">
        Spotlight On History
      </h2>
      <ul className="blog__others">
        {store.sidebar.map((other) => (
          <li key={other.key} className="blog-aside-card">
            {/* SPEC §2: the page reloads when the route changes, so another post is a new document. */}
            <Link className="blog-aside-card__picture" to={other.to} reloadDocument>
              <Thumbnail src={other.picture} fallback={defaultThumbnails[LPB]} alt={other.title} />
            </Link>
            <h3 className="blog-aside-card__title">{other.title}</h3>
            {other.description ? (
              <p className="blog-aside-card__description">{other.description}</p>
            ) : null}
            {other.date ? <p className="blog-aside-card__date">{other.date}</p> : null}
          </li>
        ))}
      </ul>
    </aside>
  );
});

/** SPEC §2 "Blog detail": one post, sanitised, with other posts beside it. */
function BlogPage() {
  const { id = '' } = useParams();
  const services = useServices();
  const store = usePageStore('blog');

  useEffect(() => {
    store.setKey(id);
    void store.start();
    return () => store.dispose();
  }, [store, id]);
  const { blog } = store;
  const origin = services.siteOrigin;
  // One object per post, so its JSON-LD is written once.
  const structuredData = useMemo(
    () =>
      blog
        ? [
            blogPosting({
              title: blog.title,
              description: blog.description,
              picture: blog.picture,
              date: blog.date,
              url: `${origin}${paths.blog(blog.key)}`,
              origin,
              // The picture is twice the 300 by 64 the header shows it at.
              logo: { url: ldmaLogo, width: 600, height: 128 },
            }),
            blogBreadcrumbs({ origin, title: blog.title, url: `${origin}${paths.blog(blog.key)}` }),
          ]
        : undefined,
    [blog, origin],
  );
  const head = (
    <PageHead
      patch={{
        title: store.documentTitle,
        description: summarise(blog?.description ?? ''),
        image: blog?.picture ?? '',
        type: 'article',
      }}
      structuredData={structuredData}
    />
  );

  // Sanitised as it arrived (BlogStore), on the server for a page it sent.
  const body = useMemo(() => ({ __html: store.blog?.html ?? '' }), [store.blog?.html]);

  // A blog the archive does not have (or that is not active) is a 404 at its own address.
  if (store.missing) return <NotFoundPage />;

  return (
    <div className="page blog">
      {head}
      <div className="blog__main">
        <BackButton store={store} serverRoute={store.backRoute} className="blog__back">
          Back to Browse
        </BackButton>
        {store.loading ? <Loading /> : null}
        {store.blog ? (
          <article className="blog__post">
            <h1 className="blog__title">{store.title}</h1>
            {store.date ? <p className="blog__date">{store.date}</p> : null}
            <div className="blog__body" dangerouslySetInnerHTML={body} />
          </article>
        ) : null}
        {/* A post that could not be loaded is only logged (SPEC §8); the page keeps its heading. */}
        {!store.loading && !store.blog ? (
          <h1 className="blog__title">Spotlight On History</h1>
        ) : null}
      </div>
      <BlogSidebar store={store} />
    </div>
  );
}

export default observer(BlogPage);
