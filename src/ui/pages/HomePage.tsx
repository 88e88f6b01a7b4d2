import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import type { Asset } from '../../core/entities/Asset';
import { paths } from '../../core/routes/routeTable';
import { SITE_NAME } from '../../core/rules/seo/pageMeta';
import { HOME_BROWSE_TABS } from '../../core/stores/HomeStore';
import type { TrendingVideo } from '../../core/use-cases/LoadHome';
import { Carousel, CarouselPlaceholder } from '../components/Carousel';
import { CardSlider, type CardLink } from '../components/CardSlider';
import { SliderSection } from '../components/SliderSection';
import ldmaLogo from '../assets/ldma-logo.webp';
import { usePageStore } from '../pageStores';
import { PageHead } from '../components/PageHead';
import { RouteStructuredData } from '../components/RouteStructuredData';
import '../styles/home.css';
import '../styles/carousel.css';
import '../styles/slider.css';

/** SPEC §2 Home: logo banner, blog carousel, 'Trending Now', 'New Additions', 'Browse'. */
const HomePage = observer(function HomePage() {
  const store = usePageStore('home');
  const browseId = useId();

  useEffect(() => {
    store.start();
    return () => store.dispose();
  }, [store]);

  // Opening a card remembers its item first (SPEC §2 Home); a trend is known by its id.
  const trendLink = (video: TrendingVideo): CardLink => ({
    key: video.id,
    to: store.trendingTarget(video),
    onOpen: () => store.open({ type: '', identifier: video.id }),
  });
  const assetLink =
    (targetOf: (item: Asset) => string) =>
    (item: Asset): CardLink => ({
      key: item.identifier,
      to: targetOf(item),
      onOpen: () => store.open(item),
    });

  return (
    <div className="home">
      <PageHead />
      <RouteStructuredData />
      {/* The logo carries the name: the heading reads it from the picture, once. */}
      <div className="home-banner">
        <h1 className="home-banner__title">
          <img
            className="home-banner__logo"
            src={ldmaLogo}
            alt={SITE_NAME}
            width={300}
            height={64}
            fetchPriority="high"
          />
        </h1>
      </div>

      {store.hasCarousel ? (
        <Carousel blogs={store.blogs} />
      ) : store.blogsLoading ? (
        <CarouselPlaceholder />
      ) : null}

      <div className="page home__sections">
        <SliderSection
          title="Trending Now"
          items={store.trending}
          loading={store.trendingLoading}
          subtitles
          linkOf={trendLink}
        />
        <SliderSection
          title="New Additions"
          items={store.newAdditions}
          loading={store.newAdditionsLoading}
          subtitles
          linkOf={assetLink((item) => store.newAdditionTarget(item))}
        />

        <section className="home-section" aria-labelledby={browseId}>
          <h2 id={browseId} className="home-section__title">
            <Link to={paths.browse()}>Browse</Link>
          </h2>
          <div className="home-tabs" role="group" aria-label="Browse by">
            {HOME_BROWSE_TABS.map((tab) => (
              <button
                key={tab.type}
                type="button"
                className="home-tabs__tab"
                aria-pressed={store.browseType === tab.type}
                onClick={() => store.selectBrowse(tab.type)}
              >
                {tab.label}
              </button>
            ))}
          </div>
          <CardSlider
            label={store.browseTabLabel}
            items={store.browseItems}
            loading={store.browseLoading}
            linkOf={assetLink((item) => store.browseTarget(item))}
          />
          <p className="home-section__more">
            <Link className="button button--secondary" to={store.browseLinkTarget}>
              {store.browseLinkLabel}
            </Link>
          </p>
        </section>

        {/* After the spec's content: the catalogue by place and time. */}
        <section className="home-section" aria-labelledby="home-explore">
          <h2 id="home-explore" className="home-section__title">
            <a href={paths.explore()}>Explore by Place and Time</a>
          </h2>
          <p>Every parish on a map, every decade, subject and person in the archive.</p>
        </section>
      </div>
    </div>
  );
});

export default HomePage;
