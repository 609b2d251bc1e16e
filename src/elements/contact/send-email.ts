/**
 * The one network module: the contact form's EmailJS call through `@emailjs/browser` 4.4.1.
 * Views receive a `SendEmail` function, so tests can pass a fake.
 */
import { init, send } from '@emailjs/browser';
import type { EmailRequest } from './payload.ts';

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

/**
 * `send()` reads the API origin from the library's module-wide store, which only `init()` sets
 * (its `origin` option is ignored by `send()` itself). Two forms with different origins must
 * not interleave init and send, so calls run one after another.
 */
let queue: Promise<unknown> = Promise.resolve();

async function sendNow({
  publicKey,
  serviceId,
  templateId,
  params,
  origin,
}: EmailRequest): Promise<EmailResult> {
  init({ publicKey, origin });
  try {
    const response = await send(serviceId, templateId, { ...params }, { publicKey, origin });
    return { status: response.status, text: response.text };
  } catch (error) {
    throw toEmailError(error);
  }
}

/** Sends one message; resolves with the provider's answer, rejects with an `EmailError`. */
export const sendEmail: SendEmail = (request) => {
  const result = queue.then(() => sendNow(request));
  queue = result.catch(() => undefined);
  return result;
};
