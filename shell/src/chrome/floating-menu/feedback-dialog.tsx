import { useRef, useState, type FormEvent } from 'react';
import {
  ActionCallError,
  callAction,
  type EventBus,
  type FeedbackField,
  type Market,
} from '@specify/contracts';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_RATINGS,
  validateFeedback,
} from '@specify/contracts/api/feedback';
import { Button, Dialog, RadioGroup, TextArea, TextField, usePageLocation } from '@specify/ui';
import { useMessages, type MessageId } from '../../i18n/intl';

type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

const RATING_VALUES = FEEDBACK_RATINGS.map(String);

/**
 * Share Feedback: a rating, a message and an optional email, checked with the server's rules
 * before sending to `feedback/submit`. A failure keeps everything typed and says why.
 */
export function FeedbackDialog({
  open,
  market,
  bus,
  onClose,
}: {
  open: boolean;
  market: Market;
  bus: EventBus;
  onClose: () => void;
}) {
  const t = useMessages();
  const location = usePageLocation();
  const [rating, setRating] = useState<string | undefined>();
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FeedbackField, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const form = useRef<HTMLFormElement>(null);

  function close() {
    if (status.kind === 'sent') {
      setRating(undefined);
      setMessage('');
      setEmail('');
    }
    setErrors({});
    setStatus({ kind: 'editing' });
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateFeedback({
      rating: rating === undefined ? undefined : Number(rating),
      message,
      email: email.trim(),
      page: location.pathname,
    });
    if (!checked.success) {
      setErrors(checked.errors);
      requestAnimationFrame(() => {
        const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        (invalid?.tagName === 'FIELDSET' ? invalid.querySelector('input') : invalid)?.focus();
      });
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      const answer = await callAction('feedback/submit', { market, body: checked.output });
      bus.publish('analytics:event', {
        event: 'feedback_sent',
        params: { rating: checked.output.rating },
      });
      setStatus({ kind: 'sent', message: answer.message });
    } catch (error) {
      const throttled =
        error instanceof ActionCallError && error.code === 'error.feedback.throttled';
      setStatus({ kind: 'failed', message: throttled ? error.message : t('feedback.failed') });
    }
  }

  const sending = status.kind === 'sending';
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('feedback.title')}
      dismissible={!sending}
      footer={
        status.kind === 'sent' ? (
          <Button onClick={close}>{t('feedback.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={sending}>
              {t('feedback.cancel')}
            </Button>
            <Button type="submit" form="shell-feedback-form" busy={sending}>
              {t('feedback.submit')}
            </Button>
          </>
        )
      }
    >
      {status.kind === 'sent' ? (
        <p role="status" className="shell-feedback__sent">
          {status.message}
        </p>
      ) : (
        <form
          id="shell-feedback-form"
          ref={form}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <p className="shell-feedback__intro">{t('feedback.intro')}</p>
          <RadioGroup
            legend={t('feedback.rating')}
            inline
            value={rating}
            onChange={setRating}
            error={errors.rating}
            options={RATING_VALUES.map((value) => ({
              value,
              label: t(`feedback.rating.${value}` as MessageId),
            }))}
          />
          <TextArea
            label={t('feedback.message')}
            hint={t('feedback.messageHint', { max: FEEDBACK_LIMITS.message })}
            value={message}
            maxLength={FEEDBACK_LIMITS.message}
            error={errors.message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <TextField
            label={t('feedback.email')}
            optional
            type="email"
            autoComplete="email"
            hint={t('feedback.emailHint')}
            value={email}
            maxLength={FEEDBACK_LIMITS.email}
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {status.kind === 'failed' && (
            <p role="alert" className="shell-feedback__error">
              {status.message}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
