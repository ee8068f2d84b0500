/**
 * Form fields for an endpoint's params, read from its zod schema (as JSON Schema, the input side):
 * the panel's controls and the explorer's form are generated from these, within the spec's caps.
 */
import { z } from 'zod/mini';
import { endpoints } from './catalog';
import type { Endpoint } from './endpoint';

export interface FormField {
  name: string;
  required: boolean;
  /** A path placeholder: the page says it, the explorer asks for it. */
  inPath: boolean;
  kind: 'choice' | 'integer' | 'number' | 'flag' | 'text';
  options?: string[];
  min?: number;
  max?: number;
  fallback?: string | number | boolean;
  pattern?: string;
}

interface JsonProperty {
  type?: string | string[];
  enum?: string[];
  minimum?: number;
  maximum?: number;
  default?: string | number | boolean;
  pattern?: string;
  anyOf?: JsonProperty[];
}

const cache = new Map<string, FormField[]>();

const kindOf = (property: JsonProperty): FormField['kind'] => {
  if (property.enum) return 'choice';
  const types = [property.type ?? property.anyOf?.map((option) => option.type) ?? []].flat();
  if (types.includes('boolean')) return 'flag';
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  return 'text';
};

export function formFields(endpoint: Endpoint): FormField[] {
  const known = cache.get(endpoint.id);
  if (known) return known;
  const schema = z.toJSONSchema(endpoint.params, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonProperty>;
    required?: string[];
  };
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]): FormField => {
    const kind = kindOf(property);
    return {
      name,
      required: schema.required?.includes(name) ?? false,
      inPath: endpoint.pathParams.includes(name),
      kind,
      ...(property.enum ? { options: property.enum } : {}),
      ...(property.minimum !== undefined ? { min: property.minimum } : {}),
      // JSON Schema writes "no cap" as the largest safe integer.
      ...(property.maximum !== undefined && property.maximum < Number.MAX_SAFE_INTEGER
        ? { max: property.maximum }
        : {}),
      ...(property.default !== undefined ? { fallback: property.default } : {}),
      ...(kind === 'flag' ? { fallback: false } : {}),
      ...(property.pattern ? { pattern: property.pattern } : {}),
    };
  });
  cache.set(endpoint.id, fields);
  return fields;
}

/** The endpoints that serve a page kind, the primary one first (the catalog's order). */
export const endpointsForPage = (area: string, kind: string): Endpoint[] =>
  endpoints.filter(
    (entry) => entry.area === area && (entry.pages as readonly string[]).includes(kind),
  );

/** The page's params under this endpoint's names (renames from `fromPage` applied). */
export function paramsFromPage(
  endpoint: Endpoint,
  pageParams: Record<string, string>,
): Record<string, string> {
  const names = Object.keys(endpoint.params.shape);
  const picked: Record<string, string> = {};
  for (const name of names) {
    const source = endpoint.fromPage?.[name];
    const value = (source !== undefined ? pageParams[source] : undefined) ?? pageParams[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

/** Values from a form: empty fields dropped, so defaults apply. */
export const cleanParams = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== undefined),
  );

/** The price of these params, or undefined while they are not valid. */
export const priceOf = (
  endpoint: Endpoint,
  params: Record<string, unknown>,
): number | undefined => {
  const parsed = endpoint.params.safeParse(cleanParams(params));
  return parsed.success ? endpoint.credits(parsed.data) : undefined;
};
