// No async boundary to wait on: the shell provides every shared module eagerly
// (tooling/build/webpack.cjs), so nothing waits on share negotiation, and `webpackMode: "eager"`
// keeps the boot in this one file, not a second request. The federation runtime starts in this
// task; the boot's modules are evaluated in the next, so a phone's main thread is not held for
// both at once.
import { nextTask } from './boot/next-task';

void nextTask().then(() => import(/* webpackMode: "eager" */ './bootstrap'));
