// Actions: every call at /action/<namespace>/<action>, typed by the contracts' action catalogue.
import type { Services } from '../kernel/services';
import type { Action } from './action';
import { accountActions } from './account';
import { cartActions } from './cart';
import { contactActions } from './contact';
import { feedbackActions } from './feedback';
import { orderActions } from './orders';
import { productActions } from './product';
import { projectActions } from './project';
import { searchKeyAction } from './search';
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

/** The actions a platform with these services answers: search/getSearchKey only with search. */
export function actionsFor(services: Pick<Services, 'search'>): readonly Action[] {
  return services.search ? [...ALL_ACTIONS, searchKeyAction] : ALL_ACTIONS;
}

export { actionRoutes } from './router';
export { defineAction, type Action } from './action';
