/**
 * The field types every area's response schemas are built from, after the spec's conventions
 * (s, i, n, b, ts, T?, T[]). Scraped data is partial and platforms add fields: objects keep unknown keys (`record`), and a
 * body that does not fit is still delivered, with warnings (see the client).
 */
import { z } from '../zod';

/** An object that keeps fields the spec does not list. */
export const record = z.looseObject;

export const str = z.string();
export const int = z.number().check(z.int());
export const num = z.number();
export const bool = z.boolean();

/**
 * A timestamp as the service writes it. Forms vary by field (ISO with `Z` or `+00:00`, a date
 * only, "3 days ago", "March 2021"), so it stays the string it was; views format it.
 */
export const timestamp = z.string();

/** A field the spec has only seen as null: its other type is unknown, so anything is accepted. */
export const seenOnlyNull = z.unknown();

/** An array whose elements the spec has only seen empty. */
export const unknownList = z.array(z.unknown());

/** A next-page token; an empty string or null (as platforms write it) at the end of a list. */
export const nextToken = z.nullable(z.string());

/**
 * Built on first use. Only the background checks answers: the views, which load the catalog for
 * names, params and prices, never pay for building the response schemas.
 */
export const built = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
};
