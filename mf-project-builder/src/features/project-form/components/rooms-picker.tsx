import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  DEFAULT_ROOMS,
  PROJECT_LIMITS,
  PROJECT_TIMERS,
  type SelectedRoom,
} from '@specify/contracts';
import { Button, TextField } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { customRoom, roomChips, setRoomCount, toggleRoom, typedRoomName } from '../model/rooms';

/** A message that clears itself: 'Room already exists!' after 5 s, the 999 limit after 3 s (§5). */
function useTimedMessage(ms: number) {
  const [shown, setShown] = useState<{ at: number } | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  return { visible: shown !== null, show: () => setShown({ at: Date.now() }) };
}

export interface RoomsPickerProps {
  rooms: readonly SelectedRoom[];
  onChange: (rooms: SelectedRoom[]) => void;
  /** View mode changes nothing. */
  locked: boolean;
  /**
   * Rooms that hold products in a saved project: they stay as they are here (§4) and are renamed
   * or deleted on tab 3; every other room can still be added, counted or taken out.
   */
  held?: readonly string[];
  hint: string;
  error?: string;
  /** Id of the first chip, so a failed save can move focus here. */
  firstChipId: string;
}

/**
 * The rooms picker (project-builder.md §4 "Room picker", §5 "Rooms"): the default rooms and any
 * custom ones as toggle chips; a chosen room has a count of 1 to 999 set with − and + or typed,
 * and 0 or nothing takes it out again.
 */
export function RoomsPicker({
  rooms,
  onChange,
  locked,
  held = [],
  hint,
  error,
  firstChipId,
}: RoomsPickerProps) {
  const t = useMessages();
  const id = useId();
  const [custom, setCustom] = useState<string[]>(() =>
    rooms
      .map((room) => room.roomName)
      .filter((name) => !(DEFAULT_ROOMS as readonly string[]).includes(name)),
  );
  const [typed, setTyped] = useState('');
  const exists = useTimedMessage(PROJECT_TIMERS.roomExistsMs);
  const maximum = useTimedMessage(PROJECT_TIMERS.roomMaxCountMs);
  const chipRefs = useRef(new Map<string, HTMLButtonElement>());
  const [focusChip, setFocusChip] = useState<string>();
  const chips = roomChips(custom);

  useEffect(() => {
    if (!focusChip) return;
    chipRefs.current.get(focusChip)?.focus();
    setFocusChip(undefined);
  }, [focusChip]);

  function count(roomName: string, next: number) {
    if (next > PROJECT_LIMITS.roomCount) maximum.show();
    onChange(setRoomCount(rooms, roomName, next));
    // The count's controls go with the room; focus goes back to its chip.
    if (next <= 0) setFocusChip(roomName);
  }

  function addCustom() {
    const result = customRoom(typed, chips);
    if (!result.ok) {
      if (result.problem === 'exists') exists.show();
      return;
    }
    setCustom((current) => [...current, result.roomName]);
    onChange(toggleRoom(rooms, result.roomName));
    setTyped('');
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="builder-rooms"
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      data-invalid={error ? '' : undefined}
    >
      <legend className="builder-rooms__legend">{t('projectForm.rooms.legend')}</legend>
      <p id={hintId} className="builder-form__hint">
        {hint}
      </p>
      <ul className="builder-rooms__list">
        {chips.map((roomName, index) => {
          const room = rooms.find((candidate) => candidate.roomName === roomName);
          const fixed = locked || held.includes(roomName);
          return (
            <li
              key={roomName}
              className="builder-rooms__room"
              data-selected={room ? '' : undefined}
            >
              <button
                ref={(node) => {
                  if (node) chipRefs.current.set(roomName, node);
                  else chipRefs.current.delete(roomName);
                }}
                id={index === 0 ? firstChipId : undefined}
                type="button"
                className="builder-rooms__chip"
                aria-pressed={Boolean(room)}
                disabled={fixed}
                onClick={() => onChange(toggleRoom(rooms, roomName))}
              >
                {roomName}
              </button>
              {room && (
                <RoomCount
                  roomName={roomName}
                  count={room.count}
                  disabled={fixed}
                  onCount={(next) => count(roomName, next)}
                />
              )}
            </li>
          );
        })}
      </ul>
      {!locked && (
        <div className="builder-rooms__custom">
          <TextField
            label={t('projectForm.rooms.custom')}
            hint={t('projectForm.rooms.customHint')}
            value={typed}
            maxLength={PROJECT_LIMITS.roomName}
            autoComplete="off"
            onChange={(event) => setTyped(typedRoomName(event.target.value))}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              addCustom();
            }}
          />
          <Button variant="secondary" onClick={addCustom}>
            {t('projectForm.rooms.add')}
          </Button>
        </div>
      )}
      <p role="status" className="builder-rooms__message">
        {maximum.visible ? t('projectForm.rooms.maxCount') : ''}
      </p>
      <p role="alert" className="builder-rooms__message builder-rooms__message--error">
        {exists.visible ? t('projectForm.rooms.exists') : ''}
      </p>
      {error && (
        <p id={errorId} className="builder-form__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** − count +; a typed count is taken as typed, and 0 or nothing removes the room on leaving it. */
function RoomCount({
  roomName,
  count,
  disabled,
  onCount,
}: {
  roomName: string;
  count: number;
  disabled: boolean;
  onCount: (count: number) => void;
}) {
  const t = useMessages();
  // '' or '0' while typed: the room goes when the field is left, not under the typing hand.
  const [draft, setDraft] = useState<string | null>(null);

  function type(text: string) {
    const digits = text.replace(/\D/g, '').slice(0, 4);
    const typed = Number(digits);
    if (!digits || typed === 0) {
      setDraft(digits);
      return;
    }
    setDraft(null);
    onCount(typed);
  }
  function leave() {
    if (draft === null) return;
    setDraft(null);
    onCount(0);
  }

  return (
    <div
      role="group"
      aria-label={t('projectForm.rooms.countOf', { room: roomName })}
      className="builder-rooms__count"
    >
      <button
        type="button"
        className="builder-rooms__step"
        aria-label={t('projectForm.rooms.decrease', { room: roomName })}
        disabled={disabled}
        onClick={() => onCount(count - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className="builder-rooms__input"
        aria-label={t('projectForm.rooms.count', { room: roomName })}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={draft ?? String(count)}
        disabled={disabled}
        onChange={(event) => type(event.target.value)}
        onBlur={leave}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          leave();
        }}
      />
      <button
        type="button"
        className="builder-rooms__step"
        aria-label={t('projectForm.rooms.increase', { room: roomName })}
        disabled={disabled}
        onClick={() => onCount(count + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
