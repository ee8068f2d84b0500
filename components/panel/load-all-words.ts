/**
 * What "Load all" says: its estimate before spending, its progress, why it ended and what is
 * missing against the total; and the completeness an export states. Pure, so every sentence is
 * tested as a person reads it.
 */
import type { Endpoint } from '@/lib/api/endpoint';
import type { LoadAllJob } from '@/lib/store/db';
import { repeatsDropped } from '@/lib/words';
import { storagePlace } from '../not-kept-words';
import { exactNumber as count, counted, credits, listWords } from '../views/format';

/** What a list's items are called: its descriptor's noun, else its field's name in words. */
export const itemsNoun = (endpoint: Endpoint): string =>
  endpoint.pagination?.noun ?? listWords(endpoint.pagination?.items ?? 'items');

const pages = (value: number) => counted(value, 'page');

/**
 * The most a job's cap starts at, whatever the list costs: a person who pressed Load all on a
 * long list has not yet agreed to pay for all of it, and types a higher cap to do so.
 */
export const defaultCapCredits = 50;

export interface Estimate {
  /** Pages still needed, when the service told the total. */
  pages?: number;
  /** What those pages cost at the price of one. */
  credits?: number;
  /** The cap offered: the estimate up to 50, never past the budget left. */
  cap: number;
  text: string;
}

/**
 * Before spending: with a known total, the pages still needed × the price of one; without one,
 * "up to" the cap. `budgetLeft` is what the tightest budget still allows (null: no budget).
 */
export function estimateOf({
  loaded,
  total,
  perPage,
  price,
  budgetLeft,
  noun,
}: {
  loaded: number;
  total?: number;
  perPage: number;
  price: number;
  budgetLeft: number | null;
  noun: string;
}): Estimate {
  const withinBudget = (cap: number) => Math.max(0, Math.min(cap, budgetLeft ?? cap));
  if (total !== undefined && perPage > 0) {
    const needed = Math.max(0, Math.ceil((total - loaded) / perPage));
    const cost = needed * price;
    const more = `${count(total - loaded)} more ${noun}: about ${pages(needed)} × ${credits(price)} = ${credits(cost)}.`;
    return {
      pages: needed,
      credits: cost,
      cap: withinBudget(Math.min(cost, defaultCapCredits)),
      text:
        needed === 0
          ? `All ${count(total)} ${noun} are loaded.`
          : cost > defaultCapCredits
            ? `${more} The cap starts at ${credits(defaultCapCredits)}: type ${count(cost)} to load them all.`
            : more,
    };
  }
  const cap = withinBudget(defaultCapCredits);
  return {
    cap,
    text: `The service does not say how many ${noun} there are: pages of ${credits(price)} each until the end or your cap.`,
  };
}

/** The budget left under the tightest of the daily and monthly budgets, or null without one. */
export const budgetLeftOf = (
  spent: { today: number; month: number },
  budgets: { dailyBudget: number | null; monthlyBudget: number | null },
): number | null => {
  const left = [
    budgets.dailyBudget === null ? undefined : budgets.dailyBudget - spent.today,
    budgets.monthlyBudget === null ? undefined : budgets.monthlyBudget - spent.month,
  ].filter((value): value is number => value !== undefined);
  return left.length === 0 ? null : Math.max(0, Math.min(...left));
};

/** "1,940 of 2,013 comments", or "1,940 comments" without a total. */
export const loadedOf = (job: Pick<LoadAllJob, 'items' | 'total'>, noun: string) =>
  job.total === undefined
    ? `${count(job.items)} ${noun}`
    : `${count(job.items)} of ${count(job.total)} ${noun}`;

/**
 * What the list's first page cost: as the panel showed it (0 when free: demo data) and, when Load
 * all had to ask it again (its cache gone), what that was charged. The job's pages count the first.
 */
export interface FirstPage {
  shown: number;
  askedAgain: number;
}

/**
 * "12 comments in 3 pages, 9 credits (6 for the 2 pages Load all added)": every page counted with
 * what it cost, and which part Load all spent, so a number never stands for another's noun.
 */
function heldLine(job: LoadAllJob, noun: string, first: FirstPage): string {
  const added = Math.max(0, job.pages - 1);
  const addedCost = Math.max(0, job.spent - first.askedAgain);
  const whole = `${loadedOf(job, noun)} in ${pages(job.pages)}, ${credits(first.shown + job.spent)}`;
  if (added === 0) return whole;
  const which = added === 1 ? 'the page' : `the ${pages(added)}`;
  return `${whole} (${count(addedCost)} for ${which} Load all added)`;
}

/** "2 repeated comments dropped." after a line, when the list sent some items twice. */
const withRepeats = (line: string, job: LoadAllJob, noun: string) =>
  job.repeats ? `${line} ${repeatsDropped(job.repeats, noun)}.` : line;

/** The line under a list while its job runs. */
export const progressLine = (job: LoadAllJob, noun: string, first: FirstPage) =>
  withRepeats(`Loading all, so far: ${heldLine(job, noun, first)}.`, job, noun);

/** Why a job ended, in words, with what it holds, and the repeats it dropped. */
export const endLine = (job: LoadAllJob, noun: string, first: FirstPage): string =>
  job.ended ? withRepeats(whyEnded(job, noun, first), job, noun) : progressLine(job, noun, first);

function whyEnded(job: LoadAllJob, noun: string, first: FirstPage): string {
  const held = heldLine(job, noun, first);
  switch (job.ended?.why) {
    case 'end':
      return `Loaded to the end: ${held}.`;
    case 'cap':
      return `Stopped at your cap of ${credits(job.cap)}: ${held}.`;
    case 'error':
      return `Stopped by an error: ${job.ended.message ?? 'the service did not answer'} Kept so far: ${held}.`;
    case 'stopped':
      return `Stopped by you: ${held}.`;
    case 'interrupted':
      return `Interrupted when Sidelight's background stopped: ${held}.`;
    case 'storageFull':
      return `Stopped: the browser has no room left for Sidelight's data, so the next page could not be kept. Kept so far: ${held}. Free space in ${storagePlace}, then resume: the pages kept are not fetched again.`;
    default:
      return `Loading all, so far: ${held}.`;
  }
}

/** What the list lacks against the total the service told, once it has ended; else ''. */
export function missingLine(job: LoadAllJob, noun: string): string {
  if (job.ended?.why !== 'end' || job.total === undefined || job.items >= job.total) return '';
  const missing = job.total - job.items;
  return `${count(missing)} ${noun} the service did not return.`;
}
