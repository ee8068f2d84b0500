import type { ComponentType } from 'preact';
import { SpecView } from './SpecView';
import { viewSpecs } from './specs';
import { TranscriptView } from './TranscriptView';
import type { ViewProps } from './types';

/** Endpoints whose answer is a timed transcript: they have their own view, not a spec. */
export const transcriptEndpoints: ReadonlySet<string> = new Set([
  'video.transcription',
  'shortvideo.subtitles',
]);

/** The purpose-made view of each endpoint's answer: transcripts have their own, the others a family view. */
export const viewFor = (endpointId: string): ComponentType<ViewProps> | undefined =>
  transcriptEndpoints.has(endpointId)
    ? TranscriptView
    : endpointId in viewSpecs
      ? SpecView
      : undefined;
