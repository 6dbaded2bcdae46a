import { Component, type ReactNode } from 'react';

import { removeFirstFrame } from '../../lib/first-frame';
import { ErrorPage } from './error-page';

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * Catches a screen that throws while rendering (or whose code fails to load) and shows the §2 error
 * page with the error's message. The app keys it by path, so navigating away recovers.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch() {
    // The error page, not the server's first paint of the screen, is what is shown now.
    removeFirstFrame();
  }

  override render() {
    return this.state.error ? <ErrorPage message={this.state.error.message} /> : this.props.children;
  }
}
