/**
 * The honeypot: one extra field people never see or reach (off screen, inert, out of the tab
 * order), which form-filling bots fill. A filled trap sends nothing, yet shows the usual success.
 *
 * Not `type=hidden`, which bots skip. Its name must not look like anything a browser or password
 * manager autofills (name, e-mail, address, phone, company...): 'website' has no autofill type in
 * Chrome, Firefox or Safari, and `autocomplete="off"` asks them to leave it alone.
 */
export const HONEYPOT = {
  name: 'website',
  autoComplete: 'off',
} as const;

/** Whether a submission came with the trap filled. */
export function isTrapped(value: string | null | undefined): boolean {
  return (value ?? '').trim() !== '';
}
