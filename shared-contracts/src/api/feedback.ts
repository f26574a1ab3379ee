import * as v from 'valibot';
import { writes } from './action-spec';
import { EMAIL_PATTERN } from '../validation';

/**
 * Share Feedback (storefront §2 "Floating side menu"): a rating, a message and, if the visitor
 * wants an answer, an email. The form and the platform run the same schema.
 */
export const FEEDBACK_LIMITS = { message: 1000, email: 100, page: 500 } as const;

export const FEEDBACK_MESSAGES = {
  rating: 'Please choose a rating.',
  message: 'Please tell us what you think.',
  messageLength: `Please keep your feedback under ${FEEDBACK_LIMITS.message} characters.`,
  email: 'Please enter a valid email address.',
  success: 'Thank you for your feedback.',
  throttled: 'You have sent a lot of feedback just now. Please try again in a few minutes.',
} as const;

export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;

export const feedbackRequestSchema = v.strictObject({
  rating: v.pipe(
    v.number(FEEDBACK_MESSAGES.rating),
    v.integer(FEEDBACK_MESSAGES.rating),
    v.minValue(1, FEEDBACK_MESSAGES.rating),
    v.maxValue(5, FEEDBACK_MESSAGES.rating),
  ),
  message: v.pipe(
    v.string(FEEDBACK_MESSAGES.message),
    v.trim(),
    v.minLength(1, FEEDBACK_MESSAGES.message),
    v.maxLength(FEEDBACK_LIMITS.message, FEEDBACK_MESSAGES.messageLength),
  ),
  email: v.optional(
    v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(FEEDBACK_LIMITS.email, FEEDBACK_MESSAGES.email),
          v.regex(EMAIL_PATTERN, FEEDBACK_MESSAGES.email),
        ),
      ],
      FEEDBACK_MESSAGES.email,
    ),
  ),
  /** The path the visitor was on, so the team knows what the feedback is about. */
  page: v.optional(
    v.pipe(v.string(), v.maxLength(FEEDBACK_LIMITS.page), v.regex(/^\/(?!\/)/, 'a site path')),
  ),
});
export type FeedbackRequest = v.InferOutput<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = v.object({
  isError: v.literal(false),
  message: v.literal(FEEDBACK_MESSAGES.success),
});
export type FeedbackResponse = v.InferOutput<typeof feedbackResponseSchema>;

export type FeedbackField = 'rating' | 'message' | 'email' | 'page';

/** The form's check, with the server's rules: the request, or a message per field. */
export function validateFeedback(
  input: unknown,
):
  | { success: true; output: FeedbackRequest }
  | { success: false; errors: Partial<Record<FeedbackField, string>> } {
  const parsed = v.safeParse(feedbackRequestSchema, input);
  if (parsed.success) return { success: true, output: parsed.output };
  const errors: Partial<Record<FeedbackField, string>> = {};
  for (const issue of parsed.issues) {
    const field = (v.getDotPath(issue) ?? 'message') as FeedbackField;
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

/** Share Feedback's action. */
export const FEEDBACK_ACTIONS = {
  'feedback/submit': writes(
    feedbackRequestSchema,
    feedbackResponseSchema,
    'error.feedback.throttled',
  ),
} as const;
