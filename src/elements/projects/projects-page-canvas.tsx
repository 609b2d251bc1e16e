import { SectionCanvas } from '../../three/SectionCanvas.tsx';
import type { StageProps } from '../../three/stage-types.ts';
import { ORBIT_TARGET, PROJECTS_CAMERA } from './projects-camera.ts';
import { ProjectsScene, type ProjectsSceneProps } from './projects-scene.tsx';

export type ProjectsPageCanvasProps = StageProps<
  Omit<ProjectsSceneProps, 'reducedMotion' | 'active'>
>;

/** The computer drawn on the page's thread: where no worker can draw it (see ProjectsCanvas). */
export default function ProjectsPageCanvas({
  active,
  reducedMotion,
  tracker,
  onContextLoss,
  ...scene
}: ProjectsPageCanvasProps) {
  return (
    <SectionCanvas
      active={active}
      reducedMotion={reducedMotion}
      tracker={tracker}
      onContextLoss={onContextLoss}
      camera={PROJECTS_CAMERA}
      onCreated={({ camera }) => camera.lookAt(...ORBIT_TARGET)}
    >
      <ProjectsScene {...scene} reducedMotion={reducedMotion} active={active} />
    </SectionCanvas>
  );
}
