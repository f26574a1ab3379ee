import { useId, useState } from 'react';
import type { ProjectLineItem, RoomGroup } from '@specify/contracts';
import { Button, ConfirmDialog, VisuallyHidden } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import type { ProjectTabProps } from '../../../lib/project-tab';
import { useFocusLater } from '../hooks/use-focus-later';
import { useRoomsReview } from '../hooks/use-rooms-review';
import {
  deleteItem,
  deleteRoom,
  labelsOf,
  moved,
  renameRoom,
  reorderRoom,
  roomsWithItems,
  updateNote,
} from '../model/payloads';
import { existingRoom } from '../model/room-name';
import { LineItem } from './line-item';
import { RoomSection } from './room-section';
import '../rooms-review.css';

type Confirmation =
  | { kind: 'item'; item: ProjectLineItem; last: boolean }
  | { kind: 'room'; room: string; count: number }
  | { kind: 'rename'; from: string; to: string; merge: boolean };

type MoveVia = 'up' | 'down' | 'handle' | 'drag';

/**
 * Tab 3, View products (project-builder.md §2 tab 3, §4, §5 "Items"): the project's rooms with
 * their items. A room is renamed inline (merging into a room of that name) or deleted; an item is
 * deleted, moved within its room (dragged by its handle, or Move up / Move down), given a quantity
 * (saved on Save & Continue) or a note (saved by its tick). Each write answers the project, which
 * goes to the wizard; view mode shows the same without any control that changes the project.
 */
export function RoomsTab(props: ProjectTabProps) {
  const { project, market, readOnly, goToTab, setUnsaved } = props;
  const t = useMessages();
  const review = useRoomsReview(props);
  const focusLater = useFocusLater();
  const base = useId();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [editingNote, setEditingNote] = useState<string | null>(null);

  const titleId = `${base}title`;
  const dragHintId = `${base}drag-hint`;
  const headingId = (room: string) => `${base}room-${room.replace(/\s+/g, '-')}`;
  const controlId = (item: ProjectLineItem, what: string) => `${base}item-${item.id}-${what}`;

  /** A room's items in the order being saved, if a move is on its way, else the project's. */
  function shown(group: RoomGroup): RoomGroup {
    const order = review.orders[group.roomName];
    if (!order) return group;
    const items = order.flatMap((id) => group.items.filter((item) => item.id === id));
    return items.length === group.items.length ? { ...group, items } : group;
  }
  const rooms = roomsWithItems(project).map(shown);

  function move(room: RoomGroup, from: number, to: number, via: MoveVia) {
    const item = room.items[from];
    if (!item || review.isBusy()) return;
    const ids = moved(
      room.items.map((candidate) => candidate.id),
      from,
      to,
    );
    const total = ids.length;
    if (via === 'handle') focusLater(controlId(item, 'handle'));
    // At either end the button pressed is disabled: focus goes to the one beside it.
    else if (via === 'up') focusLater(controlId(item, to > 0 ? 'up' : 'down'));
    else if (via === 'down') focusLater(controlId(item, to < total - 1 ? 'down' : 'up'));
    void review.saveOrder(
      room.roomName,
      ids,
      reorderRoom(ids),
      t('rooms.item.moved', { name: item.name, position: to + 1, total, room: room.roomName }),
    );
  }

  async function confirm() {
    if (!confirmation) return;
    if (confirmation.kind === 'rename') {
      const { from, to } = confirmation;
      const outcome = await review.send(
        'rename',
        renameRoom(project, from, to),
        t('rooms.rename.success'),
      );
      setConfirmation(null);
      if (outcome !== 'saved') return;
      setRenaming(null);
      focusLater(headingId(to));
    } else if (confirmation.kind === 'room') {
      const { room } = confirmation;
      const outcome = await review.send(
        'delete',
        deleteRoom(project, room),
        t('rooms.delete.roomDone', { room }),
      );
      setConfirmation(null);
      if (outcome === 'saved') focusLater(titleId);
    } else {
      const { item, last } = confirmation;
      const outcome = await review.send(
        'delete',
        deleteItem(project, item),
        t('rooms.delete.itemDone', { name: item.name, room: item.roomName }),
      );
      setConfirmation(null);
      if (outcome === 'saved') focusLater(last ? titleId : headingId(item.roomName));
    }
  }

  async function saveAndContinue() {
    const outcome = await review.saveQuantities();
    if (outcome === 'stale' || outcome === 'busy') return;
    // §8: an item quantity update failing during the save is logged and the flow continues.
    if (outcome === 'failed')
      console.error('Tab 3: saving the quantities failed; going on to the preview.');
    // Nothing is left to ask about: the wizard hears it before it is asked to change tab.
    setUnsaved(null);
    goToTab(4);
  }

  async function saveNote(item: ProjectLineItem, note: string) {
    if (note === item.roomNotes) {
      setEditingNote(null);
      return;
    }
    const outcome = await review.send('note', updateNote(item.id, note), t('rooms.note.saved'));
    if (outcome === 'saved') setEditingNote(null);
  }

  // The live regions are always there, so what arrives in them is announced.
  const messages = (
    <>
      <div role="status" className="builder-rooms__live">
        {review.notice && <p className="builder-rooms-notice">{review.notice}</p>}
      </div>
      <div role="alert" className="builder-rooms__live">
        {review.problem && (
          <div className="builder-rooms-problem">
            <p>{review.problem.message}</p>
            {review.problem.stale && (
              <Button variant="secondary" size="sm" onClick={() => void review.reload()}>
                {t('rooms.reload')}
              </Button>
            )}
          </div>
        )}
      </div>
    </>
  );

  return (
    <div className="builder-rooms">
      <h2 id={titleId} className="builder-rooms__title" tabIndex={-1}>
        {project.projectName}
      </h2>
      {messages}
      {rooms.length === 0 ? (
        <div className="builder-rooms-empty">
          <p className="builder-rooms-empty__title">{t('rooms.empty.title')}</p>
          <p>{t('rooms.empty.body')}</p>
          <Button onClick={() => goToTab(2)}>{t('rooms.empty.add')}</Button>
        </div>
      ) : (
        <>
          <VisuallyHidden as="p" id={dragHintId}>
            {t('rooms.item.dragHint')}
          </VisuallyHidden>
          {rooms.map((room) => (
            <RoomSection
              key={room.roomName}
              roomName={room.roomName}
              itemCount={room.items.length}
              headingId={headingId(room.roomName)}
              readOnly={readOnly}
              renaming={renaming === room.roomName}
              onStartRename={() => setRenaming(room.roomName)}
              onCancelRename={() => setRenaming(null)}
              onRename={(to) => {
                const merge = existingRoom(labelsOf(project), room.roomName, to);
                setConfirmation({
                  kind: 'rename',
                  from: room.roomName,
                  to: merge ?? to,
                  merge: Boolean(merge),
                });
              }}
              onDelete={() =>
                setConfirmation({ kind: 'room', room: room.roomName, count: room.items.length })
              }
              onDragMove={(from, to) => move(room, from, to, 'drag')}
            >
              {room.items.map((item, position) => (
                <LineItem
                  key={item.id}
                  item={item}
                  market={market}
                  position={position}
                  total={room.items.length}
                  readOnly={readOnly}
                  controlId={(what) => controlId(item, what)}
                  dragHintId={dragHintId}
                  quantity={review.quantityOf(item.id, item.quantity)}
                  onQuantity={(quantity) => review.setQuantity(item.id, quantity)}
                  onMove={(to, via) => move(room, position, to, via)}
                  onDelete={() =>
                    setConfirmation({ kind: 'item', item, last: room.items.length === 1 })
                  }
                  onAlternatives={() => goToTab(2)}
                  note={{
                    editing: editingNote === item.id,
                    locked: editingNote !== null && editingNote !== item.id,
                    busy: review.busy === 'note',
                    onEdit: () => setEditingNote(item.id),
                    onSave: (note) => void saveNote(item, note),
                    onRevert: () => setEditingNote(null),
                  }}
                />
              ))}
            </RoomSection>
          ))}
          {!readOnly && (
            <div className="builder-rooms__footer">
              <Button busy={review.busy === 'quantities'} onClick={() => void saveAndContinue()}>
                {t('rooms.save')}
              </Button>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirmation !== null}
        busy={review.busy !== null}
        tone={confirmation?.kind === 'rename' ? 'default' : 'danger'}
        {...confirmationText(confirmation, t)}
        cancelLabel={t('rooms.delete.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirmation(null)}
      />
    </div>
  );
}

function confirmationText(
  confirmation: Confirmation | null,
  t: ReturnType<typeof useMessages>,
): { title: string; description: string; confirmLabel: string } {
  if (!confirmation) return { title: '', description: '', confirmLabel: '' };
  if (confirmation.kind === 'rename') {
    const { from, to, merge } = confirmation;
    return {
      title: t('rooms.rename.title', { from }),
      description: merge
        ? t('rooms.rename.mergeDescription', { from, to })
        : t('rooms.rename.description', { from, to }),
      confirmLabel: t('rooms.rename.confirm'),
    };
  }
  if (confirmation.kind === 'room')
    return {
      title: t('rooms.delete.roomTitle', { room: confirmation.room }),
      description: t('rooms.delete.roomDescription', { count: confirmation.count }),
      confirmLabel: t('rooms.delete.confirm'),
    };
  const { item, last } = confirmation;
  return {
    title: t('rooms.delete.itemTitle', { name: item.name }),
    description: last
      ? t('rooms.delete.lastItemDescription', { room: item.roomName })
      : t('rooms.delete.itemDescription', { room: item.roomName }),
    confirmLabel: t('rooms.delete.confirm'),
  };
}
