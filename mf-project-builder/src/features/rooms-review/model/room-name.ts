import { PROJECT_LIMITS } from '@specify/contracts';

/**
 * A room name as it is typed in the rename field (project-builder.md §5 "Rename: required
 * non-empty, max 30, same characters"): anything but letters, digits, spaces and hyphens is
 * removed at once, and the text is cut to 30.
 */
export function stripRoomName(text: string): string {
  return text.replace(/[^\p{L}\p{N} -]/gu, '').slice(0, PROJECT_LIMITS.roomName);
}

/** The label a rename sends: spaces collapsed and trimmed; '' when nothing is left. */
export function finalRoomName(text: string): string {
  return stripRoomName(text).replace(/\s+/g, ' ').trim();
}

/**
 * The room a rename lands in when it names one the project has (ignoring case, as the server
 * matches it), other than the room itself: the two rooms merge.
 */
export function existingRoom(
  labels: readonly string[],
  from: string,
  to: string,
): string | undefined {
  const wanted = to.toLocaleLowerCase();
  return labels.find((label) => label !== from && label.toLocaleLowerCase() === wanted);
}
