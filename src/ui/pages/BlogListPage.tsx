import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LPB } from '../../core/entities/Collection';
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
          onPage={(index) => void store.goTo(index)}
          hrefOf={(index) => store.pageRoute(index)}
          holds={{ one: 'post', many: 'posts' }}
        />
      )}
    </div>
  );
}

export default observer(BlogListPage);
