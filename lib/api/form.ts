/**
 * Form fields for an endpoint's params, read from its zod schema (as JSON Schema, the input side):
 * the panel's controls and the explorer's form are generated from these, within the spec's caps.
 */
import { z } from 'zod/mini';
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
