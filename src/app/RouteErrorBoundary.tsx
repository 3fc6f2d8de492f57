import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '../ui/ErrorPanel';

interface Props {
  /** A change of this key (the path) clears a caught error: navigating elsewhere recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  key: string;
}

/**
 * Around all routes: a frame or page that throws outside the shell's own page boundaries shows
 * an error panel, never a blank screen. 重试 reloads the app.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[route]', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <ErrorPanel title="页面出错了" detail={this.state.error.message} onRetry={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}
