/**
 * A profile's or a community's derived figures as text: each value with its sample ("median over
 * the latest 30 videos, Oct 2, 2026 – Nov 27, 2026"), its formula on hover and on focus (and as
 * its accessible description), muted when over fewer than 5 posts; or, while the posts list is not
 * stored, the offer to load it with its price. It fetches nothing: the press is the caller's.
 */
import { useId } from 'preact/hooks';
import { SafeLink } from '@/components/SafeLink';
import type { Figure, DerivedFigures as Figures, FigureUnit } from '@/lib/figures/figures';
import type { PostsOffer } from '@/lib/figures/offer';
import { exactNumber, formatDate, numberText } from '../format';

export interface DerivedFiguresProps {
  /** The figures of the stored answers; undefined while the posts list is not stored. */
  figures?: Figures;
  /** Shown when there are no figures: the posts list, its params and its price. */
  offer?: PostsOffer;
  /** Asks for the offered list (the caller fetches, through the till, as any fetch). */
  onLoad?: (offer: PostsOffer) => void;
}

/** A value as its unit reads: 4.2%, 1,234, 2.5, 3.4 days. */
function figureText(value: number, unit: FigureUnit): string {
  switch (unit) {
    case 'percent':
      return numberText(value, 'percent');
    case 'days':
      return numberText(value, 'days');
    case 'rate':
      return numberText(value, 'rating');
    default:
      return exactNumber(Math.round(value));
  }
}

/** A date as the day it was, in the user's locale. */
const dayOf = (date: string) => formatDate(date.slice(0, 10));

/** "median over the latest 30 videos, Oct 2, 2026 – Nov 27, 2026" */
function sampleLine({ sample }: Figure): string {
  const { first, last, words } = sample;
  if (first === undefined || last === undefined) return words;
  const [from, to] = [dayOf(first), dayOf(last)];
  return `${words}, ${from === to ? from : `${from} – ${to}`}`;
}

function FigureRow({ figure }: { figure: Figure }) {
  const formulaId = useId();
  const { post } = figure;
  return (
    <div class={`sl-figure${figure.muted ? ' sl-figure--muted' : ''}`}>
      <dt class="sl-figure__label">{figure.label}</dt>
      {/* Focusable: focus shows the formula, as hover does (tabindex lower-case, set as the attribute). */}
      <dd class="sl-figure__value" tabindex={0} title={figure.formula} aria-describedby={formulaId}>
        {figure.value === undefined ? (
          <span class="sl-muted">No figure: {figure.reason}</span>
        ) : (
          <>
            <strong>{figureText(figure.value, figure.unit)}</strong>
            {figure.counts !== undefined && <span> {figure.counts}</span>}
            {post?.title !== undefined && (
              <span class="sl-figure__post">
                {' '}
                {post.link ? <SafeLink href={post.link}>{post.title}</SafeLink> : post.title}
              </span>
            )}
          </>
        )}
      </dd>
      {figure.value !== undefined && <dd class="sl-figure__sample">{sampleLine(figure)}</dd>}
      {figure.caution && <dd class="sl-figure__caution">{figure.caution}</dd>}
      <dd id={formulaId} class="sl-figure__formula">
        {figure.formula}
      </dd>
    </div>
  );
}

export function DerivedFigures({ figures, offer, onLoad }: DerivedFiguresProps) {
  if (!figures) {
    if (!offer) return null;
    return (
      <p class="sl-figures__offer">
        {offer.need}:{' '}
        <button type="button" class="sl-button" onClick={() => onLoad?.(offer)}>
          {offer.action}
          {offer.priceWords ? ` · ${offer.priceWords}` : ''}
        </button>
      </p>
    );
  }
  return (
    <dl class="sl-figures" aria-label="Derived figures">
      {figures.figures.map((figure) => (
        <FigureRow key={figure.id} figure={figure} />
      ))}
    </dl>
  );
}
