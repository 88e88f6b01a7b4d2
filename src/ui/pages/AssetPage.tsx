import { observer } from 'mobx-react-lite';
import { Fragment, useEffect } from 'react';
import type { AssetDetail } from '../../core/entities/AssetDetail';
import type { DetailField } from '../../core/rules/clip/detailFields';
import { linkedDetail, personLink } from '../../core/rules/places/exploreLinks';
import { useLocation, useSearchParams } from 'react-router-dom';
import { resourcePaths, type TranscriptExtension } from '../../core/routes/resourcePaths';
import { captionsPath } from '../../core/routes/resourcePaths';
import { DETAIL_QUERY, paths } from '../../core/routes/routeTable';
import { AssetStore } from '../../core/stores/AssetStore';
import type { ClipToolsStore } from '../../core/stores/ClipToolsStore';
import { AssetCardList } from '../components/AssetCardList';
import { BackButton } from '../components/BackButton';
import { CiteControl } from '../components/clip/CiteControl';
import { FootageMarks, RequestFootageLink } from '../components/clip/FootageRequest';
import { ShareControl } from '../components/clip/ShareControl';
import { Disclosure } from '../components/Disclosure';
import { ScriptOnly } from '../components/ScriptOnly';
import { Loading } from '../components/Loading';
import { PlayerRegion } from '../components/PlayerRegion';
import { useSkipLink } from '../components/SkipLinkRegistry';
import { Transcript, TRANSCRIPT_ID } from '../components/transcript/Transcript';
import { PageHead } from '../components/PageHead';
import { useVideoRoute } from '../components/useVideoRoute';
import { usePageStore } from '../pageStores';
import { Redirect } from '../renderOutcome';
import { useServices } from '../services';
import '../styles/clipTools.css';
import '../styles/transcript.css';
import '../styles/sideColumn.css';
import '../styles/watch.css';

/** A DETAILS value with its places, subjects and date linked to the explore pages. */
function DetailValue({ field, detail }: { field: DetailField; detail: AssetDetail | undefined }) {
  if (!detail) return <>{field.value}</>;
  return (
    <>
      {linkedDetail(field, detail).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? ', ' : null}
          {piece.to ? <a href={piece.to}>{piece.text}</a> : piece.text}
        </Fragment>
      ))}
    </>
  );
}

const DetailsList = observer(function DetailsList({ store }: { store: AssetStore }) {
  const { fields, contributors } = store;
  if (fields.length === 0 && contributors.length === 0) return null;
  return (
    <dl className="watch__details">
      {fields.map((field) => (
        <div className="watch__detail" key={field.label}>
          <dt>{field.label}</dt>
          <dd>
            <DetailValue field={field} detail={store.detail} />
          </dd>
        </div>
      ))}
      {contributors.length > 0 ? (
        <div className="watch__detail">
          <dt>Contributors</dt>
          <dd>
            <ul className="watch__contributors">
              {contributors.map((c, i) => (
                <li key={`${c.name}|${c.role}|${i}`}>
                  <span className="watch__contributor-name">
                    {personLink(c.name) ? <a href={personLink(c.name)}>{c.name}</a> : c.name}
                  </span>
                  <span className="watch__contributor-role">{c.role}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
});

const SidePanel = observer(function SidePanel({ store }: { store: AssetStore }) {
  return (
    <aside className="watch__side" aria-labelledby="watch-side-heading">
      <h2 id="watch-side-heading" className="watch__side-heading">
        {store.sideHeading}
      </h2>
      <AssetCardList
        className="watch__cards"
        items={store.sideItems}
        subtitleOf={(item) => item.seriesTitle}
        targetOf={(item) => store.targetOf(item)}
        onOpen={(item) => store.open(item)}
        reloadsDocument={(item) => store.reloadsPage(item)}
      />
    </aside>
  );
});

/**
 * Share, Cite and the licensing request: one group, after the description and details.
 * Share and Cite have a row of their own, so an open panel sits right under its button
 * whatever the width; the marks come before the request that carries them.
 */
function ClipTools({ tools }: { tools: ClipToolsStore }) {
  return (
    <section className="watch__tool-group" aria-labelledby="watch-tools-heading">
      <h2 id="watch-tools-heading" className="watch__tools-heading">
        Share, cite or license this video
      </h2>
      <ScriptOnly>
        <div className="watch__tools">
          <ShareControl tools={tools} />
          <CiteControl tools={tools} />
        </div>
        <FootageMarks tools={tools} />
      </ScriptOnly>
      <p className="clip-request__action">
        <RequestFootageLink tools={tools} />
      </p>
    </section>
  );
}

/**
 * SPEC §2 "Video detail": the player, its description and details, and related videos;
 * beyond the spec, an interactive transcript, `?t=` links, share, cite and licensing tools.
 * In reading order: title, player, description and details, the tools, the transcript; the
 * related videos beside them on wide screens, after them on narrow ones. The transcript comes
 * last in its column, so whether it appears moves nothing else.
 */
function AssetPage() {
  const { id, timecode } = useVideoRoute();
  const store = usePageStore('asset');
  // A keyword (from a search result) opens the transcript at its mentions.
  const [query] = useSearchParams();
  const keyword = query.get(DETAIL_QUERY.keyword);
  const { pathname } = useLocation();
  const { siteServer } = useServices();

  useEffect(() => {
    store.setTimecode(timecode);
  }, [store, timecode]);
  useEffect(() => {
    store.setKeyword(keyword);
  }, [store, keyword]);
  useEffect(() => {
    store.setId(id);
    void store.start();
    return () => store.dispose();
  }, [store, id]);
  const head = <PageHead patch={store.pageMeta} structuredData={store.pageStructuredData} />;
  const { transcript, tools } = store;
  useSkipLink('Skip to transcript', TRANSCRIPT_ID, transcript.hasTranscript);

  if (store.status === 'notFound') return <Redirect to={paths.notFound()} />;
  if (store.status === 'loading')
    return (
      <>
        {head}
        <Loading />
      </>
    );
  const source = store.playbackSource;

  return (
    <div className="page watch">
      {head}
      <div className="watch__main">
        <BackButton store={store} className="watch__back">
          <span aria-hidden="true">‹ </span>Back
        </BackButton>
        <h1 className="watch__title">{store.title}</h1>
        {store.seriesTitle ? <p className="watch__series">{store.seriesTitle}</p> : null}
        {source ? (
          <PlayerRegion
            source={source}
            clipId={id}
            startAt={store.startAt}
            onReady={(handle) => store.playerReady(handle)}
            onGone={() => store.playerGone()}
            onFailed={() => store.playerFailed()}
            captionsPath={captionsPath(id)}
          />
        ) : null}
        <div className="watch__panels">
          <Disclosure
            title="DESCRIPTION"
            open={store.descriptionOpen}
            onToggle={() => store.toggleDescription()}
          >
            {store.description ? <p className="watch__description">{store.description}</p> : null}
          </Disclosure>
          <Disclosure
            title="DETAILS"
            open={store.detailsOpen}
            onToggle={() => store.toggleDetails()}
          >
            <DetailsList store={store} />
          </Disclosure>
        </div>
        {tools ? <ClipTools tools={tools} /> : null}
        <Transcript
          store={transcript}
          title={store.title}
          url={tools?.clipUrl ?? ''}
          path={pathname}
          downloadPath={
            siteServer
              ? (extension: TranscriptExtension) => resourcePaths.transcriptFile(id, extension)
              : undefined
          }
        />
      </div>
      <SidePanel store={store} />
    </div>
  );
}

export default observer(AssetPage);
