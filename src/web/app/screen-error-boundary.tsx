import { Component, type ReactNode } from 'react';
import { LiveScreen } from './live-screen';
import { RouteError } from './route-error';

interface Props {
  children: ReactNode;
  /** Navigating elsewhere clears the error. */
  resetKey: string;
}

/** Catches a screen that throws or whose chunk failed to download on a flaky network. */
export class ScreenErrorBoundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey))
      return (
        <LiveScreen>
          <RouteError />
        </LiveScreen>
      );
    return this.props.children;
  }
}
