import { Button } from '@kindred/ui/Button';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FullPageMessage } from './FullPageMessage/FullPageMessage.tsx';

interface Props {
  /** When it changes (the path), an error shown is cleared and the page tried again. */
  resetKey: string;
  /** Called as an error is cleared, before the page is tried again. */
  onReset?: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * A page whose code could not be fetched (the connection dropped, or a new release replaced the
 * files) or that failed to render shows this instead of a blank screen. Navigating elsewhere (a new
 * `resetKey`) tries again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) {
      this.props.onReset?.();
      this.setState({ error: null });
    }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to load or render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <FullPageMessage
        title="This page could not be loaded"
        description="Connection issue. Please check your internet and try again."
        actions={<Button onPress={() => globalThis.location.reload()}>Reload page</Button>}
      />
    );
  }
}
