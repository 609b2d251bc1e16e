import type { CharacterLook } from '../../content/types.ts';
import { stageScene } from '../../three/stage-scene.ts';
import type { CharacterAnimation } from './work-animation.ts';
import type { ClipFiles } from './work-scene.tsx';

/** What the work section's stage chunk sends the character scene (work-stage-scene.tsx). */
export interface WorkStageSceneProps {
  /** The owner's own character (its clips inside it), or the generated one. */
  modelSrc: string;
  /** The generated character's clip files; none for an owner's own model. */
  clipFiles: ClipFiles | undefined;
  /** `work.character`: the generated character's look (an owner's model ignores it). */
  look: CharacterLook | undefined;
  /** The clip the job list asks for. */
  animation: CharacterAnimation;
}

/** What the character tells the page: the clip playing (its frame shows it as data-animation). */
export interface WorkReport {
  animation: string;
}

export const WORK_SCENE = stageScene<WorkStageSceneProps, WorkReport>('work');
