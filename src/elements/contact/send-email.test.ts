import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailRequest } from './payload.ts';
import { createSender, EmailError } from './send-email.ts';
import { createMemoryStorage, THROTTLE_ID, ThrottledError } from './throttle.ts';

const library = vi.hoisted(() => ({ send: vi.fn(), init: vi.fn() }));
vi.mock('@emailjs/browser', () => library);

const REQUEST: EmailRequest = {
  publicKey: 'pk',
  serviceId: 'service',
  templateId: 'template',
  origin: 'https://api.emailjs.com',
  throttleMs: 30_000,
  params: {
    from_name: 'A',
    to_name: 'B',
    from_email: 'a@x.org',
    to_email: 'b@x.org',
    message: 'm',
  },
};

let clock: number;
let storage: ReturnType<typeof createMemoryStorage>;
let sendEmail: ReturnType<typeof createSender>;

beforeEach(() => {
  library.send.mockReset();
  clock = 1_000_000;
  storage = createMemoryStorage();
  sendEmail = createSender({ storage, now: () => clock });
});

describe('createSender', () => {
  it('passes the library its limitRate and the in-memory storage', async () => {
    library.send.mockResolvedValue({ status: 200, text: 'OK' });
    await expect(sendEmail(REQUEST)).resolves.toEqual({ status: 200, text: 'OK' });
    expect(library.send).toHaveBeenCalledWith('service', 'template', REQUEST.params, {
      publicKey: 'pk',
      origin: 'https://api.emailjs.com',
      limitRate: { id: THROTTLE_ID, throttle: 30_000 },
      storageProvider: storage,
    });
  });

  it('refuses a second send within the throttle, without calling the library', async () => {
    library.send.mockResolvedValue({ status: 200, text: 'OK' });
    await sendEmail(REQUEST);
    clock += 10_500;
    const refused = sendEmail(REQUEST);
    await expect(refused).rejects.toBeInstanceOf(ThrottledError);
    await expect(refused).rejects.toMatchObject({ waitSeconds: 20, status: 429 });
    expect(library.send).toHaveBeenCalledTimes(1);
  });

  it('counts the wait from the answer and lets a send through once it is over', async () => {
    library.send.mockResolvedValue({ status: 200, text: 'OK' });
    await sendEmail(REQUEST);
    clock += 30_000;
    await expect(sendEmail(REQUEST)).resolves.toEqual({ status: 200, text: 'OK' });
    expect(library.send).toHaveBeenCalledTimes(2);
  });

  it('does not start the wait when a send fails', async () => {
    // The library stamps the time before its request; the stamp is put back on failure.
    library.send.mockImplementationOnce(async () => {
      await storage.set(THROTTLE_ID, String(clock));
      throw { status: 500, text: 'Internal' };
    });
    await expect(sendEmail(REQUEST)).rejects.toEqual(new EmailError(500, 'Internal'));
    expect(await storage.get(THROTTLE_ID)).toBe(null);
    library.send.mockResolvedValue({ status: 200, text: 'OK' });
    await expect(sendEmail(REQUEST)).resolves.toEqual({ status: 200, text: 'OK' });
  });

  it('keeps an earlier wait when a later send fails', async () => {
    library.send.mockResolvedValueOnce({ status: 200, text: 'OK' });
    await sendEmail(REQUEST);
    const stamp = await storage.get(THROTTLE_ID);
    clock += 40_000;
    library.send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendEmail(REQUEST)).rejects.toEqual(new EmailError(0, 'Network Error'));
    expect(await storage.get(THROTTLE_ID)).toBe(stamp);
  });

  it('sends back to back when the throttle is 0', async () => {
    library.send.mockResolvedValue({ status: 200, text: 'OK' });
    await sendEmail({ ...REQUEST, throttleMs: 0 });
    await expect(sendEmail({ ...REQUEST, throttleMs: 0 })).resolves.toBeDefined();
    expect(library.send).toHaveBeenCalledTimes(2);
  });

  it('checks the throttle after the send ahead of it has answered', async () => {
    let answer!: () => void;
    library.send.mockImplementationOnce(
      () => new Promise((resolve) => (answer = () => resolve({ status: 200, text: 'OK' }))),
    );
    const first = sendEmail(REQUEST);
    const second = sendEmail(REQUEST);
    await vi.waitFor(() => expect(library.send).toHaveBeenCalledTimes(1));
    answer();
    await first;
    await expect(second).rejects.toBeInstanceOf(ThrottledError);
    expect(library.send).toHaveBeenCalledTimes(1);
  });
});
