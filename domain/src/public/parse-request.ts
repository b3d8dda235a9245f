import type { z } from '../zod';

export type ParseResult<T> = { ok: true; data: T } | { ok: false; error: string };

/** Parses a request body; on failure returns the first issue's message, already worded for a parent. */
export function parseRequest<S extends z.ZodType>(schema: S, body: unknown): ParseResult<z.infer<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? 'Please check the form and try again' };
}
