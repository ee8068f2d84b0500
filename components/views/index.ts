import type { ComponentType } from 'preact';
import { lazy } from '@/components/lazy';
import type { Endpoint } from '@/lib/api/endpoint';
import { SpecView } from './SpecView';
import { loadEveryAreaViews } from './specs';
import type { ViewProps } from './types';

// Only transcript tabs need it (with its formats and language names): off the panel's first paint.
const TranscriptView = lazy(() =>
  import('./TranscriptView').then((module) => module.TranscriptView),
);

/** The view of an endpoint's answer: a transcript's own, or the family its spec names. */
export const viewFor = (endpoint: Endpoint): ComponentType<ViewProps> =>
  endpoint.transcript ? TranscriptView : SpecView;

/** Every view's code fetched, for a render that cannot wait for it (to a string, at once). */
export const viewsLoaded = async (): Promise<void> => {
  await Promise.all([TranscriptView.preload(), loadEveryAreaViews()]);
};
