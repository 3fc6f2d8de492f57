import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadError, retryFailedChunks } from '../core/async/chunkLoad';
import { userMessageOf } from '../core/feedback/developerFault';
import { ErrorPanel } from './ErrorPanel';

interface Props {
  /** A change of this key (the route) clears a caught error: navigating away and back recovers. */
  resetKey: string;
  /** Tag of the console report, e.g. "page" or "route". */
  scope: string;
  /** What 重试 does; by default it renders the children again. */
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  key: string;
}

/**
 * Something that throws shows an error panel in its place, never a blank screen. What was thrown
 * goes to the console; the user reads words written for users (a JavaScript message such as
 * "Cannot read properties of undefined" is not).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.scope}]`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error) {
      // A chunk that did not load says so (and 重试 downloads it again); anything else is the general text.
      const chunk = error instanceof ChunkLoadError;
      const retry = () => {
        retryFailedChunks();
        if (this.props.onRetry) this.props.onRetry();
        else this.setState({ error: null });
      };
      return <ErrorPanel title={chunk ? '页面加载失败' : '页面出错了'} detail={chunk ? error.message : userMessageOf(error)} onRetry={retry} />;
    }
    return this.props.children;
  }
}
