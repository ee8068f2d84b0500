import { useState } from 'preact/hooks';
import { safeHref } from '@/components/SafeLink';
import { valueAt } from '@/lib/api/pagination';
import type { ItemSpec } from '@/lib/api/view-spec';
import { compactNumber, exactNumber, factText, formatDate, imageSource, shortText } from './format';

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

/** Text with its http(s) addresses as links; everything else stays text. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={`${index}-${part}`}
            class="sl-link"
            href={part}
            target="_blank"
            rel="noopener noreferrer"
          >
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
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

function Stars({ value }: { value: number }) {
  const rounded = Math.round(Math.max(0, Math.min(5, value)));
  return (
    <span class="sl-stars" role="img" aria-label={`${value} of 5 stars`}>
      {'★'.repeat(rounded)}
      <span class="sl-stars__off">{'★'.repeat(5 - rounded)}</span>
    </span>
  );
}

/** A picture that gives way to an empty frame of its size when it cannot load (an expired link). */
function Picture({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span class="sl-item__image sl-item__image--missing" aria-hidden="true" />;
  return (
    <img
      class="sl-item__image"
      src={src}
      alt=""
      loading="lazy"
      referrerpolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}

/** A fact as text, or a link when it is one web address (a website). */
function FactValue({ value }: { value: string }) {
  const href = /^https?:\/\/\S+$/.test(value) ? safeHref(value) : undefined;
  if (!href) return <>{value}</>;
  return (
    <a class="sl-link" href={href} target="_blank" rel="noopener noreferrer">
      {shortAddress(href)}
    </a>
  );
}

/** An address without its scheme, `www.` and a lone trailing slash: stripe.com, nasa.gov/missions. */
export function shortAddress(href: string): string {
  return href.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

/** A count's label for one: "1 like", "1 reply", "1 spot left" (labels are written plural). */
export function singular(label: string): string {
  const words = label.split(' ');
  const index = words.findIndex((word) => /[^s]s$/.test(word));
  if (index < 0) return label;
  const word = words[index] as string;
  words[index] = word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.slice(0, -1);
  return words.join(' ');
}

/** One entity, post or row, read through its spec: only fields that have a value appear. */
export function Item({
  item,
  spec,
  compact = false,
}: {
  item: unknown;
  spec: ItemSpec;
  compact?: boolean;
}) {
  // Which item was opened, so a row reused for another item (filter, sort) starts closed.
  const [opened, setOpened] = useState<{ item: unknown } | null>(null);
  const whole = !compact || opened?.item === item;
  const image = spec.image ? imageSource(valueAt(item, spec.image)) : undefined;
  const fullTitle = textAt(item, spec.title);
  const fullSubtitle = textAt(item, spec.subtitle);
  const fullText = textAt(item, spec.text);
  const shorten = (value: string | undefined) =>
    value === undefined || whole ? value : cut(value);
  const title = shorten(fullTitle);
  const subtitle = shorten(fullSubtitle);
  const text = shorten(fullText);
  const long =
    compact &&
    (Math.max(fullTitle?.length ?? 0, fullSubtitle?.length ?? 0) > rowChars ||
      (fullText !== undefined &&
        (fullText.length > clampedChars || fullText.split('\n', 5).length > 4)));
  const date = textAt(item, spec.date);
  const href = linkOf(item, spec.link);
  const subtitleHref = linkOf(item, spec.subtitleLink);
  const verified = spec.verified !== undefined && valueAt(item, spec.verified) === true;
  const stars = spec.stars === undefined ? undefined : valueAt(item, spec.stars);
  const counts = Object.entries(spec.counts ?? {}).flatMap(([label, path]) => {
    const value = valueAt(item, path);
    return typeof value === 'number' && Number.isFinite(value) ? [[label, value] as const] : [];
  });
  const facts = Object.entries(spec.facts ?? {}).flatMap(([label, path]) => {
    const value = factText(valueAt(item, path), spec.formats?.[label]);
    return value === undefined ? [] : [[label, value] as const];
  });
  const heading = title ?? subtitle;
  // Without a name to link, the date links to the item, else a short form of its address.
  const dateLinks = heading === undefined && href !== undefined && date !== undefined;
  const addressHeading = heading === undefined && href !== undefined && date === undefined;
  const tagGroups = Object.entries(spec.tags ?? {}).flatMap(([label, path]) => {
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
  });
  const ratings = spec.ratings === undefined ? undefined : valueAt(item, spec.ratings);
  const ratingRows =
    ratings !== null && typeof ratings === 'object'
      ? Object.entries(ratings as Record<string, unknown>).filter(
          (entry): entry is [string, number] => typeof entry[1] === 'number',
        )
      : [];
  return (
    <article class={`sl-item ${compact ? 'sl-item--compact' : ''}`}>
      {image && <Picture key={image} src={image} />}
      <div class="sl-item__body">
        {(heading || addressHeading) && (
          <p class="sl-item__title">
            {href ? (
              <a class="sl-link" href={href} target="_blank" rel="noopener noreferrer">
                {heading ?? shortAddress(href)}
              </a>
            ) : (
              heading
            )}
            {verified && (
              <span class="sl-verified" title="Verified">
                {' '}
                ✓<span class="sl-visually-hidden"> verified</span>
              </span>
            )}
          </p>
        )}
        {subtitle && title && (
          <p class="sl-item__subtitle">
            {subtitleHref ? (
              <a class="sl-link" href={subtitleHref} target="_blank" rel="noopener noreferrer">
                {subtitle}
              </a>
            ) : (
              subtitle
            )}
          </p>
        )}
        {(date || typeof stars === 'number') && (
          <p class="sl-item__meta">
            {typeof stars === 'number' && <Stars value={stars} />}
            {date &&
              (dateLinks ? (
                <a class="sl-link" href={href} target="_blank" rel="noopener noreferrer">
                  {formatDate(date)}
                </a>
              ) : (
                <span>{formatDate(date)}</span>
              ))}
          </p>
        )}
        {text && (
          <p class={`sl-item__text ${whole ? '' : 'sl-item__text--clamp'}`}>
            <Linkified text={text} />
          </p>
        )}
        {long && (
          <button
            type="button"
            class="sl-item__more"
            aria-expanded={whole}
            onClick={() => setOpened(whole ? null : { item })}
          >
            {whole ? 'Show less' : 'Show all'}
          </button>
        )}
        {tagGroups.map(([label, tags]) => (
          <p key={label} class="sl-item__tags">
            <span class="sl-muted">{label}</span>{' '}
            {tags.map((tag) => (
              <span key={tag} class="sl-tag">
                {tag}
              </span>
            ))}
          </p>
        ))}
        {ratingRows.length > 0 && (
          <ul class="sl-item__stats">
            {ratingRows.map(([label, value]) => (
              <li key={label}>
                <span class="sl-muted">{label}</span> <Stars value={value} />
              </li>
            ))}
          </ul>
        )}
        {(counts.length > 0 || facts.length > 0) && (
          <ul class="sl-item__stats">
            {counts.map(([label, value]) => (
              <li key={label}>
                <strong title={exactNumber(value)}>{compactNumber(value)}</strong>{' '}
                {value === 1 ? singular(label) : label}
              </li>
            ))}
            {facts.map(([label, value]) => (
              <li key={label}>
                <span class="sl-muted">{label}</span> <FactValue value={value} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
