import { atom } from 'jotai';

/** Which step of the sign-in panel shows: the two tabs, or the reset step in their place. */
export type SignInView = 'sign-in' | 'sign-up' | 'forgot-password';

export const signInViewAtom = atom<SignInView>('sign-in');

/**
 * The email typed on any step, so moving between them keeps it (passwords are never carried).
 * Each mount has its own through its jotai Provider: the /login page and the modal never share it.
 */
export const signInEmailAtom = atom('');

/** Back to the first step with nothing typed: the panel starts over each time it is shown. */
export const resetSignInAtom = atom(null, (_get, set) => {
  set(signInViewAtom, 'sign-in');
  set(signInEmailAtom, '');
});
