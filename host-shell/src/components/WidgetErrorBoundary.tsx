import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface WidgetErrorBoundaryProps {
  children: ReactNode;
  /** Rendered after the widget threw; `reset` renders the children again. */
  fallback: (reset: () => void) => ReactNode;
  onError?: (error: unknown) => void;
}

/** Keeps a widget that throws while rendering from blanking the whole page. */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The booking widget failed while rendering', error, info.componentStack);
    this.props.onError?.(error);
  }

  private readonly reset = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
