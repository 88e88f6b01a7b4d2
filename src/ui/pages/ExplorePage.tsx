import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import type { ParishMapGeometry } from '../../core/ports/ParishMap';
import { type ExploreHubStore, type ParishEntry } from '../../core/stores/ExploreHubStore';
import { Loading } from '../components/Loading';
import { PageHead } from '../components/PageHead';
import { CatalogueUnavailable, GeoNamesCredit, videoCount } from '../components/ExploreParts';
import { usePageStore } from '../pageStores';
import { useServices } from '../services';
import '../styles/explore.css';

/** The name a parish's link is read by: its name, its count, and its mentions on camera. */
function parishName(p: ParishEntry): string {
  const spoken = p.spoken > 0 ? `, named on camera in ${videoCount(p.spoken)}` : '';
  return `${p.name} Parish: ${videoCount(p.count)}${spoken}`;
}

/** The map: each parish a link, shaded by its count; drawn on the server from Census shapes. */
function ParishMapSvg({ map, parishes }: { map: ParishMapGeometry; parishes: ParishEntry[] }) {
  const byFips = new Map(parishes.map((p) => [p.fips, p]));
  return (
    <svg
      className="explore-map__svg"
      viewBox={`0 0 ${map.width} ${map.height}`}
      role="group"
      aria-labelledby="explore-map-title"
    >
      <title id="explore-map-title">Map of Louisiana&apos;s 64 parishes</title>
      {map.parishes.map((shape) => {
        const entry = byFips.get(shape.fips);
        if (!entry) return null;
        return (
          <a key={shape.fips} href={entry.to} aria-label={parishName(entry)}>
            <path d={shape.d} className={`explore-map__parish explore-shade-${entry.shade}`} />
          </a>
        );
      })}
    </svg>
  );
}

function Legend({ bounds }: { bounds: number[] }) {
  const ranges = bounds.map((bound, i) => {
    const from = i === 0 ? 1 : (bounds[i - 1] as number) + 1;
    return { shade: i + 1, label: from === bound ? `${bound}` : `${from}–${bound}` };
  });
  return (
    <div className="explore-legend">
      <p className="explore-legend__title" id="explore-legend-title">
        Videos per parish (darker is more)
      </p>
      <ul className="explore-legend__list" aria-labelledby="explore-legend-title">
        <li>
          <span className="explore-legend__swatch explore-shade-0" aria-hidden="true" />
          None
        </li>
        {ranges.map((r) => (
          <li key={r.shade}>
            <span
              className={`explore-legend__swatch explore-shade-${r.shade}`}
              aria-hidden="true"
            />
            {r.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `/explore`: the parishes on a map and in a list, the decades, subjects and people. */
function ExplorePage() {
  const store: ExploreHubStore = usePageStore('explore');
  const { siteOrigin } = useServices();
  useEffect(() => {
    void store.start();
    return () => store.dispose();
  }, [store]);
  const { overview } = store;
  const structuredData = useMemo(
    () => (overview.total > 0 ? store.structuredData(siteOrigin) : undefined),
    [store, overview, siteOrigin],
  );
  const { parishes, decades } = store;

  return (
    <div className="page explore">
      <PageHead structuredData={structuredData} />
      <h1>Explore by Place and Time</h1>
      {store.unavailable ? <CatalogueUnavailable /> : null}
      {store.loading ? <Loading /> : null}
      {store.unavailable || store.loading ? null : (
        <>
          <p className="explore__intro">
            {videoCount(overview.total)} in the catalogue, by the places they are about (
            {overview.statewide} about Louisiana as a whole) and the decade they are from.
          </p>
          <section className="explore__section" aria-labelledby="explore-parishes">
            <h2 id="explore-parishes">Parishes</h2>
            <div className="explore-parishes">
              {store.map ? (
                <figure className="explore-map">
                  <ParishMapSvg map={store.map} parishes={parishes} />
                  <figcaption>
                    <Legend bounds={store.bounds} />
                  </figcaption>
                </figure>
              ) : null}
              <ul className="explore-parishes__list" aria-label="Every parish, with its videos">
                {parishes.map((p) => (
                  <li key={p.fips}>
                    <a href={p.to}>{p.name} Parish</a>{' '}
                    <span className="explore__count">{p.count}</span>
                    {p.spoken > 0 ? (
                      <span className="explore__spoken"> (named on camera in {p.spoken})</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          </section>
          <section className="explore__section" aria-labelledby="explore-decades">
            <h2 id="explore-decades">Decades</h2>
            <ul className="explore-timeline">
              {decades.map((d) => {
                const bar = (
                  <>
                    <span className="explore-timeline__label">{d.label}</span>
                    <span className="explore-timeline__track" aria-hidden="true">
                      <span
                        className="explore-timeline__bar"
                        style={{ width: `${Math.max(2, Math.round(d.share * 100))}%` }}
                      />
                    </span>
                    <span className="explore__count">{videoCount(d.count)}</span>
                  </>
                );
                return (
                  <li key={d.label}>
                    {d.to ? (
                      <a className="explore-timeline__row" href={d.to}>
                        {bar}
                      </a>
                    ) : (
                      <span className="explore-timeline__row">{bar}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
          <div className="explore__names">
            <NamedList id="explore-subjects" title="Subjects" entries={store.subjects} />
            <NamedList id="explore-people" title="People" entries={store.people} />
          </div>
          <GeoNamesCredit />
        </>
      )}
    </div>
  );
}

function NamedList({
  id,
  title,
  entries,
}: {
  id: string;
  title: string;
  entries: ExploreHubStore['subjects'];
}) {
  return (
    <section className="explore__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {entries.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ul className="explore-names">
          {entries.map((e) => (
            <li key={e.slug}>
              <a href={e.to}>{e.name}</a> <span className="explore__count">{e.count}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default observer(ExplorePage);
