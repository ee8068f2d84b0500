/**
 * Price rules of the spec. Each entry of the catalog states its numbers once, with one of these.
 */
import { idCount } from './params';

/** The same price whatever the parameters. */
export const flat = (price: number) => (): number => price;

interface MicroblogPrices {
  base: number;
  /** With `max=true` (the authenticated mode), when the endpoint offers it. */
  max?: number;
  /** With `country` set: the proxy fetch. */
  country: number;
}

/** /microblog charges more for `max=true` and for a proxy country; the two never combine. */
export const microblogPrice =
  ({ base, max, country }: MicroblogPrices) =>
  (params: { max?: boolean; country?: string }): number => {
    if (params.max && max !== undefined) return max;
    if (params.country) return country;
    return base;
  };

/** A per-item price times the number of ids asked for. */
export const perId =
  <P>(price: (params: P) => number) =>
  (params: P & { ids: string }): number =>
    price(params) * idCount(params.ids);

/** A per-item price times the number of items requested (`count`, after its default). */
export const perRequestedItem =
  (price: number) =>
  (params: { count: number }): number =>
    price * params.count;
