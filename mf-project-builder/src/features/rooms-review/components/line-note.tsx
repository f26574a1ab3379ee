import { useEffect, useRef, useState } from 'react';
import { PROJECT_LIMITS } from '@specify/contracts';
import { Button, IconButton, TextArea, VisuallyHidden } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { focusWasLost } from '../hooks/use-focus-later';
import { CrossIcon, TickIcon } from './icons';

export interface LineNoteProps {
  name: string;
  note: string;
  readOnly: boolean;
  editing: boolean;
  /** Another line's note is open: one note is edited at a time. */
  locked: boolean;
  busy: boolean;
  onEdit: () => void;
  onSave: (note: string) => void;
  onRevert: () => void;
}

/**
 * A line's note (project-builder.md §4 "Line note", §5 note max 300): shown as text; Add note or
 * Edit note opens it, the tick saves it and the cross (or Escape) puts it back as it was.
 */
export function LineNote({
  name,
  note,
  readOnly,
  editing,
  locked,
  busy,
  onEdit,
  onSave,
  onRevert,
}: LineNoteProps) {
  const t = useMessages();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  // Closing the note (saved or put back) returns focus to the button that opened it, unless focus
  // has gone on elsewhere.
  useEffect(() => {
    if (!editing && wasEditing.current && focusWasLost()) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing)
    return <NoteEditor name={name} note={note} busy={busy} onSave={onSave} onRevert={onRevert} />;

  return (
    <div className="builder-rooms-note">
      {note && (
        <p className="builder-rooms-note__text">
          <span className="builder-rooms-note__label">{t('rooms.note.label')}</span> {note}
        </p>
      )}
      {!readOnly && (
        <Button
          ref={editButton}
          variant="ghost"
          size="sm"
          className="builder-rooms-note__edit"
          disabled={locked}
          onClick={onEdit}
        >
          {note ? t('rooms.note.edit') : t('rooms.note.add')}{' '}
          <VisuallyHidden>{t('rooms.note.forItem', { name })}</VisuallyHidden>
        </Button>
      )}
    </div>
  );
}

function NoteEditor({
  name,
  note,
  busy,
  onSave,
  onRevert,
}: Pick<LineNoteProps, 'name' | 'note' | 'busy' | 'onSave' | 'onRevert'>) {
  const t = useMessages();
  const [draft, setDraft] = useState(note);
  return (
    <form
      className="builder-rooms-note builder-rooms-note--editing"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSave(draft.trim());
      }}
    >
      <TextArea
        label={t('rooms.note.fieldLabel', { name })}
        hint={t('rooms.note.count', { count: draft.length, max: PROJECT_LIMITS.note })}
        maxLength={PROJECT_LIMITS.note}
        rows={3}
        value={draft}
        // It opens because the user asked to edit this note: focus goes straight to it.
        autoFocus
        onChange={(event) => setDraft(event.target.value.slice(0, PROJECT_LIMITS.note))}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onRevert();
          }
        }}
      />
      <div className="builder-rooms-note__actions">
        <IconButton
          type="submit"
          variant="secondary"
          size="sm"
          label={t('rooms.note.save')}
          icon={<TickIcon />}
          aria-busy={busy || undefined}
        />
        <IconButton
          variant="secondary"
          size="sm"
          label={t('rooms.note.revert')}
          icon={<CrossIcon />}
          onClick={onRevert}
        />
      </div>
    </form>
  );
}
