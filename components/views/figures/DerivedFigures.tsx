/**
 * A profile's or a community's derived figures as text: each value with its sample ("median over
 * the latest 30 videos, Oct 2, 2026 – Nov 27, 2026"), its formula on hover and on focus (and as
 * its accessible description), muted when over fewer than 5 posts; or, while the posts list is not
 * stored, the offer to load it with its price. It fetches nothing: the press is the caller's.
 */
import { useId } from 'preact/hooks';
import type { Figure, DerivedFigures as Figures } from '@/lib/figures/figures';
import type { PostsOffer } from '@/lib/figures/offer';
import { FigureValue } from './FigureValue';
import { sampleLine } from './figure-text';

export interface DerivedFiguresProps {
  /** The figures of the stored answers; undefined while the posts list is not stored. */
  figures?: Figures;
  /** Shown when there are no figures: the posts list, its params and its price. */
  offer?: PostsOffer;
  /** Asks for the offered list (the caller fetches, through the till, as any fetch). */
  onLoad?: (offer: PostsOffer) => void;
}

function FigureRow({ figure }: { figure: Figure }) {
  const formulaId = useId();
  return (
    <div class={`sl-figure${figure.muted ? ' sl-figure--muted' : ''}`}>
      <dt class="sl-figure__label">{figure.label}</dt>
      {/* Focusable: focus shows the formula, as hover does (tabindex lower-case, set as the attribute). */}
      <dd class="sl-figure__value" tabindex={0} title={figure.formula} aria-describedby={formulaId}>
        <FigureValue figure={figure} />
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
