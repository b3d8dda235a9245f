import qs from 'qs';
import { invalidRequest, missingParam, unknownParam } from './errors.ts';

/** stripe-node sends bracket-notation forms (`line_items[0][price_data][unit_amount]=500`): all values are strings. */
export type Params = { [key: string]: ParamValue | undefined };
export type ParamValue = string | Params | ParamValue[];

export function parseForm(text: string): Params {
  return qs.parse(text, { depth: 10, arrayLimit: 100, parameterLimit: 2000 }) as Params;
}

const name = (prefix: string, key: string): string => (prefix ? `${prefix}[${key}]` : key);

/** Stripe rejects any parameter it does not know, which catches typos in our own calls. */
export function allowOnly(params: Params, allowed: readonly string[], prefix = ''): void {
  for (const key of Object.keys(params)) if (!allowed.includes(key)) throw unknownParam(name(prefix, key));
}

export function optionalString(params: Params, key: string, prefix = ''): string | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw invalidRequest(`Invalid string: ${name(prefix, key)}`, name(prefix, key));
  return value;
}

export function requiredString(params: Params, key: string, prefix = ''): string {
  const value = optionalString(params, key, prefix);
  if (value === undefined || value === '') throw missingParam(name(prefix, key));
  return value;
}

export function optionalInteger(params: Params, key: string, prefix = ''): number | undefined {
  const value = optionalString(params, key, prefix);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw invalidRequest(`Invalid integer: ${value}`, name(prefix, key), 'parameter_invalid_integer');
  }
  return Number(value);
}

export function requiredInteger(params: Params, key: string, prefix = ''): number {
  const value = optionalInteger(params, key, prefix);
  if (value === undefined) throw missingParam(name(prefix, key));
  return value;
}

export function requiredObject(params: Params, key: string, prefix = ''): Params {
  const value = optionalObject(params, key, prefix);
  if (value === undefined) throw missingParam(name(prefix, key));
  return value;
}

export function optionalObject(params: Params, key: string, prefix = ''): Params | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidRequest(`Invalid object`, name(prefix, key));
  return value;
}

export function optionalBoolean(params: Params, key: string): boolean | undefined {
  const value = optionalString(params, key);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, key);
  return value === 'true';
}

/** A list parameter: stripe-node sends `expand[0]=a`, which qs turns into an array. */
export function stringList(params: Params, key: string): string[] {
  const value = params[key];
  if (value === undefined) return [];
  const items = Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value) : [value];
  return items.map((item) => {
    if (typeof item !== 'string') throw invalidRequest(`Invalid array`, key);
    return item;
  });
}

/** Stripe's metadata limits: 50 keys, keys up to 40 characters, values up to 500. Empty values unset a key. */
export function metadataParam(params: Params, key: string, prefix = ''): Record<string, string> | undefined {
  const param = name(prefix, key);
  const value = params[key];
  if (value === undefined) return undefined;
  if (value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest('Invalid hash', param);
  const entries = Object.entries(value);
  if (entries.length > 50) {
    throw invalidRequest(
      `Invalid ${param}: metadata can have up to 50 keys, but you passed in ${entries.length} keys.`,
      param,
    );
  }
  const result: Record<string, string> = {};
  for (const [metaKey, metaValue] of entries) {
    if (metaKey.length > 40) {
      throw invalidRequest(
        `Invalid ${param}: metadata keys can be up to 40 characters long; "${metaKey}" has ${metaKey.length}.`,
        `${param}[${metaKey}]`,
      );
    }
    if (typeof metaValue !== 'string') throw invalidRequest('Invalid string', `${param}[${metaKey}]`);
    if (metaValue.length > 500) {
      throw invalidRequest(
        `Invalid ${param}: metadata values can be up to 500 characters long; the value of "${metaKey}" has ${metaValue.length}.`,
        `${param}[${metaKey}]`,
      );
    }
    result[metaKey] = metaValue;
  }
  return result;
}

/** Applies a metadata update the way Stripe does: keys merge, an empty value deletes its key, `metadata=''` clears all. */
export function mergeMetadata(
  current: Record<string, string>,
  raw: ParamValue | undefined,
  update: Record<string, string>,
): Record<string, string> {
  if (raw === '') return {};
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
