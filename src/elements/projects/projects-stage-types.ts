import { stageScene } from '../../three/stage-scene.ts';
import type { CameraView } from './projects-camera.ts';

/** What the projects' stage chunk sends the computer scene (projects-stage-scene.tsx). */
export interface ProjectsStageSceneProps {
  /** The owner's own computer model, or the generated one. */
  modelSrc: string;
  /** The current project's screenshot; without one, its title shows on the screen. */
  spotlight: string | undefined;
  /** The current project's title. */
  title: string;
  /** Every project's screenshot, loaded with the model. */
  preload: string[];
  /** The current project's video, shown instead when given. */
  video: string | undefined;
  /**
   * The page plays the video and posts its frames (use-video-feed.ts); otherwise the scene
   * plays it itself, which only the page's thread can.
   */
  videoFed: boolean;
  /** A video the page could not play: the spotlight shows instead. */
  videoFailed: string | null;
  /** What a picture that failed says on the screen, in the page's language. */
  unavailable: string;
}

/** What the computer tells the page: what its screen shows, and where its camera is. */
export type ProjectsReport =
  { screen: string; screenProblem: string | null } | { camera: CameraView };

export const PROJECTS_SCENE = stageScene<ProjectsStageSceneProps, ProjectsReport>('projects');
