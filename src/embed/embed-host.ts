/**
 * dist/embed.js, for host pages: sizes iframes of portfolio-elements embed pages to their
 * content. A height message is taken only from an iframe on this page, and only when it comes
 * from the origin that iframe's src points at.
 */
const HEIGHT_MESSAGE = 'portfolio-embed:height';
const REQUEST_MESSAGE = 'portfolio-embed:request-height';
const INSTALLED = Symbol.for('portfolio-elements.embed-host');

interface HeightMessage {
  type: typeof HEIGHT_MESSAGE;
  height: number;
}

function isHeightMessage(data: unknown): data is HeightMessage {
  const message = data as Partial<HeightMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === HEIGHT_MESSAGE &&
    typeof message.height === 'number' &&
    Number.isFinite(message.height) &&
    message.height >= 0
  );
}

function onMessage(event: MessageEvent): void {
  if (!isHeightMessage(event.data)) return;
  for (const frame of document.querySelectorAll('iframe')) {
    if (frame.contentWindow !== event.source) continue;
    let origin: string;
    try {
      origin = new URL(frame.src, document.baseURI).origin;
    } catch {
      return;
    }
    if (origin !== event.origin) return;
    frame.style.height = `${Math.min(event.data.height, 20000)}px`;
    frame.dataset.portfolioHeight = String(event.data.height);
    return;
  }
}

const registry = globalThis as { [INSTALLED]?: boolean };
if (!registry[INSTALLED]) {
  registry[INSTALLED] = true;
  window.addEventListener('message', onMessage);
  // Embeds that loaded before this script reported to nobody: ask them again. The request
  // carries nothing, so any origin may receive it.
  for (const frame of document.querySelectorAll('iframe')) {
    frame.contentWindow?.postMessage({ type: REQUEST_MESSAGE }, '*');
  }
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLIFrameElement) {
          node.addEventListener('load', () => {
            node.contentWindow?.postMessage({ type: REQUEST_MESSAGE }, '*');
          });
        }
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}
