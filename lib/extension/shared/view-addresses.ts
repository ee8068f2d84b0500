/**
 * The addresses of Sidelight's own pages, built and read here alone: the panel (the tab it
 * follows, a link's page, a result of the history), the batch page (pages handed to it, or one
 * batch to open), the comparison page (watched things by their keys, results of the history by
 * their ids) and the settings (a welcome, or one of their parts). The popup reads `?tabId=` as the
 * panel does.
 */

/** The panel as the browser opens it: on the active tab of its window, followed. */
export const panelPath = '/sidepanel.html';

/** The popup, which may also be opened in a tab of its own. */
export const popupPath = '/popup.html';

/**
 * A view pinned to one tab by `?tabId=` instead of following the active one: a panel popped out
 * for one tab, the popup in a tab of its own, and the tests' seam.
 */
export const pinnedPath = (tabId: number, view: typeof panelPath | typeof popupPath = panelPath) =>
  `${view}?tabId=${tabId}` as const;

/** The panel on a link's page, which the panel shows instead of the tab's (never visited). */
export const linkPanelPath = (url: string) =>
  `${panelPath}?url=${encodeURIComponent(url)}` as const;

/** The panel on one result of the history. */
export const historyPanelPath = (historyId: number) => `${panelPath}?history=${historyId}` as const;

/** The tab a view is pinned to by `?tabId=`, or null: it follows the active tab. */
export function pinnedTabId(search: string): number | null {
  const value = new URLSearchParams(search).get('tabId');
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** The link the panel was opened on (`?url=`), or null. */
export const linkedUrl = (search: string): string | null => new URLSearchParams(search).get('url');

/** The history result the panel was opened on (`?history=`), or undefined. */
export function historyIdOf(search: string): number | undefined {
  const value = new URLSearchParams(search).get('history');
  return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** The batch page, empty. */
const batchPath = '/batch.html';

type BatchPath = typeof batchPath | `${typeof batchPath}#${string}`;

/**
 * The batch page with pages handed to it (`#pages=…`, one per line), as the popup, the panel and
 * the settings start a batch of a list's items; or with one batch open (`#batch=3`), as the
 * settings link the batch they started.
 */
export function batchPagePath(pages?: readonly string[]): BatchPath;
export function batchPagePath(open: { batch: number }): BatchPath;
export function batchPagePath(given: readonly string[] | { batch: number } = []): BatchPath {
  if (!Array.isArray(given)) return `${batchPath}#batch=${(given as { batch: number }).batch}`;
  return given.length === 0
    ? batchPath
    : `${batchPath}#pages=${encodeURIComponent(given.join('\n'))}`;
}

/** The pages handed in the batch page's address, one per line; '' when none. */
export function pagesFromHash(hash: string): string {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('pages');
  return value ?? '';
}

/** The batch the batch page's address opens, if it names one. */
export function batchFromHash(hash: string): number | undefined {
  const value = Number(new URLSearchParams(hash.replace(/^#/, '')).get('batch'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The settings page. */
const settingsPath = '/options.html';

/**
 * The settings' parts that other pages and notices open, each coming into view when named: the
 * watched things' Changes list, Storage, and the automatic refreshes.
 */
export const settingsParts = ['changes', 'storage', 'automatic-refreshes'] as const;
type SettingsPart = (typeof settingsParts)[number];

/** The settings opened on one of their parts: `/options.html#storage`. */
export const settingsPartPath = (part: SettingsPart) => `${settingsPath}#${part}` as const;

/** Whether the settings' address opens `part` (its hash). */
export const opensSettingsPart = (hash: string, part: SettingsPart) => hash === `#${part}`;

/** The settings with a welcome, as a new install opens them. */
export const welcomeSettingsPath = `${settingsPath}?welcome` as const;

/** Whether the settings' address asks for the welcome (its search). */
export const opensWelcome = (search: string) => new URLSearchParams(search).has('welcome');

/** The comparison page. */
const comparePath = '/compare.html';

/**
 * A thing the comparison page compares: a watched one by its key, or a result of the history by
 * its id (its endpoint and params name the thing; its other results are its other looks).
 */
export type ComparedName = { watched: string } | { history: number };

/** The comparison page on things, in the order they are compared: `#thing=<key>&history=<id>`. */
export const comparePagePath = (named: readonly ComparedName[]) =>
  `${comparePath}#${new URLSearchParams(
    named.map((name) =>
      'watched' in name ? ['thing', name.watched] : ['history', String(name.history)],
    ),
  ).toString()}` as const;

/** The things the comparison page's address names, in its order; a malformed result id is none. */
export const comparedFromHash = (hash: string): ComparedName[] =>
  [...new URLSearchParams(hash.replace(/^#/, ''))].flatMap(([name, value]): ComparedName[] =>
    name === 'thing'
      ? [{ watched: value }]
      : name === 'history' && /^\d+$/.test(value)
        ? [{ history: Number(value) }]
        : [],
  );
