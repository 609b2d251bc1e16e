import { Component, type ReactNode } from 'react';

interface StageBoundaryProps {
  onError: (error: Error) => void;
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches anything the 3D stage throws: a chunk that fails, no WebGL, a model that 404s. */
export class StageBoundary extends Component<StageBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
