/**
 * Derived figures of a profile or a community, from its stored answer and its stored posts list:
 * engagement, views, scores, cadence, the best and the weakest post. Pure: what is stored and a
 * "now" in, figures out; each says which posts it is over, its formula, and why it has no value
 * where it has none (never NaN, never a division by zero).
 */
import type { FigureFields, PostRole } from '../api/figure-fields';
import { valueAt } from '../api/pagination';
import type { ViewSpec } from '../api/view-spec';
import { figureFieldsOf } from '../areas/figures';
import { postsNounOf, postsOfAnswer, type ReadPost } from './posts';
import { mean, median } from './statistics';
import {
  interactionsOf,
  interactionWords,
  listed,
  nounWords,
  overLatest,
  roleWord,
  type Statistic,
  statisticWords,
} from './words';

export type FigureId =
  | 'engagementMedian'
  | 'engagementMean'
  | 'viewsMedian'
  | 'viewsMean'
  | 'scoreMedian'
  | 'commentsPerPost'
  | 'postsPerWeek'
  | 'postsPerDay'
  | 'daysSinceLastPost'
  | 'bestPost'
  | 'weakestPost';

/** How a value reads: 4.2%, 1,234, 2.5 (a rate, one decimal), 3.4 days. */
export type FigureUnit = 'percent' | 'count' | 'rate' | 'days';

/** The posts a figure is over. */
interface FigureSample {
  /** How many posts. */
  count: number;
  /** The earliest and the latest of their dates, as the answer gives them. */
  first?: string;
  last?: string;
  /** "median over the latest 30 videos" (the dates are the view's to add). */
  words: string;
}

/** The best or the weakest post. */
interface FigurePost {
  title?: string;
  /** http(s) only. */
  link?: string;
  date?: string;
}

export interface Figure {
  id: FigureId;
  /** "Engagement rate, median" */
  label: string;
  unit: FigureUnit;
  /** Absent when there is no figure: `reason` says why. */
  value?: number;
  reason?: string;
  /** The best or the weakest post, or the latest. */
  post?: FigurePost;
  /** What a best or weakest post's value counts: "likes + comments + shares", "score". */
  counts?: string;
  /** Over fewer than 5 posts: shown muted, with `caution`. */
  muted: boolean;
  caution?: string;
  /** The formula in words, as on hover and in docs/glossary.md. */
  formula: string;
  sample: FigureSample;
}

export interface DerivedFigures {
  of: FigureFields['of'];
  /** What the posts are called: "videos", "posts". */
  noun: string;
  figures: Figure[];
}

/** Figures over fewer posts than this are muted. */
const fewestPosts = 5;
/** The latest posts an average is over, unless asked otherwise. */
const defaultLatest = 30;

const dayMs = 86_400_000;

interface Context {
  fields: FigureFields;
  words: ReturnType<typeof nounWords>;
  /** Every post of the list, newest first. */
  posts: ReadPost[];
  /** The latest of them the averages and the ranking are over. */
  latest: ReadPost[];
}

/** A value with the posts it is over, or why there is none. */
type Outcome =
  | {
      value: number;
      over: readonly ReadPost[];
      words: string;
      post?: ReadPost;
      counts?: string;
      /** A figure of one post (the latest) is exact whatever the list's length: never muted. */
      exact?: boolean;
    }
  | string;

function sampleOf(over: readonly ReadPost[], words: string): FigureSample {
  const dated = over.filter((post) => post.time !== undefined);
  const byTime = [...dated].sort((a, b) => (a.time as number) - (b.time as number));
  return {
    count: over.length,
    ...(byTime[0]?.date !== undefined ? { first: byTime[0].date } : {}),
    ...(byTime.at(-1)?.date !== undefined ? { last: byTime.at(-1)?.date } : {}),
    words,
  };
}

function figure(
  context: Context,
  head: Pick<Figure, 'id' | 'label' | 'unit' | 'formula'>,
  outcome: Outcome,
): Figure {
  if (typeof outcome === 'string')
    return { ...head, reason: outcome, muted: false, sample: { count: 0, words: '' } };
  const muted = !outcome.exact && outcome.over.length < fewestPosts;
  const { post } = outcome;
  return {
    ...head,
    value: outcome.value,
    ...(outcome.counts !== undefined ? { counts: outcome.counts } : {}),
    ...(post
      ? {
          post: {
            ...(post.title !== undefined ? { title: post.title } : {}),
            ...(post.link !== undefined ? { link: post.link } : {}),
            ...(post.date !== undefined ? { date: post.date } : {}),
          },
        }
      : {}),
    muted,
    ...(muted ? { caution: context.words.fewer } : {}),
    sample: sampleOf(outcome.over, outcome.words),
  };
}

/** "the latest 30 videos", "the latest video". */
const latestNoun = (context: Context) =>
  context.latest.length === 1 ? context.words.one : context.words.noun;

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** One number per post, averaged over the latest posts that have it. */
interface Average {
  id: FigureId;
  label: string;
  unit: FigureUnit;
  statistic: Statistic;
  /** What is averaged, before the statistic's words: "the views of each video". */
  each: string;
  numberOf: (post: ReadPost) => number | undefined;
  /** Why there is no figure when no post has the number. */
  missing: string;
}

function average(
  context: Context,
  { statistic, each, numberOf, missing, ...head }: Average,
): Figure {
  const over = context.latest.filter((post) => numberOf(post) !== undefined);
  const values = over.map((post) => numberOf(post) as number);
  const value = statistic === 'median' ? median(values) : mean(values);
  const words = overLatest(
    `${statistic} over`,
    over.length,
    context.latest.length,
    latestNoun(context),
  );
  return figure(
    context,
    { ...head, formula: `${each}; ${statisticWords[statistic]}` },
    value === undefined ? missing : { value, over, words },
  );
}

/** A post's interactions, where it has every number they are summed from. */
function interactionsFor(fields: FigureFields, post: ReadPost): number | undefined {
  const roles = interactionsOf(fields.posts);
  if (roles.length === 0 || roles.some((role) => post.numbers[role] === undefined))
    return undefined;
  return roles.reduce((sum, role) => sum + (post.numbers[role] as number), 0);
}

/** "no video in the list has its likes, comments and shares"; "no videos in the list". */
const lacking = (context: Context, roles: readonly PostRole[]) =>
  context.posts.length === 0
    ? context.words.noPosts
    : `no ${context.words.one} in the list has its ${listed(roles.map((role) => roleWord(context.fields.posts, role)))}`;

/** Why a follower count cannot be divided by, or undefined when it can. */
function followersProblem(followers: unknown): string | undefined {
  if (typeof followers !== 'number' || !Number.isFinite(followers) || followers < 0)
    return "no follower count in the profile's answer";
  if (followers === 0)
    return "the profile's answer says 0 followers: a rate over none means nothing";
  return undefined;
}

function engagementFigures(context: Context, profile: unknown): Figure[] {
  const { fields } = context;
  if (fields.followers === undefined) return [];
  const followers = valueAt(profile, fields.followers);
  const problem = followersProblem(followers);
  const numberOf = (post: ReadPost) => {
    const sum = interactionsFor(fields, post);
    return problem === undefined && sum !== undefined
      ? (sum / (followers as number)) * 100
      : undefined;
  };
  const each = `(${interactionWords(fields.posts)}) ÷ followers for each ${context.words.one}, as a percentage`;
  const missing = problem ?? lacking(context, interactionsOf(fields.posts));
  return (['median', 'mean'] as const).map((statistic) =>
    average(context, {
      id: statistic === 'median' ? 'engagementMedian' : 'engagementMean',
      label: `Engagement rate, ${statistic}`,
      unit: 'percent',
      statistic,
      each,
      numberOf,
      missing,
    }),
  );
}

function viewsFigures(context: Context): Figure[] {
  const { posts } = context.fields;
  if (posts.views === undefined) return [];
  const views = roleWord(posts, 'views');
  return (['median', 'mean'] as const).map((statistic) =>
    average(context, {
      id: statistic === 'median' ? 'viewsMedian' : 'viewsMean',
      label: `${capitalised(views)}, ${statistic}`,
      unit: 'count',
      statistic,
      each: `the ${views} of each ${context.words.one}`,
      numberOf: (post) => post.numbers.views,
      missing: lacking(context, ['views']),
    }),
  );
}

/** Where posts have a score (a forum's): its median, and the comments per post. */
function scoreFigures(context: Context): Figure[] {
  const { posts } = context.fields;
  if (posts.score === undefined) return [];
  const score = average(context, {
    id: 'scoreMedian',
    label: 'Score, median',
    unit: 'count',
    statistic: 'median',
    each: `the score of each ${context.words.one}`,
    numberOf: (post) => post.numbers.score,
    missing: lacking(context, ['score']),
  });
  if (posts.comments === undefined) return [score];
  const comments = roleWord(posts, 'comments');
  const perPost = average(context, {
    id: 'commentsPerPost',
    label: `${capitalised(comments)} per ${context.words.one}`,
    unit: 'rate',
    statistic: 'mean',
    each: `the ${comments} of each ${context.words.one}`,
    numberOf: (post) => post.numbers.comments,
    missing: lacking(context, ['comments']),
  });
  return [score, perPost];
}

/** The posts of the list that have a date, oldest first. */
const datedOf = (context: Context) =>
  context.posts.filter((post) => post.time !== undefined).reverse();

/** Why the dated posts give no span, or undefined when they do. */
function spanProblem(context: Context, dated: readonly ReadPost[]): string | undefined {
  if (context.posts.length === 0) return context.words.noPosts;
  if (dated.length === 0) return context.words.noDates;
  if (dated.length === 1) return context.words.oneDated;
  if (dated[0]?.time === dated.at(-1)?.time) return context.words.sameDate;
  return undefined;
}

/** Posts a week (a profile's) or a day (a community's), over the span the whole list covers. */
function cadenceFigure(context: Context): Figure {
  const community = context.fields.of === 'community';
  const unitMs = community ? dayMs : 7 * dayMs;
  const { noun } = context.words;
  const dated = datedOf(context);
  const problem = spanProblem(context, dated);
  const span = ((dated.at(-1)?.time ?? 0) - (dated[0]?.time ?? 0)) / unitMs;
  return figure(
    context,
    {
      id: community ? 'postsPerDay' : 'postsPerWeek',
      label: community ? context.words.perDay : context.words.perWeek,
      unit: 'rate',
      formula: `(${noun} − 1) ÷ ${community ? 'days' : 'weeks'} from the first ${context.words.one} to the last: the gaps between them, over the time they span`,
    },
    problem ?? {
      value: (dated.length - 1) / span,
      over: dated,
      words: `over ${dated.length} ${noun}`,
    },
  );
}

function daysSinceFigure(context: Context, now: number): Figure {
  const dated = datedOf(context);
  const last = dated.at(-1);
  const problem = context.posts.length === 0 ? context.words.noPosts : context.words.noDates;
  return figure(
    context,
    {
      id: 'daysSinceLastPost',
      label: context.words.sinceLast,
      unit: 'days',
      formula: `days from the latest ${context.words.one}'s date to now`,
    },
    last?.time === undefined
      ? problem
      : {
          value: Math.max(0, (now - last.time) / dayMs),
          over: [last],
          words: `the latest of ${dated.length} ${dated.length === 1 ? context.words.one : context.words.noun}`,
          post: last,
          exact: true,
        },
  );
}

/** The best and the weakest of the latest posts: by score where posts have one, else interactions. */
function rankFigures(context: Context): Figure[] {
  const { fields } = context;
  const byScore = fields.posts.score !== undefined;
  const measure = {
    best: byScore ? 'highest score' : `most ${interactionWords(fields.posts)}`,
    weakest: byScore ? 'lowest score' : `fewest ${interactionWords(fields.posts)}`,
  };
  const rankOf = (post: ReadPost) => (byScore ? post.numbers.score : interactionsFor(fields, post));
  const ranked = context.latest.filter((post) => rankOf(post) !== undefined);
  const missing = lacking(context, byScore ? ['score'] : interactionsOf(fields.posts));
  const words = overLatest('of', ranked.length, context.latest.length, latestNoun(context));
  return (['best', 'weakest'] as const).map((end) => {
    const pick = ranked.reduce<ReadPost | undefined>((chosen, post) => {
      if (chosen === undefined) return post;
      const [a, b] = [rankOf(post) as number, rankOf(chosen) as number];
      return (end === 'best' ? a > b : a < b) ? post : chosen;
    }, undefined);
    return figure(
      context,
      {
        id: end === 'best' ? 'bestPost' : 'weakestPost',
        label: end === 'best' ? context.words.best : context.words.weakest,
        unit: 'count',
        formula: `the ${context.words.one} with the ${measure[end]} among the latest ${context.words.noun}`,
      },
      pick === undefined
        ? missing
        : {
            value: rankOf(pick) as number,
            over: ranked,
            words,
            post: pick,
            counts: byScore ? 'score' : interactionWords(fields.posts),
          },
    );
  });
}

export interface FiguresInput {
  /** The profile's or community's endpoint: `shortvideo.user`. */
  endpointId: string;
  /** Its stored answer. */
  profile: unknown;
  /** The stored answer of its posts list (the endpoint `postsEndpointIdOf` names), or its items. */
  posts: unknown;
  /**
   * The posts list's view (`familyViewOf(postsEndpointIdOf(endpointId))`, its area's views loaded
   * by the caller): where its answer keeps the posts, what they are called, their links.
   */
  postsView: ViewSpec | undefined;
  /** What "days since" counts to. */
  now: Date | number;
  /** How many of the latest posts the averages and the ranking are over. */
  latest?: number;
}

/** The derived figures of a profile or community; undefined for an endpoint that has none. */
export function derivedFigures({
  endpointId,
  profile,
  posts: answer,
  postsView,
  now,
  latest = defaultLatest,
}: FiguresInput): DerivedFigures | undefined {
  const fields = figureFieldsOf(endpointId);
  if (!fields) return undefined;
  const noun = postsNounOf(postsView);
  const posts = postsOfAnswer(answer, fields.posts, postsView);
  const context: Context = {
    fields,
    words: nounWords(noun),
    posts,
    latest: posts.slice(
      0,
      Number.isFinite(latest) ? Math.max(1, Math.floor(latest)) : defaultLatest,
    ),
  };
  const figures = [
    ...engagementFigures(context, profile),
    ...viewsFigures(context),
    ...scoreFigures(context),
    cadenceFigure(context),
    daysSinceFigure(context, typeof now === 'number' ? now : now.getTime()),
    ...rankFigures(context),
  ];
  return { of: fields.of, noun, figures };
}
