import type { Action } from './action';
import { accountActions } from './account';
import { cartActions } from './cart';
import { contactActions } from './contact';
import { feedbackActions } from './feedback';
import { orderActions } from './orders';
import { productActions } from './product';
import { projectActions } from './project';
import { wishlistActions } from './wishlist';

/** Every action the platform answers at /action/<namespace>/<action>. */
export const ALL_ACTIONS: readonly Action[] = [
  ...accountActions,
  ...productActions,
  ...cartActions,
  ...orderActions,
  ...wishlistActions,
  ...contactActions,
  ...feedbackActions,
  ...projectActions,
];
