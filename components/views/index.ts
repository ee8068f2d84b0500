import type { ComponentType } from 'preact';
import { TranscriptView } from './TranscriptView';
import type { ViewProps } from './types';

/** The purpose-made view of each endpoint's answer; the others get the generic readable view. */
const views: Partial<Record<string, ComponentType<ViewProps>>> = {
  'video.transcription': TranscriptView,
  'shortvideo.subtitles': TranscriptView,
};

export const viewFor = (endpointId: string): ComponentType<ViewProps> | undefined =>
  views[endpointId];
