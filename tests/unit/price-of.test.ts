/**
 * One rule for a call's price, for every endpoint of the catalog: valid params are priced as the
 * service charges them; params it would refuse, or an endpoint the catalog no longer has, have no
 * price (never 0); kept calls together spend only what the priced ones cost.
 */
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@/lib/api/endpoint';
import { endpoints, priceOfCall, spendOf } from '@/lib/areas';
import { priceOf } from '@/lib/areas/page-params';
import { checkCall } from '@/lib/extension/background/api-service';

const catalog: readonly Endpoint[] = endpoints;
const examples = catalog.map((endpoint) => ({
  id: endpoint.id,
  endpoint,
  params: endpoint.example as Record<string, unknown>,
}));
/** Endpoints with a param the service requires: without their params, a call is refused. */
const needing = examples.filter(({ endpoint }) => !endpoint.params.safeParse({}).success);

describe('a call that can be made', () => {
  it.each(examples)('$id is priced as the service charges it', ({ id, endpoint, params }) => {
    const checked = checkCall({ id, params });
    expect(checked).not.toHaveProperty('message');
    const charged = endpoint.credits(params);
    expect(charged).toBeGreaterThan(0);
    expect(priceOf(endpoint, params)).toBe(charged);
    expect(priceOfCall(id, params)).toBe(charged);
  });

  it('empty fields of a form are left out, so their defaults are priced', () => {
    const [{ endpoint, params }] = needing as [(typeof needing)[number]];
    const blanks = Object.fromEntries(
      Object.keys(endpoint.params.shape)
        .filter((name) => !(name in params))
        .map((name) => [name, '']),
    );
    expect(priceOf(endpoint, { ...params, ...blanks })).toBe(endpoint.credits(params));
  });
});

describe('a call that cannot be made has no price', () => {
  it('there are endpoints that require params', () => {
    expect(needing.length).toBeGreaterThan(10);
  });

  it.each(needing)('$id without its params', ({ id, endpoint }) => {
    expect(checkCall({ id, params: {} })).toHaveProperty('message');
    expect(priceOf(endpoint, {})).toBeUndefined();
    expect(priceOfCall(id, {})).toBeUndefined();
  });

  it('an endpoint the catalog no longer has', () => {
    expect(checkCall({ id: 'video.gone', params: {} })).toHaveProperty('message');
    expect(priceOfCall('video.gone', {})).toBeUndefined();
  });

  it('kept calls together spend what the ones that can be made cost', () => {
    const kept = examples.map(({ id, params }) => ({ endpointId: id, params }));
    const total = examples.reduce((sum, { endpoint, params }) => sum + endpoint.credits(params), 0);
    expect(
      spendOf([
        ...kept,
        { endpointId: 'video.gone', params: {} },
        ...needing.map(({ id }) => ({ endpointId: id, params: {} })),
      ]),
    ).toBe(total);
    expect(spendOf([{ endpointId: 'video.gone', params: {} }])).toBe(0);
  });
});
