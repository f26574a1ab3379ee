// Accounts: what more than one module knows about a trade account (the actions that sign in and
// edit it, the seed that creates the development ones, the retention that forgets old failures).
export { customerTypeOf } from './customer-type';
export { hashPassword, passwordMatches, verifyPassword } from './passwords';
export { FAILURE_WINDOW_MS, signInWaitMs } from './sign-in-throttle';
