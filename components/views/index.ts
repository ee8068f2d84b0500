import type { ComponentType } from 'preact';
import type { Endpoint } from '@/lib/api/endpoint';
import { SpecView } from './SpecView';
import { TranscriptView } from './TranscriptView';
import type { ViewProps } from './types';

/** The view of an endpoint's answer: a transcript's own, or the family its spec names. */
export const viewFor = (endpoint: Endpoint): ComponentType<ViewProps> =>
  endpoint.transcript ? TranscriptView : SpecView;
