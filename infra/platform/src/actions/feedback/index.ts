import { and, count, eq, gt } from 'drizzle-orm';
import { type FeedbackResponse } from '@specify/contracts';
import { FEEDBACK_MESSAGES } from '@specify/contracts/api/feedback';
import { feedback } from '../../db/schema';
import { defineAction, type Action } from '../action';
import { PlatformError } from '../../kernel/platform-error';

/**
 * One client may send this much feedback in the window; counted in the database, so the limit
 * holds across every platform instance.
 */
export const FEEDBACK_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

/** Share Feedback: validated by the contract schema, stored, rate-limited per client address. */
const submitFeedback = defineAction(
  'feedback/submit',
  async (body, context): Promise<FeedbackResponse> => {
    const ip = context.request.ip;
    const since = new Date(context.now().getTime() - FEEDBACK_RATE_LIMIT.windowMs);
    const [recent] = await context.db
      .select({ sent: count() })
      .from(feedback)
      .where(and(eq(feedback.ip, ip), gt(feedback.createdAt, since)));
    if ((recent?.sent ?? 0) >= FEEDBACK_RATE_LIMIT.max) {
      context.reply.header('retry-after', String(FEEDBACK_RATE_LIMIT.windowMs / 1000));
      throw new PlatformError(429, 'error.feedback.throttled', FEEDBACK_MESSAGES.throttled);
    }
    const account = await context.session.account();
    await context.db.insert(feedback).values({
      market: context.market,
      rating: body.rating,
      message: body.message,
      email: body.email ?? '',
      page: body.page ?? '',
      accountId: account?.accountId ?? null,
      ip,
      createdAt: context.now(),
    });
    return { isError: false, message: FEEDBACK_MESSAGES.success };
  },
);

export const feedbackActions: Action[] = [submitFeedback];
