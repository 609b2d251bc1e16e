/** One problem found in the configuration, with the JSON path it sits at. */
export interface ConfigIssue {
  path: string;
  message: string;
}

/**
 * Why a contact message did not go out: the provider answered with an error status, no answer
 * came (network), the page sent one moments ago (throttled), the hidden trap field was filled
 * (honeypot), or the owner's keys or origin are missing (config).
 */
export type ContactFailureReason = 'provider' | 'network' | 'throttled' | 'honeypot' | 'config';

/** Every event the elements fire, with its detail. All bubble and cross the shadow boundary. */
export interface PortfolioEventMap {
  'portfolio-error': {
    /**
     * `worker`: a 3D stage could not start its worker and draws on the page's thread instead
     * (it still shows); the message names the cause and the fix.
     */
    source: 'config' | 'asset' | 'webgl' | 'worker' | 'email';
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

/**
 * The events' names at run time, for the docs' contract test. `satisfies` with the record below
 * fails to compile when an event is added to the map and not here, or the other way round.
 */
export const PORTFOLIO_EVENTS = Object.keys({
  'portfolio-error': true,
  'portfolio-progress': true,
  'portfolio-load': true,
  'portfolio-project-change': true,
  'portfolio-animation-change': true,
  'portfolio-contact-sent': true,
  'portfolio-contact-failed': true,
  'portfolio-copy': true,
} satisfies Record<keyof PortfolioEventMap, true>) as (keyof PortfolioEventMap)[];

export function emit<K extends keyof PortfolioEventMap>(
  target: EventTarget,
  type: K,
  detail: PortfolioEventMap[K],
): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
