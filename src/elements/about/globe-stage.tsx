import { useCallback, useLayoutEffect, useRef, type CSSProperties } from 'react';
import type { GlobeLabel } from '../../content/types.ts';
import { useLook } from '../../platform/look.tsx';
import { adoptStyles } from '../../styles/stylesheets.ts';
import { StageCanvas } from '../../three/page/StageCanvas.tsx';
import type { StageProps } from '../../three/stage-types.ts';
import { loadStageRuntime } from '../stage-runtime.ts';
import { CAMERA_DISTANCE, placeMarker } from './globe-place.ts';
import { GLOBE_SCENE, type GlobeReport } from './globe-stage-types.ts';
import { markerVars } from './globe-style.ts';
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
 * The About section's globe, drawn by the stage runtime (in a worker where the browser can start
 * one; frames only while active, a still frame under reduced motion, ready and context loss
 * reported, the context released on unmount), with the owner's marker and name as HTML over it.
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
  const onReport = useCallback(
    (report: GlobeReport) => placeMarker(marker.current, report.marker),
    [],
  );

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
        scene={GLOBE_SCENE}
        sceneProps={{ label }}
        active={active}
        reducedMotion={reducedMotion}
        tracker={tracker}
        onContextLoss={onContextLoss}
        softwarePixels={SOFTWARE_PIXELS}
        flat
        camera={CAMERA}
        runtime={loadStageRuntime}
        onReport={onReport}
      />
      <div ref={marker} className="globe-marker" data-hidden="true" aria-hidden="true">
        <span className="globe-marker-dot" />
        {label.text && <span className="globe-marker-label">{label.text}</span>}
      </div>
    </div>
  );
}
