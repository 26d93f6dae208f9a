import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BOUNDARY_AUTO_RESET_MS } from '../../config/ui';
import { reportBoundaryError } from '../../lib/system';
import { isCriticalError } from './error-kinds';
import { ErrorScreen } from './error-screen';

interface Props {
  children: ReactNode;
  /** Changing this (the route path) clears a shown error. */
  resetKey?: string;
}
interface State {
  error: Error | null;
  reported: boolean;
  /** When the last reset happened, to tell "fixed" from "threw again straight away". */
  lastResetAt: number;
  retryFailed: boolean;
}

// An error that comes back this soon after a reset is treated as persistent: no more auto-resets.
const REPEAT_WINDOW_MS = 1000;

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reported: false, lastResetAt: 0, retryFailed: false };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const repeated = Date.now() - this.state.lastResetAt < REPEAT_WINDOW_MS;
    if (repeated) this.setState({ retryFailed: true });
    if (isCriticalError(error)) {
      void reportBoundaryError(error, info.componentStack).then((reported) => this.setState({ reported }));
    } else if (!repeated) {
      this.timer = setTimeout(this.reset, BOUNDARY_AUTO_RESET_MS);
    }
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  override componentWillUnmount(): void {
    clearTimeout(this.timer);
  }

  reset = (): void => {
    clearTimeout(this.timer);
    this.setState({ error: null, reported: false, lastResetAt: Date.now(), retryFailed: false });
  };

  override render(): ReactNode {
    const { error, reported, retryFailed } = this.state;
    if (!error) return this.props.children;
    return <ErrorScreen error={error} reported={reported} retryFailed={retryFailed} onReset={this.reset} />;
  }
}
