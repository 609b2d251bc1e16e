import { Component, type ReactNode } from 'react';
import { ConfigError } from './config-error.tsx';

interface RenderGuardProps {
  tag: string;
  host: HTMLElement;
  children: ReactNode;
}

/** Catches a render failure so one element's crash shows a panel instead of a blank page. */
export class RenderGuard extends Component<RenderGuardProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error) {
      return (
        <ConfigError
          tag={this.props.tag}
          host={this.props.host}
          issues={[{ path: '(render)', message: error.message }]}
        />
      );
    }
    return this.props.children;
  }
}
