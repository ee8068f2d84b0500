import type { ComponentType } from 'preact';
import type { Endpoint } from '@/lib/api/endpoint';
import { SpecView } from './SpecView';
import { TranscriptView } from './TranscriptView';
import type { ViewProps } from './types';

/** The view of an endpoint's answer, as its catalog entry names it. */
export const viewFor = (endpoint: Endpoint): ComponentType<ViewProps> =>
  endpoint.view.family === 'transcript' ? TranscriptView : SpecView;
