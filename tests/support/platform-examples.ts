/** Each platform's example URLs, read from its record, for the tests and the bench. */
import { type Platform, type PlatformId, platforms } from '../../lib/platforms';
import type { PageExamples } from '../../lib/platforms/platform';

export interface Examples {
  /** Per page kind, each URL with the params it must give. */
  pages: Readonly<Record<string, PageExamples>>;
  /** URLs only the document can resolve. */
  needsDom: readonly string[];
  /** URLs on the platform's domains that are no page. */
  none: readonly string[];
}

export const examplesOf = (platform: Platform): Examples => ({
  pages: Object.fromEntries(
    Object.entries(platform.pages).map(([kind, rule]) => [kind, rule.examples]),
  ),
  needsDom: platform.needsDom?.examples ?? [],
  none: platform.none,
});

export const platformExamples = Object.fromEntries(
  platforms.map((platform) => [platform.id, examplesOf(platform)]),
) as Record<PlatformId, Examples>;
