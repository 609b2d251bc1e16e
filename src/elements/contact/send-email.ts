/**
 * The one network module: the contact form's EmailJS call through `@emailjs/browser` 4.4.1.
 * Views receive a `SendEmail` function, so tests can pass a fake.
 */
import { init, send, type StorageProvider } from '@emailjs/browser';
import type { EmailRequest } from './payload.ts';
import {
  THROTTLE_ID,
  ThrottledError,
  createMemoryStorage,
  toWaitSeconds,
  waitLeft,
} from './throttle.ts';

/** What the provider answered: the library's `EmailJSResponseStatus` shape. */
export interface EmailResult {
  status: number;
  text: string;
}

export type SendEmail = (request: EmailRequest) => Promise<EmailResult>;

/** A failed send, with the provider's status and text (0 and 'Network Error' without a reply). */
export class EmailError extends Error implements EmailResult {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`EmailJS answered ${status}: ${text}`);
    this.name = 'EmailError';
  }
}

/** The library's status and text when no response arrived at all. */
const NETWORK_ERROR: EmailResult = { status: 0, text: 'Network Error' };

function toEmailError(error: unknown): EmailError {
  if (error instanceof EmailError) return error;
  if (typeof error === 'object' && error !== null && 'status' in error && 'text' in error) {
    const { status, text } = error as { status: unknown; text: unknown };
    if (typeof status === 'number') return new EmailError(status, String(text));
  }
  // The library throws its own validation messages as plain strings.
  if (typeof error === 'string') return new EmailError(0, error);
  return new EmailError(NETWORK_ERROR.status, NETWORK_ERROR.text);
}

export interface SenderOptions {
  /** Where the library keeps the time of the last send (its `storageProvider`). */
  storage: StorageProvider;
  now: () => number;
}

/**
 * A `SendEmail` with its own flood limit. The library stamps the time before its request and
 * refuses within `limitRate.throttle`; the stamp is then moved to the provider's answer, and put
 * back as it was when the send fails, so only a message that went out starts the wait. The wait
 * is checked here first as well, to tell the visitor how long it has left.
 */
export function createSender({ storage, now }: SenderOptions): SendEmail {
  /**
   * `send()` reads the API origin from the library's module-wide store, which only `init()` sets
   * (its `origin` option is ignored by `send()` itself). Two forms with different origins must
   * not interleave init and send, nor two sends the throttle's check, so calls run one after
   * another.
   */
  let queue: Promise<unknown> = Promise.resolve();

  async function sendNow(request: EmailRequest): Promise<EmailResult> {
    const { publicKey, serviceId, templateId, params, origin, throttleMs } = request;
    const stamp = await storage.get(THROTTLE_ID);
    const left = waitLeft(stamp, throttleMs, now());
    if (left > 0) throw new ThrottledError(toWaitSeconds(left));

    init({ publicKey, origin });
    try {
      const response = await send(
        serviceId,
        templateId,
        { ...params },
        {
          publicKey,
          origin,
          limitRate: { id: THROTTLE_ID, throttle: Math.max(0, throttleMs) },
          storageProvider: storage,
        },
      );
      await storage.set(THROTTLE_ID, String(now()));
      return { status: response.status, text: response.text };
    } catch (error) {
      await (stamp ? storage.set(THROTTLE_ID, stamp) : storage.remove(THROTTLE_ID));
      throw toEmailError(error);
    }
  }

  return (request) => {
    const result = queue.then(() => sendNow(request));
    queue = result.catch(() => undefined);
    return result;
  };
}

/** Sends one message; resolves with the provider's answer, rejects with an `EmailError` or a
 * `ThrottledError`. One wait for the whole page. */
export const sendEmail: SendEmail = createSender({
  storage: createMemoryStorage(),
  now: () => Date.now(),
});
