import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../components/button';

interface State {
  error: Error | null;
}

/**
 * Keeps a remote's render error inside its own region, with a way to try again. Generic in its
 * props because single-spa-react renders it with all of a remote's lifecycle props: it reads only
 * the remote's name, and so fits `errorBoundaryClass` without a cast.
 */
export class RemoteErrorBoundary<
  Props extends { remote: string } = { remote: string },
> extends Component<Props & { children?: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(
      `[SPEC-MOUNT-001] ${this.props.remote} failed to render`,
      error,
      info.componentStack,
    );
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="spec-region-error">
        <p>This part of the page could not be shown.</p>
        <Button onClick={() => this.setState({ error: null })}>Retry</Button>
      </div>
    );
  }
}
