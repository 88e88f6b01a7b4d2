import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { DETAIL_QUERY, momentPath } from '../../../core/routes/routeTable';
import { replaceAddress } from '../replaceAddress';
import { SearchField } from '../SearchField';
import { StepLink } from '../StepLink';
import { keepAddress, type MomentProps } from './transcriptMoments';

/**
 * Previous or next match: a link to that match's moment (so it works without script), a
 * button that plays from it with script; disabled while nothing matches.
 */
const STEPS = {
  previous: { label: 'Previous match', symbol: '‹' },
  next: { label: 'Next match', symbol: '›' },
} as const;

const StepControl = observer(function StepControl({
  store,
  path,
  direction,
}: MomentProps & { direction: keyof typeof STEPS }) {
  const { label, symbol } = STEPS[direction];
  const target = direction === 'next' ? store.nextMention : store.previousMention;
  const go = () => {
    if (direction === 'next') store.nextMatch();
    else store.previousMatch();
    keepAddress(store, path);
  };
  return (
    <StepLink
      className="button button--secondary transcript__step"
      label={label}
      icon={symbol}
      disabled={!target}
      href={target && path ? momentPath(path, store.query, target.seconds) : undefined}
      onActivate={go}
    />
  );
});

/**
 * The transcript's search: a GET form of the page itself, so Enter searches without script
 * too (`?keyword=`). With script it searches as the visitor types; Enter and Shift+Enter
 * move between the matches.
 */
export const TranscriptSearch = observer(function TranscriptSearch({ store, path }: MomentProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (event.shiftKey) store.previousMatch();
    else store.nextMatch();
    keepAddress(store, path);
  };
  const onQuery = (query: string) => {
    store.setQuery(query);
    // A new search starts at its first match, as the address without a time opens it.
    store.setStartOffset(undefined);
    if (path) replaceAddress(momentPath(path, query));
  };
  return (
    <form
      className="transcript__search"
      method="get"
      action={path}
      onSubmit={(event) => event.preventDefault()}
    >
      <SearchField
        label="Search the transcript"
        type="search"
        name={DETAIL_QUERY.keyword}
        placeholder="Search transcript"
        value={store.query}
        onValueChange={onQuery}
        onKeyDown={onKeyDown}
      />
      <StepControl store={store} path={path} direction="previous" />
      <StepControl store={store} path={path} direction="next" />
      <p className="transcript__count" role="status">
        {store.matchStatus}
      </p>
    </form>
  );
});
