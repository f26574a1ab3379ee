import type { Action } from './action';
import { accountActions } from './account';
import { productActions } from './product';

/** Every action the platform answers at /action/<namespace>/<action>. */
export const ALL_ACTIONS: readonly Action[] = [...accountActions, ...productActions];
