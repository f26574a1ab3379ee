import { useState } from 'react';
import type { Account, Address, AddressFields, EventBus, Market } from '@specify/contracts';
import { Button, ConfirmDialog, VisuallyHidden } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import { useAddresses } from '../../../lib/api/account';
import { PostalAddress } from '../../../lib/postal-address';
import { AddressFormDialog } from './address-form-dialog';

export interface AddressBookProps {
  account: Account;
  market: Market;
  bus: EventBus;
}

type Editing = { address?: Address } | undefined;

/**
 * My Account's addresses (storefront §2, §4): add, edit, remove (asked once more), and the
 * default shipping and billing address. Every change answers with the account, which replaces
 * the cached one, and sends its account event.
 */
export function AddressBook({ account, market, bus }: AddressBookProps) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const addresses = useAddresses(bus);
  const [editing, setEditing] = useState<Editing>();
  const [removing, setRemoving] = useState<Address>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [announcement, setAnnouncement] = useState('');

  async function apply(change: Promise<Account>, done: string) {
    await change;
    setAnnouncement(done);
  }

  async function attempt(task: () => Promise<void>) {
    setBusy(true);
    setFailure(undefined);
    try {
      await task();
    } catch (thrown) {
      setFailure(actionMessage(thrown, t('error.generic')));
    } finally {
      setBusy(false);
    }
  }

  const save = (address?: Address) => (fields: AddressFields) =>
    address
      ? apply(addresses.update(address, fields), t('address.updated'))
      : apply(addresses.add(fields), t('address.added'));

  return (
    <div>
      <VisuallyHidden as="p" role="status">
        {announcement}
      </VisuallyHidden>
      {failure && (
        <p role="alert" className="account-form__alert">
          {failure}
        </p>
      )}
      {account.addresses.length === 0 ? (
        <p className="account-form__intro">{t('address.none')}</p>
      ) : (
        <ul className="address-book" aria-label={t('address.title')}>
          {account.addresses.map((address) => {
            const name = `${address.firstName} ${address.lastName}`.trim();
            return (
              <li key={address.addressId} className="address-card" aria-label={name}>
                <PostalAddress address={address} />
                <p className="address-card__defaults">
                  {address.isDefaultShippingAddress && <span>{t('address.defaultShipping')}</span>}
                  {address.isDefaultBillingAddress && <span>{t('address.defaultBilling')}</span>}
                </p>
                <div className="address-card__actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => setEditing({ address })}
                    aria-label={t('address.editNamed', { name })}
                  >
                    {t('address.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    onClick={() => setRemoving(address)}
                    aria-label={t('address.removeNamed', { name })}
                  >
                    {t('address.remove')}
                  </Button>
                  {!address.isDefaultShippingAddress && (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      aria-label={t('address.makeDefaultShippingNamed', { name })}
                      onClick={() =>
                        void attempt(() =>
                          apply(
                            addresses.setDefaultShipping(address),
                            t('address.defaultShippingSet', { name }),
                          ),
                        )
                      }
                    >
                      {t('address.makeDefaultShipping')}
                    </Button>
                  )}
                  {!address.isDefaultBillingAddress && (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      aria-label={t('address.makeDefaultBillingNamed', { name })}
                      onClick={() =>
                        void attempt(() =>
                          apply(
                            addresses.setDefaultBilling(address),
                            t('address.defaultBillingSet', { name }),
                          ),
                        )
                      }
                    >
                      {t('address.makeDefaultBilling')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="secondary" disabled={busy} onClick={() => setEditing({})}>
        {t('address.add')}
      </Button>
      {editing && (
        <AddressFormDialog
          market={market}
          address={editing.address}
          onSave={save(editing.address)}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={t('address.removeTitle')}
        description={t('address.removeBody')}
        confirmLabel={t('address.remove')}
        tone="danger"
        busy={busy}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          const address = removing;
          setRemoving(undefined);
          if (address) void attempt(() => apply(addresses.remove(address), t('address.removed')));
        }}
      />
    </div>
  );
}
