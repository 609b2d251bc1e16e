/** @jsxImportSource preact */
/**
 * The preview: preview.html in a frame, at a phone's width or a desktop's (scaled to fit), in
 * either theme and any language the content has. It shows the last valid content, posted on
 * each change (gathered for a moment, so typing does not re-render every key).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { JsonObject } from '../../content/config-layers.ts';
import { languageName } from '../form/SkillsForm.tsx';
import type { Section } from '../output/snippets.ts';
import { Segmented, SelectField } from '../ui/fields.tsx';
import {
  PREVIEW_MESSAGE,
  PREVIEW_READY,
  type PreviewMessage,
  type PreviewTheme,
} from './protocol.ts';

/** The two widths: a common phone's, and a laptop's. */
const DEVICES = {
  phone: { width: 390, height: 760, label: 'Phone' },
  desktop: { width: 1280, height: 800, label: 'Desktop' },
} as const;
type Device = keyof typeof DEVICES;

/** How far below the screen the frame starts loading. */
const NEAR = '600px';

/** Edits arriving closer than this are shown together. */
const SETTLE_MS = 250;

export function Preview(props: {
  content: JsonObject;
  sections: { section: Section; markup: string }[];
  /** The content's languages: its own first, then its locales. */
  languages: readonly string[];
  stale: boolean;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [device, setDevice] = useState<Device>('desktop');
  const [theme, setTheme] = useState<PreviewTheme>(
    props.content.theme === 'light' ? 'light' : 'dark',
  );
  const [lang, setLang] = useState(props.languages[0] ?? 'en');
  const [width, setWidth] = useState(0);
  const [ready, setReady] = useState(false);
  const [src, setSrc] = useState<string | undefined>(undefined);
  const shown = props.languages.includes(lang) ? lang : (props.languages[0] ?? 'en');

  // The frame starts once it comes near the screen and the page has gone quiet: the
  // builder's own controls come first.
  useEffect(() => {
    if (!box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = () => setSrc('preview.html');
        if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
        else setTimeout(start, 200);
      },
      { rootMargin: NEAR },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type === PREVIEW_READY) setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!box.current) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(box.current);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!ready) return;
    const message: PreviewMessage = {
      type: PREVIEW_MESSAGE,
      content: props.content,
      sections: props.sections,
      theme,
      lang: shown,
    };
    const timer = setTimeout(
      () => frame.current?.contentWindow?.postMessage(message, location.origin),
      SETTLE_MS,
    );
    return () => clearTimeout(timer);
  }, [ready, props.content, props.sections, theme, shown]);

  const size = DEVICES[device];
  const scale = width ? Math.min(1, width / size.width) : 1;
  return (
    <div class="preview">
      <div class="preview-bar">
        <Segmented
          label="Width"
          value={device}
          options={(Object.keys(DEVICES) as Device[]).map((value) => ({
            value,
            label: DEVICES[value].label,
          }))}
          onValue={(value) => setDevice(value)}
        />
        <Segmented
          label="Theme"
          value={theme}
          options={[
            { value: 'dark', label: 'Dark' },
            { value: 'light', label: 'Light' },
          ]}
          onValue={(value) => setTheme(value)}
        />
        {props.languages.length > 1 && (
          <SelectField
            label="Language"
            value={shown}
            options={props.languages.map((tag) => ({
              value: tag,
              label: `${languageName(tag)} (${tag})`,
            }))}
            onValue={setLang}
          />
        )}
      </div>
      {props.stale && (
        <p class="stale" role="status">
          Showing the last valid content: fix the problems under the JSON editor to see your edit.
        </p>
      )}
      {/* Its height follows its width from the first layout: nothing below it moves. */}
      <div
        class="frame-box"
        ref={box}
        style={{ aspectRatio: `${size.width} / ${size.height}`, maxWidth: `${size.width}px` }}
      >
        <iframe
          ref={frame}
          src={src}
          title={`Preview of your sections, ${size.label.toLowerCase()} width`}
          width={size.width}
          height={size.height}
          data-device={device}
          style={{ transform: `scale(${scale})` }}
        />
      </div>
    </div>
  );
}
