import { useMessages, type MessageId } from '../../../i18n/messages';

/** The checkout's steps after the cart and the sign-in, in order. */
export const CHECKOUT_STEPS = ['address', 'shipping', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

const ALL: { key: MessageId; step?: CheckoutStep }[] = [
  { key: 'checkout.step.cart' },
  { key: 'checkout.step.signIn' },
  { key: 'checkout.step.address', step: 'address' },
  { key: 'checkout.step.shipping', step: 'shipping' },
  { key: 'checkout.step.review', step: 'review' },
];

/** Where the user is in the checkout: the steps done, the current one (aria-current) and those to come. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const t = useMessages();
  const at = ALL.findIndex((entry) => entry.step === current);
  return (
    <ol className="checkout-steps" aria-label={t('checkout.steps')}>
      {ALL.map((entry, index) => (
        <li
          key={entry.key}
          aria-current={index === at ? 'step' : undefined}
          data-state={index < at ? 'done' : index === at ? 'current' : 'next'}
        >
          <span className="checkout-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          {t(entry.key)}
        </li>
      ))}
    </ol>
  );
}
