/**
 * Under a profile's or a community's card: its derived figures, from the answer shown and its
 * posts list as stored (a cached answer, or demo data), asked with the params the posts list's own
 * tab sends on this page. While the list is not stored, the offer to load it at its price now; a
 * press fetches it as the tab's Fetch does, and nothing is fetched unasked. A list kept by other
 * means (the posts tab fetched it) is read again, so the figures follow.
 */
import { useEffect, useState } from 'preact/hooks';
import { useArea } from '@/components/useArea';
import { costLabel, useCostNow } from '@/components/useCostNow';
import { useKept } from '@/components/useKept';
import { DerivedFigures } from '@/components/views/figures/DerivedFigures';
import { areaViews, familyViewOf } from '@/components/views/specs';
import type { Endpoint } from '@/lib/api/endpoint';
import { postsEndpointIdOf } from '@/lib/areas/figures';
import { cleanParams, paramsFromPage } from '@/lib/areas/page-params';
import { causedBySettings, type ServiceError } from '@/lib/extension/shared/answers';
import { callApi } from '@/lib/extension/views/api-calls';
import { derivedFigures } from '@/lib/figures/figures';
import { type PostsOffer, postsOffer } from '@/lib/figures/offer';
import { postsNounOf } from '@/lib/figures/posts';
import { ErrorNotice } from './ErrorNotice';

/** The params a page's tab for `endpoint` starts from: the page's, and the stored defaults. */
export type TabParamsOf = (endpoint: Endpoint) => Record<string, unknown>;

type PostsState =
  | { status: 'looking' }
  | { status: 'notStored' }
  | { status: 'loading' }
  | { status: 'stored'; data: unknown }
  | { status: 'error'; error: ServiceError };

/** Without a page (the explorer): the profile's own params, under the posts list's names. */
const fromProfile = (posts: Endpoint, profileParams: Record<string, unknown>) =>
  paramsFromPage(
    posts,
    Object.fromEntries(Object.entries(profileParams).map(([name, value]) => [name, String(value)])),
  );

/**
 * The posts list as stored, read again when the cache or the settings change; `load` fetches it
 * as the tab's Fetch does (through the background's one way to spend).
 */
function useStoredPosts(offer: PostsOffer | undefined, pageUrl: string | undefined) {
  const [state, setState] = useState<PostsState>({ status: 'looking' });
  const [kept, setKept] = useState(0);
  useKept('cache', () => setKept((count) => count + 1));
  // A key set, the cap raised, demo data switched: what is free may have changed, and an error
  // the settings caused is stale (the service's own stays, as on the tab).
  useKept('settings', () => {
    setState((shown) =>
      shown.status === 'error' && causedBySettings(shown.error) ? { status: 'notStored' } : shown,
    );
    setKept((count) => count + 1);
  });
  const asked = offer ? JSON.stringify(offer.params) : '';
  const request = offer && {
    id: offer.endpointId,
    params: cleanParams(offer.params),
    ...(pageUrl ? { pageUrl } : {}),
  };
  useEffect(() => {
    if (!request) return;
    let current = true;
    void callApi({ ...request, only: 'free' }).then((result) => {
      if (!current) return;
      setState((shown) =>
        result.ok
          ? { status: 'stored', data: result.data }
          : // A press under way, or its failure, stays until it ends or the list is kept.
            shown.status === 'loading' || shown.status === 'error'
            ? shown
            : { status: 'notStored' },
      );
    });
    return () => {
      current = false;
    };
  }, [asked, kept]);
  const load = async (options: { allowOverBudget?: boolean } = {}) => {
    if (!request) return;
    setState({ status: 'loading' });
    const result = await callApi({ ...request, ...options });
    setState(
      result.ok
        ? { status: 'stored', data: result.data }
        : { status: 'error', error: result.error },
    );
  };
  return { state, load };
}

export function PostsFigures({
  endpoint,
  profile,
  profileParams,
  pageUrl,
  tabParamsOf,
}: {
  endpoint: Endpoint;
  /** The profile's or community's answer shown. */
  profile: unknown;
  profileParams: Record<string, unknown>;
  pageUrl?: string;
  tabParamsOf?: TabParamsOf;
}) {
  const postsId = postsEndpointIdOf(endpoint.id);
  // The profile's area is loaded already, with its views: its answer is on screen.
  const { endpoints = [] } = useArea(postsId ? endpoint.area : undefined, areaViews);
  const posts = endpoints.find((entry) => entry.id === postsId);
  const postsView = postsId === undefined ? undefined : familyViewOf(postsId);
  // A tab's controls may be switches (`max: true`): passed as they are, so the cache key is the tab's.
  const asked = posts && (tabParamsOf?.(posts) ?? fromProfile(posts, profileParams));
  const priced =
    asked && postsOffer(endpoint.id, asked as Record<string, string>, endpoints, postsView);
  // Params the list cannot be asked with (no price) can have no stored answer, nor a button.
  const offer = priced?.price === undefined ? undefined : priced;
  const { state, load } = useStoredPosts(offer, pageUrl);
  const free = useCostNow(offer?.endpointId ?? '', offer?.params, false, state.status);
  if (!offer || state.status === 'looking') return null;
  const figures =
    state.status === 'stored'
      ? derivedFigures({
          endpointId: endpoint.id,
          profile,
          posts: state.data,
          postsView,
          now: Date.now(),
        })
      : undefined;
  return (
    <section class="sl-derived" data-testid="derived-figures" aria-label="Derived figures">
      <h2 class="sl-view__heading">Derived figures</h2>
      {state.status === 'loading' && (
        <p class="sl-muted" role="status">
          Loading the latest {postsNounOf(postsView)}…
        </p>
      )}
      {state.status === 'error' ? (
        <ErrorNotice
          error={state.error}
          retryCost={costLabel(offer.price, free)}
          onRetry={() => void load()}
          onAllowOnce={() => void load({ allowOverBudget: true })}
        />
      ) : (
        state.status !== 'loading' && (
          <DerivedFigures
            {...(figures ? { figures } : {})}
            offer={{ ...offer, priceWords: costLabel(offer.price, free) }}
            onLoad={() => void load()}
          />
        )
      )}
    </section>
  );
}
