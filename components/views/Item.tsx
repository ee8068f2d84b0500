import { createContext } from 'preact';
import { useContext, useState } from 'preact/hooks';
import { SafeLink, safeHref } from '@/components/SafeLink';
import type { ItemSpec } from '@/lib/api/view-spec';
import { compactNumber, exactNumber, formatDate } from './format';
import { itemFields, type KindOf, shortAddress } from './item-fields';

/** What the numbers of the answer shown are (its area's numbers.ts): set once by its view. */
export const NumberKindOf = createContext<KindOf>(() => undefined);

/** Text with its http(s) addresses as links; everything else stays text. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <SafeLink key={`${index}-${part}`} href={part}>
            {part}
          </SafeLink>
        ) : (
          part
        ),
      )}
    </>
  );
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
  return <SafeLink href={href}>{shortAddress(href)}</SafeLink>;
}

type Shows = ReturnType<typeof itemFields>;

/** Its name, linked to it when it has an address (or its address), and whether it is verified. */
function ItemTitle({ shows }: { shows: Shows }) {
  const { heading, href } = shows;
  if (!heading && !shows.addressHeading) return null;
  return (
    <p class="sl-item__title">
      {href ? <SafeLink href={href}>{heading ?? shortAddress(href)}</SafeLink> : heading}
      {shows.verified && (
        <span class="sl-verified" title="Verified">
          {' '}
          ✓<span class="sl-visually-hidden"> verified</span>
        </span>
      )}
    </p>
  );
}

/** Its stars and its date, the date linked to it when the title is not. */
function ItemMeta({ shows }: { shows: Shows }) {
  const { date, href } = shows;
  if (!date && shows.stars === undefined) return null;
  return (
    <p class="sl-item__meta">
      {shows.stars !== undefined && <Stars value={shows.stars} />}
      {date &&
        (shows.dateLinks && href ? (
          <SafeLink href={href}>{formatDate(date)}</SafeLink>
        ) : (
          <span>{formatDate(date)}</span>
        ))}
    </p>
  );
}

/** Its numbers: ratings in stars, then counts and facts. */
function ItemStats({ shows }: { shows: Shows }) {
  return (
    <>
      {shows.ratings.length > 0 && (
        <ul class="sl-item__stats">
          {shows.ratings.map(([label, value]) => (
            <li key={label}>
              <span class="sl-muted">{label}</span> <Stars value={value} />
            </li>
          ))}
        </ul>
      )}
      {(shows.counts.length > 0 || shows.facts.length > 0) && (
        <ul class="sl-item__stats">
          {shows.counts.map(([label, value]) => (
            <li key={label}>
              <strong title={exactNumber(value)}>{compactNumber(value)}</strong> {label}
            </li>
          ))}
          {shows.facts.map(([label, value]) => (
            <li key={label}>
              <span class="sl-muted">{label}</span> <FactValue value={value} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
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
  const kindOf = useContext(NumberKindOf);
  const shows = itemFields(item, spec, compact, whole, kindOf);
  return (
    <article class={`sl-item ${compact ? 'sl-item--compact' : ''}`}>
      {shows.image && <Picture key={shows.image} src={shows.image} />}
      <div class="sl-item__body">
        <ItemTitle shows={shows} />
        {shows.subtitle && (
          <p class="sl-item__subtitle">
            {shows.subtitleHref ? (
              <SafeLink href={shows.subtitleHref}>{shows.subtitle}</SafeLink>
            ) : (
              shows.subtitle
            )}
          </p>
        )}
        <ItemMeta shows={shows} />
        {shows.text && (
          <p class={`sl-item__text ${whole ? '' : 'sl-item__text--clamp'}`}>
            <Linkified text={shows.text} />
          </p>
        )}
        {shows.long && (
          <button
            type="button"
            class="sl-item__more"
            aria-expanded={whole}
            onClick={() => setOpened(whole ? null : { item })}
          >
            {whole ? 'Show less' : 'Show all'}
          </button>
        )}
        {shows.tagGroups.map(([label, tags]) => (
          <p key={label} class="sl-item__tags">
            <span class="sl-muted">{label}</span>{' '}
            {tags.map((tag) => (
              <span key={tag} class="sl-tag">
                {tag}
              </span>
            ))}
          </p>
        ))}
        <ItemStats shows={shows} />
      </div>
    </article>
  );
}
