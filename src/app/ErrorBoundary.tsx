import { Component, type ReactNode } from 'react';
import type { Lang } from '../contracts/lang';
import { ErrorPage } from '../screens/ErrorPage';

interface Props {
  lang: Lang;
  /** Changing it (a new route) clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

/** Shows spec §2's error page (500) instead of a blank screen when a screen fails to render or load. */
export class ErrorBoundary extends Component<Props, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPage
        lang={this.props.lang}
        statusCode={500}
        description="Internal Server Error"
        onReload={() => window.location.reload()}
      />
    );
  }
}
