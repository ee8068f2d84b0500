import { eventsSpecs } from './events';
import { forumSpecs } from './forum';
import { launchesSpecs } from './launches';
import { microblogSpecs } from './microblog';
import { photoSpecs } from './photo';
import { professionalSpecs } from './professional';
import { reviewsSpecs } from './reviews';
import { shortvideoSpecs } from './shortvideo';
import { socialSpecs } from './social';
import type { ViewSpec } from './spec';
import { videoSpecs } from './video';
import { websearchSpecs } from './websearch';

/** Every endpoint's view spec but the transcripts', which have their own view. */
export const viewSpecs: Readonly<Record<string, ViewSpec>> = {
  ...microblogSpecs,
  ...shortvideoSpecs,
  ...photoSpecs,
  ...professionalSpecs,
  ...forumSpecs,
  ...eventsSpecs,
  ...reviewsSpecs,
  ...videoSpecs,
  ...socialSpecs,
  ...websearchSpecs,
  ...launchesSpecs,
};
