import { useCallback, useRef } from 'react';
import { modelUrl } from '../../three/assets.ts';
import { SectionCanvas } from '../../three/SectionCanvas.tsx';
import type { StageProps } from '../../three/stage-types.ts';
import { ORBIT_TARGET, ProjectsScene, type CameraView } from './projects-scene.tsx';

export interface ProjectsStageProps {
  /** The current project's screenshot. */
  spotlight: string;
  /** The current project's video, shown instead when given. */
  video?: string | undefined;
  /** Every project's screenshot, loaded with the model. */
  preload: readonly string[];
  /** The owner's own computer model; the generated one otherwise. */
  modelSrc?: string | undefined;
}

/** The default model, generated at build time (scripts/models/projects.model.ts). */
const DEFAULT_MODEL = 'demo-computer.glb';
/** Framing: slightly above the display, far enough that the keyboard and mouse fit. */
const CAMERA_POSITION: [number, number, number] = [0, 2.2, 7.4];
const CAMERA_FOV = 34;

/**
 * The lazily loaded half of the section. Its frame carries what the visitor sees as data
 * attributes (`data-screen-src`: the URL on the screen; `data-camera-distance` and
 * `data-camera-azimuth`: the orbit), so tests and host pages can read the stage's state
 * without reaching into WebGL.
 */
export default function ProjectsCanvas({
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  modelSrc,
  ...scene
}: StageProps<ProjectsStageProps>) {
  const frame = useRef<HTMLDivElement>(null);
  const onScreen = useCallback((src: string) => {
    // Resolved as the loaders resolve it, so it compares with an <img>'s src.
    frame.current?.setAttribute('data-screen-src', new URL(src, document.baseURI).href);
  }, []);
  const onCameraChange = useCallback(({ distance, azimuth }: CameraView) => {
    frame.current?.setAttribute('data-camera-distance', distance.toFixed(4));
    frame.current?.setAttribute('data-camera-azimuth', azimuth.toFixed(4));
  }, []);

  return (
    <div className="stage-frame" ref={frame}>
      <SectionCanvas
        active={active}
        reducedMotion={reducedMotion}
        tracker={tracker}
        onContextLoss={onContextLoss}
        camera={{ position: CAMERA_POSITION, fov: CAMERA_FOV }}
        onCreated={({ camera }) => camera.lookAt(...ORBIT_TARGET)}
      >
        <ProjectsScene
          {...scene}
          modelSrc={modelSrc ?? modelUrl(DEFAULT_MODEL)}
          reducedMotion={reducedMotion}
          active={active}
          onScreen={onScreen}
          onCameraChange={onCameraChange}
        />
      </SectionCanvas>
    </div>
  );
}
