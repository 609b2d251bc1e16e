import { SectionCanvas } from '../../three/SectionCanvas.tsx';
import { splitStage, type StageProps } from '../../three/stage-types.ts';
import { ORBIT_TARGET, PROJECTS_CAMERA } from './projects-camera.ts';
import { ProjectsScene, type ProjectsSceneProps } from './projects-scene.tsx';

export type ProjectsPageCanvasProps = StageProps<
  Omit<ProjectsSceneProps, 'reducedMotion' | 'active'>
>;

/** The computer drawn on the page's thread: where no worker can draw it (see ProjectsCanvas). */
export default function ProjectsPageCanvas(props: ProjectsPageCanvasProps) {
  const [stage, scene] = splitStage(props);
  return (
    <SectionCanvas
      {...stage}
      camera={PROJECTS_CAMERA}
      onCreated={({ camera }) => camera.lookAt(...ORBIT_TARGET)}
    >
      <ProjectsScene {...scene} reducedMotion={stage.reducedMotion} active={stage.active} />
    </SectionCanvas>
  );
}
