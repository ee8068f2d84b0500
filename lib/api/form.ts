/**
 * Form fields for an endpoint's params, read from its zod schema (the input side, as JSON Schema
 * would state it): the panel's controls and the explorer's form are generated from these, within
 * the spec's caps. Read from the schemas' definitions rather than through zod's JSON Schema
 * converter, which would double what the panel loads before its first paint.
 */
import type { z } from 'zod/mini';
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

/** The parts of a zod schema's definition the fields are read from. */
interface Definition {
  type: string;
  innerType?: Schema;
  in?: Schema;
  options?: Schema[];
  entries?: Record<string, string>;
  defaultValue?: unknown;
  checks?: { _zod: { def: Check } }[];
}
type Check =
  | { check: 'number_format'; format: string }
  | { check: 'greater_than' | 'less_than'; value: number; inclusive: boolean }
  | { check: 'string_format'; format: string; pattern?: RegExp }
  | { check: string };
type Schema = { _zod: { def: Definition } };

/** What the input side accepts, once `optional`, `default` and a pipe's output are set aside. */
interface Accepted {
  types: Set<string>;
  optional: boolean;
  fallback?: unknown;
  options?: string[];
  min?: number;
  max?: number;
  pattern?: string;
}

/** The bounds JSON Schema states for a whole number that is a safe integer. */
const safeInteger = Number.MAX_SAFE_INTEGER;

function accepted(schema: Schema, into: Accepted): Accepted {
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
      into.optional = true;
      return def.innerType ? accepted(def.innerType, into) : into;
    case 'default':
      into.optional = true;
      into.fallback ??= def.defaultValue;
      return def.innerType ? accepted(def.innerType, into) : into;
    case 'pipe':
      return def.in ? accepted(def.in, into) : into;
    case 'union':
      for (const option of def.options ?? []) accepted(option, into);
      return into;
    case 'enum':
      into.types.add('string');
      into.options = Object.values(def.entries ?? {});
      return into;
    default:
      into.types.add(def.type);
  }
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'number_format' && 'format' in check && check.format.includes('int')) {
      into.types.delete('number');
      into.types.add('integer');
      into.min = Math.max(into.min ?? -safeInteger, -safeInteger);
      into.max = Math.min(into.max ?? safeInteger, safeInteger);
    } else if (check.check === 'greater_than' && 'inclusive' in check && check.inclusive) {
      into.min = Math.max(into.min ?? check.value, check.value);
    } else if (check.check === 'less_than' && 'inclusive' in check && check.inclusive) {
      into.max = Math.min(into.max ?? check.value, check.value);
    } else if (check.check === 'string_format' && 'pattern' in check && check.pattern) {
      into.pattern ??= check.pattern.source;
    }
  }
  return into;
}

const kindOf = (field: Accepted): FormField['kind'] => {
  if (field.options) return 'choice';
  if (field.types.has('boolean')) return 'flag';
  if (field.types.has('integer')) return 'integer';
  if (field.types.has('number')) return 'number';
  return 'text';
};

const cache = new Map<string, FormField[]>();

export function formFields(endpoint: Endpoint): FormField[] {
  const known = cache.get(endpoint.id);
  if (known) return known;
  const shape = endpoint.params.shape as Record<string, z.ZodMiniType>;
  const fields = Object.entries(shape).map(([name, schema]): FormField => {
    const field = accepted(schema as unknown as Schema, { types: new Set(), optional: false });
    const kind = kindOf(field);
    return {
      name,
      required: !field.optional,
      inPath: endpoint.pathParams.includes(name),
      kind,
      ...(field.options ? { options: field.options } : {}),
      ...(field.min !== undefined ? { min: field.min } : {}),
      // "No cap" is the largest safe integer.
      ...(field.max !== undefined && field.max < safeInteger ? { max: field.max } : {}),
      ...(field.fallback !== undefined
        ? { fallback: field.fallback as string | number | boolean }
        : {}),
      ...(kind === 'flag' ? { fallback: false } : {}),
      ...(field.pattern ? { pattern: field.pattern } : {}),
    };
  });
  cache.set(endpoint.id, fields);
  return fields;
}
