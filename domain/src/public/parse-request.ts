import type { z } from '../zod';

/** A refusal names the request's field it is about (`email`, `amount`...), when it is about one. */
export type ParseResult<T> = { ok: true; data: T } | { ok: false; error: string; field?: string };

/**
 * Parses a request body; on failure returns the first issue's message, already worded for a parent, and the
 * top-level field it concerns, so that a form can show the words beside that field.
 */
export function parseRequest<S extends z.ZodType>(schema: S, body: unknown): ParseResult<z.infer<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  return {
    ok: false,
    error: issue?.message ?? 'Please check the form and try again',
    ...(typeof field === 'string' ? { field } : {}),
  };
}
