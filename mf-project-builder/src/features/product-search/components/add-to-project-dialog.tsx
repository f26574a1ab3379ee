import { useState, type FormEvent } from 'react';
import { PROJECT_LIMITS, type Project } from '@specify/contracts';
import { Button, Dialog, QuantityInput, Select } from '@specify/ui';
import { useMutationAction } from '@specify/ui/api';
import { useMessages } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import { FIRST_ROOM_OPTIONS } from '../../../lib/first-room';
import type { SearchProduct } from '../model/search-hit';

export interface AddToProjectDialogProps {
  product: SearchProduct | undefined;
  project: Project;
  onClose: () => void;
  onAdded: (project: Project, added: { roomName: string; quantity: number }) => void;
  goToDetails: () => void;
}

/**
 * Puts a search result in one of the project's rooms, with a quantity of 1 to 9999. A project
 * without rooms offers the default rooms: the one chosen is added with the product.
 */
export function AddToProjectDialog({ product, ...rest }: AddToProjectDialogProps) {
  // A fresh form for each product: its own room, quantity and message.
  return product ? <AddForm key={product.objectID} product={product} {...rest} /> : null;
}

function AddForm({
  product,
  project,
  onClose,
  onAdded,
  goToDetails,
}: AddToProjectDialogProps & { product: SearchProduct }) {
  const t = useMessages();
  const messageOf = useActionMessage();
  const { trigger, isMutating: adding } = useMutationAction('project/updateShoppingList');
  const rooms = project.roomLabels;
  const options =
    rooms.length > 0 ? rooms.map((room) => ({ value: room, label: room })) : FIRST_ROOM_OPTIONS;
  const [roomName, setRoomName] = useState(options[0]?.value ?? '');
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | undefined>(undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (adding || !roomName) return;
    setError(undefined);
    try {
      const answer = await trigger({
        shoppingListId: project.shoppingListId,
        sku: product.sku,
        items: [{ roomName, quantity }],
      });
      onAdded(answer, { roomName, quantity });
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  const formId = `builder-add-${product.objectID}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('products.add.title')}
      description={t('products.add.product', { name: product.name, code: product.code })}
      dismissible={!adding}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={adding}>
            {t('products.add.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={adding}>
            {t('products.add.submit')}
          </Button>
        </>
      }
    >
      {rooms.length === 0 && (
        <div className="builder-products__no-rooms">
          <p>{t('products.add.noRooms')}</p>
          <Button variant="secondary" onClick={goToDetails}>
            {t('products.add.goToDetails')}
          </Button>
        </div>
      )}
      <form id={formId} className="builder-products__add-form" onSubmit={submit} noValidate>
        <Select
          label={t(rooms.length > 0 ? 'products.add.room' : 'products.add.newRoom')}
          value={roomName}
          onChange={(event) => setRoomName(event.target.value)}
          options={options}
        />
        <QuantityInput
          label={t('products.add.quantity')}
          showLabel
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={PROJECT_LIMITS.quantity}
          decreaseLabel={t('products.add.decrease')}
          increaseLabel={t('products.add.increase')}
        />
        {error && (
          <p role="alert" className="builder-products__error">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
