import { z } from 'zod';

/** A console form's field problem: `path` joins the body's keys with '.', e.g. 'distanceBands.1.upToMiles'. */
export const fieldProblemSchema = z.object({ path: z.string(), message: z.string() });
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** Console forms only: every field's problem, so each message can show beside its field. */
  fields: z.array(fieldProblemSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export function okResponse<T extends z.ZodTypeAny>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export type Ok<T> = { success: true; data: T };
export type ApiResponse<T> = Ok<T> | ErrorResponse;
