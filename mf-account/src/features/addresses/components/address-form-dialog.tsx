import { useState, type FormEvent } from 'react';
import {
  MARKET_DEFINITIONS,
  type Address,
  type AddressFields,
  type Market,
} from '@specify/contracts';
import { PROFILE_STATES } from '@specify/contracts/account/profile';
import { Button, Dialog, Select, TextField } from '@specify/ui';
import { useMessages, type MessageId } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import {
  ADDRESS_LIMITS,
  addressFieldsOf,
  addressValuesOf,
  validateAddress,
  type AddressField,
  type AddressValues,
} from '../model/address-form';

export interface AddressFormDialogProps {
  market: Market;
  /** The address to edit; none adds a new one. */
  address?: Address;
  onSave: (fields: AddressFields) => Promise<void>;
  onClose: () => void;
}

const ERROR_MESSAGES: Record<string, MessageId> = {
  required: 'address.error.required',
  postalCode: 'address.error.postalCode',
  phone: 'address.error.phone',
};

/** Add or edit an address; checked as typed once submitted, kept as typed if the server refuses. */
export function AddressFormDialog({ market, address, onSave, onClose }: AddressFormDialogProps) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const [values, setValues] = useState<AddressValues>(() => addressValuesOf(address));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const errors = submitted ? validateAddress(values) : {};

  const text = (
    field: AddressField,
    label: MessageId,
    extra: { optional?: boolean; autoComplete?: string; inputMode?: 'numeric' | 'tel' } = {},
  ) => (
    <TextField
      label={t(label)}
      value={values[field]}
      maxLength={ADDRESS_LIMITS[field]}
      optional={extra.optional}
      autoComplete={extra.autoComplete}
      inputMode={extra.inputMode}
      error={errors[field] && t(ERROR_MESSAGES[errors[field]] ?? 'address.error.required')}
      onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    if (Object.keys(validateAddress(values)).length > 0) return;
    setSaving(true);
    try {
      await onSave(addressFieldsOf(values, market));
      onClose();
    } catch (thrown) {
      setFailure(actionMessage(thrown, t('error.generic')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={address ? t('address.editTitle') : t('address.addTitle')}>
      <form
        noValidate
        aria-label={address ? t('address.editTitle') : t('address.addTitle')}
        onSubmit={(event) => void submit(event)}
      >
        {failure && (
          <p role="alert" className="account-form__alert">
            {failure}
          </p>
        )}
        <div className="account-form__grid">
          {text('firstName', 'address.firstName', { autoComplete: 'given-name' })}
          {text('lastName', 'address.lastName', { autoComplete: 'family-name' })}
          {text('streetNumber', 'address.streetNumber', { optional: true })}
          {text('streetName', 'address.streetName', { autoComplete: 'address-line1' })}
        </div>
        {text('additionalStreetInfo', 'address.additionalStreetInfo', {
          optional: true,
          autoComplete: 'address-line2',
        })}
        <div className="account-form__grid">
          {text('city', 'address.city', { autoComplete: 'address-level2' })}
          <Select
            label={t('address.state')}
            value={values.state}
            placeholder={t('address.statePlaceholder')}
            options={PROFILE_STATES[market].map((state) => ({ value: state, label: state }))}
            error={errors.state && t('address.error.required')}
            onChange={(event) =>
              setValues((current) => ({ ...current, state: event.target.value }))
            }
          />
          {text('postalCode', 'address.postalCode', {
            autoComplete: 'postal-code',
            inputMode: 'numeric',
          })}
          <TextField
            label={t('address.country')}
            value={MARKET_DEFINITIONS[market].region}
            readOnly
          />
        </div>
        {text('phone', 'address.phone', { optional: true, autoComplete: 'tel', inputMode: 'tel' })}
        <div className="account-form__actions">
          <Button type="submit" busy={saving}>
            {t('address.save')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('address.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
