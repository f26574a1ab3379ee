import { useState, type FormEvent } from 'react';
import type { CartDiscountCode } from '@specify/contracts';
import { Button, TextField } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import { useCartPending } from '../../../lib/cart-pending';

export interface DiscountCodesProps {
  codes: CartDiscountCode[];
  /** Resolves with whether the server kept the code (a cart without an id did not). */
  onRedeem: (code: string) => Promise<boolean>;
  onRemove: (code: CartDiscountCode) => Promise<void>;
}

/**
 * Redeem a code (storefront §5: an error, or an answer without a cart, is refused with the server's
 * message, else 'code not valid'), and the codes applied, each removable.
 */
export function DiscountCodes({ codes, onRedeem, onRemove }: DiscountCodesProps) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const pending = useCartPending();
  const busy = pending !== undefined;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  async function redeem(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('discount.required'));
      return;
    }
    setError(undefined);
    try {
      if (await onRedeem(code.trim())) setCode('');
      else setError(t('discount.invalid'));
    } catch (thrown) {
      setError(actionMessage(thrown, t('discount.invalid')));
    }
  }

  async function remove(applied: CartDiscountCode) {
    setFailure(undefined);
    try {
      await onRemove(applied);
    } catch (thrown) {
      setFailure(actionMessage(thrown, t('error.generic')));
    }
  }

  return (
    <div className="cart-discounts">
      <form
        noValidate
        className="cart-discounts__form"
        aria-label={t('discount.title')}
        onSubmit={(event) => void redeem(event)}
      >
        <TextField
          label={t('discount.label')}
          value={code}
          maxLength={50}
          autoComplete="off"
          error={error}
          onChange={(event) => setCode(event.target.value)}
        />
        <div className="cart-discounts__apply">
          <Button
            type="submit"
            variant="secondary"
            busy={pending === 'discount'}
            disabled={busy && pending !== 'discount'}
          >
            {t('discount.apply')}
          </Button>
        </div>
      </form>
      {codes.length > 0 && (
        <ul className="cart-discounts__applied" aria-label={t('discount.applied')}>
          {codes.map((applied) => (
            <li key={applied.discountId}>
              <span>
                {t('discount.appliedCode', { code: applied.code, percent: applied.percentOff })}
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => void remove(applied)}
              >
                {t('discount.remove', { code: applied.code })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p role="alert" className="account-form__alert">
          {failure}
        </p>
      )}
    </div>
  );
}
