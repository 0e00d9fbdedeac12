import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { fallback: (reset: () => void) => ReactNode; children: ReactNode };
type State = { failed: boolean };

/** Catches render errors and failed chunk loads of a subtree and shows the given fallback. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // Reporting arrives with the observability work; the fallback already tells the user.
  }

  reset = () => {
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
