import type { ConfigIssue } from '../content/types.ts';

/**
 * Why a contact message did not go out: the provider answered with an error status, no answer
 * came (network), the page sent one moments ago (throttled), the hidden trap field was filled
 * (honeypot), or the owner's keys or origin are missing (config).
 */
export type ContactFailureReason = 'provider' | 'network' | 'throttled' | 'honeypot' | 'config';

/** Every event the elements fire, with its detail. All bubble and cross the shadow boundary. */
export interface PortfolioEventMap {
  'portfolio-error': {
    source: 'config' | 'asset' | 'webgl' | 'email';
    message: string;
    issues?: ConfigIssue[];
  };
  'portfolio-progress': { progress: number };
  'portfolio-load': Record<string, never>;
  'portfolio-project-change': { index: number };
  'portfolio-animation-change': { animation: string };
  'portfolio-contact-sent': { status: number; text: string };
  'portfolio-contact-failed': { status: number; text: string; reason: ContactFailureReason };
  'portfolio-copy': { email: string };
}

export function emit<K extends keyof PortfolioEventMap>(
  target: EventTarget,
  type: K,
  detail: PortfolioEventMap[K],
): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
