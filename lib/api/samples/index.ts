/**
 * One realistic answer per endpoint: the demo mode shows them and the local fake serves them.
 */
import type { EndpointId, ResponseOf } from '../catalog';
import { eventsSamples } from './events';
import { forumSamples } from './forum';
import { launchesSamples } from './launches';
import { microblogSamples } from './microblog';
import { photoSamples } from './photo';
import { professionalSamples } from './professional';
import { reviewsSamples } from './reviews';
import { shortvideoSamples } from './shortvideo';
import { socialSamples } from './social';
import { videoSamples } from './video';
import { websearchSamples } from './websearch';

export const samples: { [I in EndpointId]: ResponseOf<I> } = {
  ...microblogSamples,
  ...shortvideoSamples,
  ...photoSamples,
  ...professionalSamples,
  ...forumSamples,
  ...eventsSamples,
  ...reviewsSamples,
  ...videoSamples,
  ...socialSamples,
  ...websearchSamples,
  ...launchesSamples,
};

export const sampleOf = (id: string): unknown => (samples as Record<string, unknown>)[id];
