import { safeHref } from '@/components/SafeLink';
import { valueAt } from '@/lib/api/pagination';
import type { ItemSpec, NumberKind } from '@/lib/api/view-spec';
import { singular } from '@/lib/words';
import { exactNumber, factText, imageSource, shortText } from './format';

/** A link template's `{path}` parts filled from the item; undefined when any part is missing. */
export function linkOf(item: unknown, link: string | undefined): string | undefined {
  if (!link) return undefined;
  if (!link.includes('{'))
    return safeHref(String(valueAt(item, link) ?? '')) ?? imageSource(valueAt(item, link));
  let complete = true;
  const filled = link.replace(/\{([\w.]+)\}/g, (_, path: string) => {
    const value = valueAt(item, path);
    if (value === null || value === undefined || value === '') complete = false;
    return encodeURIComponent(String(value ?? ''));
  });
  return complete ? safeHref(filled) : undefined;
}

export const textAt = (item: unknown, path: string | undefined) =>
  path === undefined ? undefined : shortText(valueAt(item, path));

/** An address without its scheme, `www.` and a lone trailing slash: stripe.com, nasa.gov/missions. */
export function shortAddress(href: string): string {
  return href.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

/**
 * Characters of a title or text a row of a list shows until "Show all": its text is clamped to
 * four lines anyway, and a 1 MB string would cost the browser a quarter of a second to lay out.
 */
const rowChars = 600;
/** Longer text may be cut by the four-line clamp on a narrow panel: it gets "Show all" too. */
const clampedChars = 180;

/** The start of a long text, ending at a space when one is near (not inside a link). */
function cut(text: string): string {
  if (text.length <= rowChars) return text;
  const space = text.lastIndexOf(' ', rowChars);
  return `${text.slice(0, space > rowChars * 0.8 ? space : rowChars)}…`;
}

/** What an item shows, read through its spec: every field undefined or empty when it has no value. */
interface ItemFields {
  image: string | undefined;
  /** The name it shows as its heading, linked to `href` when it has one. */
  heading: string | undefined;
  /** Shown under a title (only when there is one). */
  subtitle: string | undefined;
  subtitleHref: string | undefined;
  text: string | undefined;
  /** Its text, title or subtitle is longer than a row shows: the row offers "Show all". */
  long: boolean;
  date: string | undefined;
  href: string | undefined;
  /** Without a name to link, the date links to the item, else a short form of its address. */
  dateLinks: boolean;
  addressHeading: boolean;
  verified: boolean;
  stars: number | undefined;
  /** Labelled numbers, each label said for one when its count is 1 ("1 like"). */
  counts: (readonly [label: string, value: number])[];
  facts: (readonly [label: string, value: string])[];
  tagGroups: (readonly [label: string, tags: string[]])[];
  ratings: (readonly [label: string, stars: number])[];
}

/** The kind of the number at a path of an item (its area's numbers.ts), where one is stated. */
export type KindOf = (path: string) => NumberKind | undefined;

/**
 * The fields an item shows: a row of a list (`compact`) cuts long text until it is shown whole;
 * a card shows it whole. Facts' numbers read as their kinds say.
 */
export function itemFields(
  item: unknown,
  spec: ItemSpec,
  compact: boolean,
  whole: boolean,
  kindOf: KindOf = () => undefined,
) {
  const fullTitle = textAt(item, spec.title);
  const fullSubtitle = textAt(item, spec.subtitle);
  const fullText = textAt(item, spec.text);
  const shorten = (value: string | undefined) =>
    value === undefined || whole ? value : cut(value);
  const title = shorten(fullTitle);
  const subtitle = shorten(fullSubtitle);
  const heading = title ?? subtitle;
  const date = textAt(item, spec.date);
  const href = linkOf(item, spec.link);
  const stars = spec.stars === undefined ? undefined : valueAt(item, spec.stars);
  const ratings = spec.ratings === undefined ? undefined : valueAt(item, spec.ratings);
  return {
    image: spec.image ? imageSource(valueAt(item, spec.image)) : undefined,
    heading,
    subtitle: title === undefined ? undefined : subtitle,
    subtitleHref: linkOf(item, spec.subtitleLink),
    text: shorten(fullText),
    long:
      compact &&
      (Math.max(fullTitle?.length ?? 0, fullSubtitle?.length ?? 0) > rowChars ||
        (fullText !== undefined &&
          (fullText.length > clampedChars || fullText.split('\n', 5).length > 4))),
    date,
    href,
    dateLinks: heading === undefined && href !== undefined && date !== undefined,
    addressHeading: heading === undefined && href !== undefined && date === undefined,
    verified: spec.verified !== undefined && valueAt(item, spec.verified) === true,
    stars: typeof stars === 'number' ? stars : undefined,
    counts: Object.entries(spec.counts ?? {}).flatMap(([label, path]) => {
      const value = valueAt(item, path);
      return typeof value === 'number' && Number.isFinite(value)
        ? [[value === 1 ? singular(label) : label, value] as const]
        : [];
    }),
    facts: Object.entries(spec.facts ?? {}).flatMap(([label, path]) => {
      const value = factText(valueAt(item, path), kindOf(path));
      return value === undefined ? [] : [[label, value] as const];
    }),
    tagGroups: Object.entries(spec.tags ?? {}).flatMap(([label, path]) => {
      const list = valueAt(item, path);
      const tags = Array.isArray(list)
        ? list.flatMap((tag) => {
            const name = textAt(tag, 'label') ?? textAt(tag, 'name');
            const count = valueAt(tag, 'count');
            return name
              ? [`${name}${typeof count === 'number' ? ` (${exactNumber(count)})` : ''}`]
              : [];
          })
        : [];
      return tags.length > 0 ? [[label, tags] as const] : [];
    }),
    ratings:
      ratings !== null && typeof ratings === 'object'
        ? Object.entries(ratings as Record<string, unknown>).filter(
            (entry): entry is [string, number] => typeof entry[1] === 'number',
          )
        : [],
  } satisfies ItemFields;
}
