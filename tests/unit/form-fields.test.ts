/**
 * Every endpoint's form fields, read from its params' definitions, say what zod's own JSON Schema
 * of the input side says: which are required, their kind, choices, bounds, defaults and pattern.
 * Generated from the catalog.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { type FormField, formFields } from '@/lib/api/form';
import { endpoints } from '@/lib/areas';

interface JsonProperty {
  type?: string | string[];
  enum?: string[];
  minimum?: number;
  maximum?: number;
  default?: string | number | boolean;
  pattern?: string;
  anyOf?: JsonProperty[];
}

/** The fields as JSON Schema states them (the largest safe integer being "no cap"). */
function fromJsonSchema(endpoint: (typeof endpoints)[number]): FormField[] {
  const schema = z.toJSONSchema(endpoint.params, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonProperty>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const types = [property.type ?? property.anyOf?.map((option) => option.type) ?? []].flat();
    const kind: FormField['kind'] = property.enum
      ? 'choice'
      : types.includes('boolean')
        ? 'flag'
        : types.includes('integer')
          ? 'integer'
          : types.includes('number')
            ? 'number'
            : 'text';
    return {
      name,
      required: schema.required?.includes(name) ?? false,
      inPath: endpoint.pathParams.includes(name),
      kind,
      ...(property.enum ? { options: property.enum } : {}),
      ...(property.minimum !== undefined ? { min: property.minimum } : {}),
      ...(property.maximum !== undefined && property.maximum < Number.MAX_SAFE_INTEGER
        ? { max: property.maximum }
        : {}),
      ...(property.default !== undefined ? { fallback: property.default } : {}),
      ...(kind === 'flag' ? { fallback: false } : {}),
      ...(property.pattern ? { pattern: property.pattern } : {}),
    };
  });
}

describe('form fields', () => {
  it.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s: the fields JSON Schema states',
    (_, endpoint) => {
      expect(formFields(endpoint)).toEqual(fromJsonSchema(endpoint));
    },
  );
});
