import { useState } from 'preact/hooks';
import type { Endpoint } from '@/lib/api/endpoint';
import { endpoints } from '@/lib/areas';
import { pageKindWords } from '@/lib/export/field-words';
import { listed } from '@/lib/platforms/directory';
import { EndpointRunner } from './EndpointRunner';

const areas = [...new Set(endpoints.map((endpoint) => endpoint.area))];

/** An area as a first-time user knows it: by its platforms (the contract's word is in the path line). */
const areaName = (area: string) => {
  const names = listed.filter((platform) => platform.area === area).map((p) => p.name);
  return names.length > 0 ? names.join(', ') : area;
};

const platformOf = (area: string) => listed.find((platform) => platform.area === area)?.id ?? area;

/**
 * The endpoints of an area as the explorer offers them: each by its label, with the pages it is
 * for when another of the area has the same label ("Replies (post)", "Replies (user)").
 */
export const endpointChoices = (inArea: readonly Endpoint[]) =>
  inArea.map((entry) => ({
    id: entry.id,
    label:
      inArea.some((other) => other !== entry && other.label === entry.label) &&
      entry.pages.length > 0
        ? `${entry.label} (${entry.pages.map((kind) => pageKindWords(platformOf(entry.area), kind)).join(', ')})`
        : entry.label,
  }));

/** Any endpoint of the API with a form generated from its params. */
export function Explorer() {
  const [area, setArea] = useState<string>(areas[0] ?? 'video');
  const inArea = endpoints.filter((endpoint) => endpoint.area === area);
  const [id, setId] = useState<string>(inArea[0]?.id ?? '');
  const endpoint = inArea.find((entry) => entry.id === id) ?? inArea[0];
  return (
    <section class="sl-explorer" data-testid="explorer">
      <div class="sl-card sl-form">
        <div class="sl-form__field">
          <label class="sl-form__label" for="explorer-area">
            Area
          </label>
          <select
            id="explorer-area"
            class="sl-input"
            value={area}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setArea(next);
              setId(endpoints.find((entry) => entry.area === next)?.id ?? '');
            }}
          >
            {areas.map((name) => (
              <option key={name} value={name}>
                {areaName(name)}
              </option>
            ))}
          </select>
        </div>
        <div class="sl-form__field">
          <label class="sl-form__label" for="explorer-endpoint">
            Endpoint
          </label>
          <select
            id="explorer-endpoint"
            class="sl-input"
            value={endpoint?.id}
            onChange={(event) => setId(event.currentTarget.value)}
          >
            {endpointChoices(inArea).map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
        {endpoint && (
          <p class="sl-form__api" data-api-name>
            <span class="sl-visually-hidden">In the API: </span>
            {endpoint.path}
          </p>
        )}
      </div>
      {endpoint && <EndpointRunner key={endpoint.id} endpoint={endpoint} given={{}} explorer />}
    </section>
  );
}
