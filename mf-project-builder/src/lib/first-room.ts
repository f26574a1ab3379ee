import { DEFAULT_ROOMS, roomLabel } from '@specify/contracts';

/**
 * The rooms a project without any can get from an add dialog (issue 30: a saved project whose
 * rooms were all deleted is not a dead end): the default rooms, each as its first instance
 * ('Kitchen 1', as the rooms picker names it). Adding a product to one adds the room.
 */
export const FIRST_ROOM_OPTIONS = DEFAULT_ROOMS.map((name) => ({
  value: roomLabel(name, 1),
  label: name,
}));
