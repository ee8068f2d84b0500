/**
 * Which page a tab shows, as its content script reports it and the background keeps it: the one
 * shape every context shares. Its checkers are plain (./checks), since the views' first load
 * checks what their tab's port says and carries no zod. A leaf: it imports nothing of the
 * extension's but those checkers.
 */
import type { Area, PlatformId } from '@/lib/platforms';
import { listed } from '@/lib/platforms/directory';
import { maxTitle } from '@/lib/platforms/platform';
import {
  type Checked,
  either,
  exactly,
  isFiniteNumber,
  oneOf,
  orNull,
  recordOf,
  text,
} from './checks';

const platformIds = listed.map((platform) => platform.id) as PlatformId[];
const areas = [...new Set(listed.map((platform) => platform.area))] as Area[];

/** The longest address a page report or a request may carry. */
const maxUrl = 8192;

/** An http(s) address: the only kind Sidelight links to or keeps as a page. */
export const isHttpUrl = (value: unknown): value is string =>
  text(maxUrl)(value) && /^https?:\/\//i.test(value);

const isArea = oneOf(areas);

const isPageMatch = either(
  exactly({ area: isArea, kind: oneOf(['needsDom']) }),
  exactly({ area: isArea, kind: text(64, 1), params: recordOf(text(64), text(2048)) }),
);

const pageReportShape = {
  platform: oneOf(platformIds),
  url: isHttpUrl,
  title: text(maxTitle),
  match: orNull(isPageMatch),
};

/** A content script's account of the page it runs in, sent on load and on every navigation. */
export const isPageReport = exactly(pageReportShape);
export type PageReport = Checked<typeof isPageReport>;

/**
 * The same account without the match, from a platform whose pages' markup tells nothing: the
 * background finds the page from the address, so no detector runs in the page.
 */
export const isAddressReport = exactly({
  platform: pageReportShape.platform,
  url: pageReportShape.url,
  title: pageReportShape.title,
});
export type AddressReport = Checked<typeof isAddressReport>;

const isTabId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** What the background keeps about a tab (in session storage, since the worker can be killed). */
export const isTabPage = exactly({
  ...pageReportShape,
  tabId: isTabId,
  reportedAt: isFiniteNumber,
});
export type TabPage = Checked<typeof isTabPage>;
