import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LPB, LSA } from '../../core/entities/Collection';
import { paths } from '../../core/routes/routeTable';
import { AboutStore } from '../../core/stores/AboutStore';
import { AssetCardList } from '../components/AssetCardList';
import { usePageStore } from '../pageStores';
import { PageHead } from '../components/PageHead';
import { RouteStructuredData } from '../components/RouteStructuredData';
import '../styles/sideColumn.css';
import '../styles/about.css';

const RESOURCES: { name: string; href: string; note: string }[] = [
  {
    name: 'Louisiana Public Broadcasting',
    href: 'https://www.lpb.org/',
    note: "the state's public television network and a founding partner of the archive",
  },
  {
    name: 'Louisiana Secretary of State: State Archives',
    href: 'https://www.sos.la.gov/',
    note: "the keeper of Louisiana's official records and the archive's other founding partner",
  },
  {
    name: 'American Archive of Public Broadcasting',
    href: 'https://americanarchive.org/',
    note: 'the national collection of public radio and television programs',
  },
  {
    name: 'Library of Congress',
    href: 'https://www.loc.gov/',
    note: "the nation's library, co-steward of the American Archive of Public Broadcasting",
  },
  {
    name: 'Louisiana Digital Library',
    href: 'https://louisianadigitallibrary.org/',
    note: "photographs, maps, manuscripts and more from the state's libraries and museums",
  },
  {
    name: '64 Parishes',
    href: 'https://64parishes.org/',
    note: 'the encyclopedia of Louisiana published by the Louisiana Endowment for the Humanities',
  },
];

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

const NewAdditions = observer(function NewAdditions({ store }: { store: AboutStore }) {
  return (
    <aside className="about__side" aria-labelledby="about-new-additions">
      <h2 id="about-new-additions">New Additions</h2>
      <AssetCardList
        className="about__cards"
        items={store.newAdditions}
        targetOf={(item) => store.targetOf(item)}
        onOpen={(item) => store.open(item)}
      />
    </aside>
  );
});

/** SPEC §1/§2 "About": what the archive is, where it came from, and where to go next. */
function AboutPage() {
  const store = usePageStore('about');

  useEffect(() => {
    void store.start();
    return () => store.dispose();
  }, [store]);

  return (
    <div className="page about">
      <PageHead />
      <RouteStructuredData />
      <article className="about__text">
        <h1>About LDMA</h1>
        <p className="about__lead">
          The Louisiana Digital Media Archive (LDMA) is a free, public home for the moving images
          and recorded sound that document Louisiana&apos;s past. It combines the video collection
          of Louisiana Public Broadcasting (LPB) with the multimedia collection of the Louisiana
          State Archives, so that decades of news, public affairs, culture and government can be
          searched, watched and shared in one place.
        </p>

        <h2>The Collections</h2>
        <p>
          Louisiana Public Broadcasting has been making programs about the state since the 1970s.
          Its collection holds documentaries, conversations with the people who shaped modern
          Louisiana, coverage of the Legislature and of statewide elections, and long-running public
          affairs and cultural series.
        </p>
        <p>
          The Louisiana State Archives, part of the office of the Secretary of State, keeps the
          state&apos;s official record. Its multimedia collection adds film, video and sound
          recordings from state agencies, broadcasters and private donors, some of them reaching
          back to the middle of the twentieth century.
        </p>
        {store.collections.length > 0 ? (
          <>
            <p>A few places to start:</p>
            <ul className="about__collections">
              {store.collections.map((c) => (
                <li key={c.to}>
                  <Link to={c.to}>{c.title}</Link>: {c.note}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p>
          Or browse everything from{' '}
          <Link to={paths.browse(LPB)}>Louisiana Public Broadcasting</Link> and from the{' '}
          <Link to={paths.browse(LSA)}>Louisiana State Archives</Link>.
        </p>

        <h2>Our Mission</h2>
        <p>
          The LDMA preserves Louisiana&apos;s media history for future generations and makes it
          available to everyone: students and teachers, researchers and journalists, filmmakers, and
          anyone curious about the places and people of the state. Fragile tapes and films are
          digitized, described by archivists and published here with English captions, so that the
          record can be found, understood and used.
        </p>

        <h2>Project History</h2>
        <p>
          Work on the archive began in 2010, when a planning grant allowed Louisiana Public
          Broadcasting and the Louisiana State Archives to survey their holdings, decide what to
          digitize first and design a shared catalog. Years of digitizing and cataloging followed,
          and the Louisiana Digital Media Archive opened to the public on January 20, 2015. New
          material is added as it is digitized and described; the New Additions list on this page
          shows the latest.
        </p>

        <h2>A National Partnership</h2>
        <p>
          LPB is a contributing station to the American Archive of Public Broadcasting (AAPB), a
          collaboration between the Library of Congress and GBH in Boston to preserve and make
          accessible the historic programs of public media across the United States. Programs from
          the LPB collection are preserved as part of this national archive, so Louisiana&apos;s
          stories are kept alongside those of public stations from every part of the country.
        </p>

        <h2>Resources</h2>
        <ul className="about__resources">
          {RESOURCES.map((r) => (
            <li key={r.href}>
              <ExternalLink href={r.href}>{r.name}</ExternalLink>: {r.note}
            </li>
          ))}
        </ul>
        <p>
          Questions about the archive, or about licensing footage?{' '}
          <Link to={paths.contact()}>Contact us</Link>.
        </p>
      </article>
      <NewAdditions store={store} />
    </div>
  );
}

export default observer(AboutPage);
