/** Every endpoint in a person's words: the platform and the thing, never the contract's area. */
import { expect, it } from 'vitest';
import { endpoints } from '@/lib/areas';
import { endpointName } from '@/lib/areas/names';
import { listed } from '@/lib/platforms/directory';

it.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))('%s', (id, endpoint) => {
  const platform = listed.find((entry) => entry.area === endpoint.area);
  expect(endpointName(id)).toBe(`${platform?.name} · ${endpoint.label}`);
  expect(endpointName(id)).not.toMatch(new RegExp(`^${endpoint.area}\\b`));
});

it('leaves an id it does not know as it is', () => {
  expect(endpointName('video.nothing')).toBe('video.nothing');
});
