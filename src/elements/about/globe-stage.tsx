import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { GlobeLabel } from '../../content/types.ts';
import { adoptStyles } from '../../styles/stylesheets.ts';
import type { StageProps } from '../../three/stage-types.ts';
import { CAMERA_DISTANCE, placeMarker, type MarkerPlace } from './globe-place.ts';
import { markerVars } from './globe-style.ts';
import { useLook } from '../../platform/look.tsx';
import { canDrawInWorker } from '../../three/worker/support.ts';
import { StageCanvas } from '../../three/StageCanvas.tsx';
import globeCss from './globe.css?inline';

export interface GlobeStageProps {
  /** Where the marker sits, its colour, size (px) and name. */
  label: GlobeLabel;
  /** Width and height of the canvas in CSS pixels. */
  size: number;
}

/**
 * Pixels the globe starts with in software WebGL: all of its 326 px box. Its dots and rim need
 * them, and it draws at display rate with them, unlike the desk, computer and character scenes,
 * which settle at half their ratio there (docs/performance.md).
 */
const SOFTWARE_PIXELS = 120_000;

/** The camera of the globe: narrow enough that the globe fills the middle of its box. */
const CAMERA = { fov: 50, near: 0.1, far: 10, position: [0, 0, CAMERA_DISTANCE] } as const;

/**
 * The About section's globe, an r3f scene drawn in a worker where the browser can start one,
 * else on the page (frames only while active, a still frame under reduced motion, ready and
 * context loss reported, the context released on unmount), with the owner's marker and name as
 * HTML over it.
 */
export default function GlobeStage({
  label,
  size,
  active,
  reducedMotion,
  tracker,
  onContextLoss,
}: StageProps<GlobeStageProps>) {
  const box = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  const { accent } = useLook();
  // In a worker where the browser can; on the page's thread if the worker cannot.
  const [inWorker, setInWorker] = useState(canDrawInWorker);
  const onScene = useCallback((data: Record<string, unknown>) => {
    if (data.marker) placeMarker(marker.current, data.marker as MarkerPlace);
  }, []);
  const onUnavailable = useCallback(() => setInWorker(false), []);

  useLayoutEffect(() => {
    const root = box.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, [globeCss]);
  }, []);

  return (
    <div
      ref={box}
      className="globe-canvas"
      style={{ width: size, height: size, ...markerVars(label, accent) } as CSSProperties}
    >
      <StageCanvas
        active={active}
        reducedMotion={reducedMotion}
        tracker={tracker}
        onContextLoss={onContextLoss}
        softwarePixels={SOFTWARE_PIXELS}
        flat
        camera={CAMERA}
        scene="globe"
        inWorker={inWorker}
        sceneProps={{ label }}
        onScene={onScene}
        onUnavailable={onUnavailable}
      />
      <div ref={marker} className="globe-marker" data-hidden="true" aria-hidden="true">
        <span className="globe-marker-dot" />
        {label.text && <span className="globe-marker-label">{label.text}</span>}
      </div>
    </div>
  );
}
