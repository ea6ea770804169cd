import { z } from 'zod';

export const errorResponseSchema = z.object({ success: z.literal(false), message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export function okResponse<T extends z.ZodTypeAny>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export type Ok<T> = { success: true; data: T };
export type ApiResponse<T> = Ok<T> | ErrorResponse;
