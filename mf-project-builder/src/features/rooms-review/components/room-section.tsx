import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { PROJECT_LIMITS } from '@specify/contracts';
import { IconButton, TextField } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { focusWasLost } from '../hooks/use-focus-later';
import { useSortableList } from '../hooks/use-sortable-list';
import { finalRoomName, stripRoomName } from '../model/room-name';
import { CrossIcon, PencilIcon, TickIcon, TrashIcon } from './icons';

export interface RoomSectionProps {
  roomName: string;
  itemCount: number;
  headingId: string;
  readOnly: boolean;
  renaming: boolean;
  onStartRename: () => void;
  onCancelRename: () => void;
  /** A valid new name, different from the room's: the owner confirms and sends it. */
  onRename: (to: string) => void;
  onDelete: () => void;
  /** An item dragged from one position to another. */
  onDragMove: (from: number, to: number) => void;
  children: ReactNode;
}

/**
 * A room of tab 3 with its items (project-builder.md §2 tab 3, §4 "Room rename"): its name, an
 * inline rename and a delete, and the list its items are dragged within.
 */
export function RoomSection({
  roomName,
  itemCount,
  headingId,
  readOnly,
  renaming,
  onStartRename,
  onCancelRename,
  onRename,
  onDelete,
  onDragMove,
  children,
}: RoomSectionProps) {
  const t = useMessages();
  const list = useRef<HTMLUListElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(renaming);
  useSortableList(list, !readOnly, onDragMove);

  // A cancelled rename gives focus back to the button that opened it, unless focus has gone on
  // elsewhere (another room's rename).
  useEffect(() => {
    if (!renaming && wasRenaming.current && focusWasLost()) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  return (
    <section className="builder-rooms-room" aria-labelledby={headingId}>
      <header className="builder-rooms-room__header">
        {renaming ? (
          <RoomNameEditor
            roomName={roomName}
            onCancel={onCancelRename}
            onRename={onRename}
            headingId={headingId}
          />
        ) : (
          <>
            <h3 id={headingId} className="builder-rooms-room__name" tabIndex={-1}>
              {roomName}
            </h3>
            <p className="builder-rooms-room__count">
              {t('rooms.room.items', { count: itemCount })}
            </p>
            {!readOnly && (
              <div className="builder-rooms-room__actions">
                <IconButton
                  ref={renameButton}
                  size="sm"
                  label={t('rooms.room.rename', { room: roomName })}
                  icon={<PencilIcon />}
                  onClick={onStartRename}
                />
                <IconButton
                  size="sm"
                  label={t('rooms.room.delete', { room: roomName })}
                  icon={<TrashIcon />}
                  onClick={onDelete}
                />
              </div>
            )}
          </>
        )}
      </header>
      <ul
        ref={list}
        className="builder-rooms-room__items"
        aria-label={t('rooms.room.list', { room: roomName })}
      >
        {children}
      </ul>
    </section>
  );
}

/**
 * The room's name as a field (§5 "Rename: required non-empty, max 30, same characters"): other
 * characters are dropped as they are typed; the tick asks to rename, the cross or Escape cancels.
 */
function RoomNameEditor({
  roomName,
  headingId,
  onCancel,
  onRename,
}: {
  roomName: string;
  headingId: string;
  onCancel: () => void;
  onRename: (to: string) => void;
}) {
  const t = useMessages();
  const fieldId = useId();
  const [draft, setDraft] = useState(roomName);
  const [error, setError] = useState('');

  return (
    <form
      className="builder-rooms-rename"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const to = finalRoomName(draft);
        if (!to) {
          setError(t('rooms.rename.required'));
          document.getElementById(fieldId)?.focus();
        } else if (to === roomName) onCancel();
        else onRename(to);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      {/* The heading stays in the outline while its name is edited. */}
      <h3 id={headingId} className="builder-rooms-room__name builder-rooms-rename__heading">
        {roomName}
      </h3>
      <div className="builder-rooms-rename__field">
        <TextField
          id={fieldId}
          label={t('rooms.rename.label', { room: roomName })}
          hint={t('rooms.rename.hint')}
          error={error || undefined}
          value={draft}
          maxLength={PROJECT_LIMITS.roomName}
          autoComplete="off"
          // It opens because the user asked to rename this room: focus goes straight to it.
          autoFocus
          required
          onChange={(event) => {
            setDraft(stripRoomName(event.target.value));
            setError('');
          }}
        />
      </div>
      <div className="builder-rooms-rename__actions">
        <IconButton
          type="submit"
          variant="secondary"
          size="sm"
          label={t('rooms.rename.save')}
          icon={<TickIcon />}
        />
        <IconButton
          variant="secondary"
          size="sm"
          label={t('rooms.rename.cancel')}
          icon={<CrossIcon />}
          onClick={onCancel}
        />
      </div>
    </form>
  );
}
