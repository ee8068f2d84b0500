/**
 * The one way views change a stored object: read what is stored now, change only what the user
 * changed, write, and tell the other views. Writes to one item run one after another, in this page
 * (a chain) and across Sidelight's pages (a Web Lock of the extension's origin), so a save can never
 * start from a copy another save is about to replace.
 */
import type { WxtStorageItem } from 'wxt/utils/storage';
import { announceKept, type KeptChange } from './kept-news';
import type { Problem } from './problems';
import type { ApiSettings, PathStyleSetting, Preferences } from './settings-schema';
import {
  apiSettings,
  baseUrl,
  batchConcurrency,
  changesShownAt,
  pathStyle,
  preferences,
  problems,
  type WatchedThing,
  watched,
} from './storage';

// biome-ignore lint/suspicious/noExplicitAny: metadata is whatever the item declares
type Item<T> = WxtStorageItem<T, any>;

/** A stored item, what to say on the views' channel when it changes, and its writer. */
export interface StoredItem<T> {
  item: Item<T>;
  change: KeptChange;
  /** Reads what is stored now, writes `change(stored)`, tells the views; answers what was written. */
  update(change: (stored: T) => T): Promise<T>;
}

const chains = new Map<string, Promise<unknown>>();

/** Runs `write` once every earlier write to `key` has ended, in this page and in any other. */
function inTurn<T>(key: string, write: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  const locked = (): Promise<T> =>
    locks ? (locks.request(`sidelight:${key}`, write) as Promise<T>) : write();
  const next = (chains.get(key) ?? Promise.resolve()).then(locked, locked);
  chains.set(
    key,
    // The caller has `next` and its failure; the chain only waits for its end.
    next.catch(() => undefined),
  );
  return next;
}

function storedItem<T>(item: Item<T>, change: KeptChange): StoredItem<T> {
  return {
    item,
    change,
    update: (changeOf) =>
      inTurn(item.key, async () => {
        const next = changeOf(await item.getValue());
        await item.setValue(next);
        announceKept(change);
        return next;
      }),
  };
}

/** `now` with only the given fields changed. */
export const merged = <T>(now: T, changes: Partial<T>): T => ({ ...now, ...changes });

/** Changes only the given fields of a stored object, against what is stored at that moment. */
export const patch = <T>(stored: StoredItem<T>, changes: Partial<T>): Promise<T> =>
  stored.update((now) => merged(now, changes));

export const storedPreferences = storedItem<Preferences>(preferences, 'settings');
export const storedApiSettings = storedItem<ApiSettings>(apiSettings, 'settings');
export const storedBaseUrl = storedItem<string>(baseUrl, 'settings');
export const storedPathStyle = storedItem<PathStyleSetting | null>(pathStyle, 'settings');
export const storedBatchConcurrency = storedItem<number>(batchConcurrency, 'settings');
export const storedWatched = storedItem<WatchedThing[]>(watched, 'watched');
export const storedChangesShownAt = storedItem<number>(changesShownAt, 'watched');
export const storedProblems = storedItem<Problem[]>(problems, 'problems');

/** The list with this thing watched too, once: a thing already watched keeps its first star. */
export const withWatched =
  (thing: WatchedThing) =>
  (things: WatchedThing[]): WatchedThing[] =>
    things.some((each) => each.key === thing.key) ? things : [...things, thing];

/** The list without the thing of this key; the others stay as stored. */
export const withoutWatched =
  (key: string) =>
  (things: WatchedThing[]): WatchedThing[] =>
    things.filter((each) => each.key !== key);

/**
 * The list with one thing's own fields changed; a new schedule starts its due time afresh (the
 * background places it), and without one it has none.
 */
export const withThingChanged =
  (key: string, changes: Partial<Omit<WatchedThing, 'key'>>) =>
  (things: WatchedThing[]): WatchedThing[] =>
    things.map((thing) => {
      if (thing.key !== key) return thing;
      const next: WatchedThing = { ...thing, ...changes };
      if ('schedule' in changes && changes.schedule !== thing.schedule) {
        delete next.dueAt;
        delete next.waitUntil;
      }
      for (const field of Object.keys(changes) as (keyof WatchedThing)[])
        if (next[field] === undefined) delete next[field];
      return next;
    });

export const addWatched = (thing: WatchedThing) => storedWatched.update(withWatched(thing));
export const removeWatched = (key: string) => storedWatched.update(withoutWatched(key));
