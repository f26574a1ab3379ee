import {
  DEFAULT_ROOMS,
  PROJECT_LIMITS,
  cleanRoomName,
  roomIdentity,
  selectRoom,
  type Project,
  type SelectedRoom,
} from '@specify/contracts';

/**
 * The rooms picker's rules (project-builder.md §4 "Room picker", §5 "Rooms"): a chip toggles a
 * room in with a count of 1, the count runs 1 to 999 and 0 (or nothing) takes the room out, and a
 * custom name is cleaned and refused when it is a room already there.
 */

/** The chips: the default rooms, then the custom ones in the order they were added. */
export function roomChips(custom: readonly string[]): string[] {
  return [...DEFAULT_ROOMS, ...custom];
}

export function toggleRoom(selected: readonly SelectedRoom[], roomName: string): SelectedRoom[] {
  return selected.some((room) => room.roomName === roomName)
    ? selected.filter((room) => room.roomName !== roomName)
    : [...selected, selectRoom(roomName, 1)];
}

/** Sets a room's count: 0 or less removes it, above 999 stops at 999 (the caller says so). */
export function setRoomCount(
  selected: readonly SelectedRoom[],
  roomName: string,
  count: number,
): SelectedRoom[] {
  if (count <= 0) return selected.filter((room) => room.roomName !== roomName);
  const next = selectRoom(roomName, Math.min(count, PROJECT_LIMITS.roomCount));
  return selected.map((room) => (room.roomName === roomName ? next : room));
}

export type CustomRoomResult =
  { ok: true; roomName: string } | { ok: false; problem: 'empty' | 'exists' };

/** A typed custom room, cleaned (§5) and checked against every chip already there. */
export function customRoom(typed: string, chips: readonly string[]): CustomRoomResult {
  const roomName = cleanRoomName(typed);
  if (!roomName) return { ok: false, problem: 'empty' };
  const identity = roomIdentity(roomName);
  if (chips.some((chip) => roomIdentity(chip) === identity))
    return { ok: false, problem: 'exists' };
  return { ok: true, roomName };
}

/** What may be typed into the custom room field: letters, digits, spaces, hyphens, up to 30. */
export function typedRoomName(text: string): string {
  return text.replace(/[^\p{L}\p{N} -]/gu, '').slice(0, PROJECT_LIMITS.roomName);
}

/** A saved project's rooms as the picker shows them: 'Kitchen 1', 'Kitchen 2' is Kitchen × 2. */
export function roomsOfLabels(labels: readonly string[]): SelectedRoom[] {
  const rooms = new Map<string, number[]>();
  for (const label of labels) {
    const [, name = label, instance] = /^(.*\S)\s+(\d+)$/.exec(label) ?? [];
    const numbers = rooms.get(name) ?? [];
    numbers.push(instance ? Number(instance) : 1);
    rooms.set(name, numbers);
  }
  return [...rooms].map(([roomName, value]) => ({ roomName, count: value.length, value }));
}

/**
 * The rooms of a saved project that hold products: the picker keeps them as they are (§4: rooms
 * with existing products cannot be changed). Named as the picker's chips name them.
 */
export function roomsHoldingProducts(project: Project | undefined): string[] {
  if (!project) return [];
  const holding = project.roomLabels.filter((label) =>
    project.lineItems.some((item) => item.roomName === label),
  );
  return roomsOfLabels(holding).map((room) => room.roomName);
}
