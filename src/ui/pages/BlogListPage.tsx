import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { parsePage } from '../../core/entities/Browse';
import { LPB } from '../../core/entities/Collection';
import { BLOG_LIST_PAGE_QUERY } from '../../core/routes/routeTable';
import { Loading } from '../components/Loading';
import { Paginator } from '../components/Paginator';
import { Thumbnail } from '../components/Thumbnail';
import { usePageStore } from '../pageStores';
import { PageHead } from '../components/PageHead';
import { useServices } from '../services';
import '../styles/blog.css';

/** SPEC §2 "Spotlight On History": a page of blog cards and a paginator. */
function BlogListPage() {
  const services = useServices();
  const store = usePageStore('blogList');

  useEffect(() => {
    void store.start();
    return () => store.dispose();
  }, [store]);

  // Paging puts the page in the address (shareable, and the server renders it); the address
  // changing (paging, Back, Forward) shows its page.
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const addressed = query.get(BLOG_LIST_PAGE_QUERY);
  useEffect(() => {
    if (addressed === null) return;
    const index = parsePage(addressed) - 1;
    if (index !== store.pageIndex) void store.goTo(index);
  }, [store, addressed]);

  const firstLoad = store.loading && store.cards.length === 0;

  return (
    <div className="page blog-list">
      <PageHead />
      <h1 className="blog-list__title">Spotlight On History</h1>
      {firstLoad ? <Loading /> : null}
      <ul className="grid blog-list__grid" aria-busy={store.loading}>
        {store.cards.map((card) => (
          <li key={card.key}>
            <article className="card blog-card">
              <Link className="card__link" to={card.to}>
                <Thumbnail src={card.picture} fallback={services.defaultThumbnails[LPB]} />
                <h2 className="card__title blog-card__title">{card.title}</h2>
              </Link>
              {card.excerpt ? <p className="blog-card__excerpt">{card.excerpt}</p> : null}
              {card.date ? <p className="blog-card__date">{card.date}</p> : null}
            </article>
          </li>
        ))}
      </ul>
      {/* Not under the first "Loading...": the cards would push it down (CLS). */}
      {firstLoad ? null : (
        <Paginator
          label="Blog pages"
          pageIndex={store.pageIndex}
          pageSize={store.pageSize}
          length={store.total}
          onPage={(index) => navigate(store.pageRoute(index))}
          hrefOf={(index) => store.pageRoute(index)}
          holds={{ one: 'post', many: 'posts' }}
        />
      )}
    </div>
  );
}

export default observer(BlogListPage);
