import type { App } from '../../src/app';
import { SIGNATURE } from './factories';

/**
 * The app's own OpenAPI document (`/api/docs/json`) for tests that walk every route: a route added later is
 * called by them without touching a test.
 */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  pattern?: string;
  nullable?: boolean;
}
export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
}

export const METHODS = ['get', 'post', 'put', 'delete'] as const;
export type Method = (typeof METHODS)[number];
export interface DocumentedRoute {
  method: Method;
  path: string;
  operation: Operation;
}

export async function documentedRoutes(app: App): Promise<DocumentedRoute[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Partial<Record<string, Operation>>> }>();
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

/** A plausible value for a schema, so that a request fails, when it does, on what a test changed. */
export function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'text';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variant) return sample(variant.find((option) => option.type !== 'null') ?? variant[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, key)]));
    case 'array':
      return [sample(schema.items, name)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email' || name.includes('email')) return `fuzz-${Math.random().toString(36).slice(2)}@example.org`;
      if (schema.format === 'date' || /(^|_)(date|from|to|birth)$/.test(name)) return '2030-07-01';
      if (name === 'signature') return SIGNATURE;
      if (name.includes('password')) return 'fuzz-password-1';
      return 'text'.padEnd(schema.minLength ?? 1, 'x');
    default:
      return 'text';
  }
}
