/**
 * Where the things a comparison names come from: a watched thing by its key, or a result of the
 * history by its id, whose endpoint and params name the thing and whose title and page name it to
 * a person. Pure: the page's hook reads the stores, this says what they hold of each thing.
 */
import { counted } from '@/components/views/format';
import { endpointName } from '@/lib/areas/names';
import type { WatchedThing } from '@/lib/extension/shared/storage';
import type { ComparedName } from '@/lib/extension/shared/view-addresses';
import type { HistorySummary } from '@/lib/store/db';
import type { ComparedThing } from './comparison';

/** A thing to compare before its looks are read. */
export type NamedThing = Omit<ComparedThing, 'snapshots'>;

/** How many of the things named are gone: no longer watched, or their result deleted. */
export interface Gone {
  watched: number;
  history: number;
}

/** A result's thing as a person knows it: its title, else what its call was asked for. */
export function historyThing(summary: HistorySummary): NamedThing {
  const asked = Object.values(summary.params).filter((value) => typeof value === 'string');
  return {
    title:
      summary.title ?? (asked.length > 0 ? asked.join(' · ') : endpointName(summary.endpointId)),
    url: summary.pageUrl ?? '',
    endpointId: summary.endpointId,
    params: summary.params,
  };
}

/**
 * The things named that are still there, in the address's order, and how many of each source are
 * gone. `summaries` holds each result named as the history holds it now (null: deleted).
 */
export function namedThings(
  named: readonly ComparedName[],
  watched: readonly WatchedThing[],
  summaries: ReadonlyMap<number, HistorySummary | null>,
): { things: NamedThing[]; gone: Gone } {
  const gone: Gone = { watched: 0, history: 0 };
  const things = named.flatMap((name): NamedThing[] => {
    if ('watched' in name) {
      const thing = watched.find((each) => each.key === name.watched);
      if (!thing) {
        gone.watched += 1;
        return [];
      }
      const { title, url, endpointId, params } = thing;
      return [{ title, url, endpointId, params }];
    }
    const summary = summaries.get(name.history);
    if (!summary) {
      gone.history += 1;
      return [];
    }
    return [historyThing(summary)];
  });
  return { things, gone };
}

/** What left the comparison since its address was made, in words; undefined when nothing did. */
export function goneWords({ watched, history }: Gone): string | undefined {
  const are = (count: number) => (count === 1 ? 'is' : 'are');
  if (watched > 0 && history > 0)
    return `${counted(watched, 'thing')} in this comparison ${are(watched)} no longer watched and ${counted(history, 'thing')} no longer in the history: they are left out.`;
  if (watched > 0)
    return `${counted(watched, 'thing')} in this comparison ${are(watched)} no longer watched, and left out.`;
  if (history > 0)
    return `${counted(history, 'thing')} in this comparison ${are(history)} no longer in the history, and left out.`;
  return undefined;
}
