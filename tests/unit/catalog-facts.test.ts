/**
 * What each catalog entry says of itself for the views holds against its params and its sample:
 * which params page through it, which are its controls, where its list's total is.
 */
import { describe, expect, it } from 'vitest';
import { valueAt } from '@/lib/api/pagination';
import { endpoints, paramNames } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';

describe.each(endpoints.map((entry) => [entry.id, entry] as const))('%s', (_, entry) => {
  const names = paramNames(entry);

  it('pages through params it takes, never a page number a person picks', () => {
    const { pagination } = entry;
    const fromDescriptor = pagination && pagination.style !== 'page' ? [pagination.param] : [];
    expect(entry.pagingParams).toEqual(expect.arrayContaining(fromDescriptor));
    expect(names).toEqual(expect.arrayContaining([...entry.pagingParams]));
    expect(entry.pagingParams).not.toContain('page');
  });

  it('shows as controls only params it takes', () => {
    expect(names).toEqual(expect.arrayContaining([...(entry.controls ?? [])]));
  });
});

const counted = endpoints.flatMap((entry) =>
  entry.pagination?.total === undefined ? [] : [[entry.id, entry.pagination.total] as const],
);

it('some lists say their total', () => {
  expect(counted.length).toBeGreaterThan(3);
});

it.each(counted)('%s: its sample has its total at %s', (id, path) => {
  expect(valueAt(sampleOf(id), path)).toBeGreaterThan(0);
});
