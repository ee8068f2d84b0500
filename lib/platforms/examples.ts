/**
 * Every platform's example URLs, for the tests generated from them. Only tests import this: the
 * content scripts carry their platform's detectors, never the examples.
 */
import { facebookExamples } from './facebook';
import { googleExamples } from './google';
import { instagramExamples } from './instagram';
import { linkedinExamples } from './linkedin';
import { lumaExamples } from './luma';
import type { Examples, PlatformId } from './platform';
import { producthuntExamples } from './producthunt';
import { redditExamples } from './reddit';
import { threadsExamples } from './threads';
import { tiktokExamples } from './tiktok';
import { trustpilotExamples } from './trustpilot';
import { youtubeExamples } from './youtube';

export const platformExamples: Record<PlatformId, Examples> = {
  threads: threadsExamples,
  tiktok: tiktokExamples,
  instagram: instagramExamples,
  linkedin: linkedinExamples,
  reddit: redditExamples,
  luma: lumaExamples,
  trustpilot: trustpilotExamples,
  youtube: youtubeExamples,
  facebook: facebookExamples,
  google: googleExamples,
  producthunt: producthuntExamples,
};
