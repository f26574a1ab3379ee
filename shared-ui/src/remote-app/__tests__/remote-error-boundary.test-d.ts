// Type test: the error boundary is what single-spa-react takes as errorBoundaryClass, so the
// lifecycles factory passes it without a cast.
import { Component } from 'react';
import { expectTypeOf } from 'expect-type';
import type { SingleSpaReactOpts } from 'single-spa-react';
import type { LifecycleProps } from '../create-remote-lifecycles';
import { RemoteErrorBoundary } from '../remote-error-boundary';

type ErrorBoundaryClass = NonNullable<SingleSpaReactOpts<LifecycleProps>['errorBoundaryClass']>;

expectTypeOf(RemoteErrorBoundary).toExtend<ErrorBoundaryClass>();

// The check has teeth: a boundary that needs a prop the lifecycles do not carry is refused.
class NeedsMore extends Component<{ remote: string; region: number }> {}
expectTypeOf(NeedsMore).not.toExtend<ErrorBoundaryClass>();
