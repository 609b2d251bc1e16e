/** Helpers for browser tests of the built elements. */

/** Adds HTML to the test page and returns the first element; removed by `cleanup()`. */
export function fixture<T extends HTMLElement = HTMLElement>(html: string): T {
  const wrapper = document.createElement('div');
  wrapper.className = 'fixture';
  wrapper.innerHTML = html;
  document.body.append(wrapper);
  return wrapper.firstElementChild as T;
}

export function cleanup(): void {
  for (const node of document.querySelectorAll('.fixture')) node.remove();
}

export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Waits until `check` returns a truthy value (checked every frame), or fails after `timeout`. */
export async function until<T>(
  check: () => T,
  timeout = 5000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const start = performance.now();
  for (;;) {
    const value = check();
    if (value) return value as NonNullable<T>;
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await nextFrame();
  }
}

export function waitForEvent<T = unknown>(target: EventTarget, type: string, timeout = 5000) {
  return new Promise<CustomEvent<T>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeout} ms`)), timeout);
    target.addEventListener(
      type,
      (event) => {
        clearTimeout(timer);
        resolve(event as CustomEvent<T>);
      },
      { once: true },
    );
  });
}

export function shadow(host: Element): ShadowRoot {
  if (!host.shadowRoot) throw new Error(`<${host.localName}> has no open shadow root`);
  return host.shadowRoot;
}

/** The element's rendered text once React has rendered something into its shadow root. */
export async function rendered(host: Element, selector: string): Promise<Element> {
  return until(
    () => host.shadowRoot?.querySelector(selector),
    5000,
    `${selector} in ${host.localName}`,
  );
}
