import { stageScene } from '../../three/stage-scene.ts';

/** What the hero's stage chunk sends its scene (hero-stage-scene.tsx), URLs absolute. */
export interface HeroStageSceneProps {
  /** The desk model (the default desk.glb or the owner's own). */
  deskUrl: string;
  /** The photo on the monitor, if any. */
  photoUrl: string | undefined;
  /** Up to four simple-icons slugs, placed in the slots the default logos fill. */
  logos: string[];
  /** What a photo that failed says on the monitor, in the page's language. */
  unavailable: string;
}

/** What the desk tells the page: the photo on its monitor, and why its placeholder shows. */
export interface HeroReport {
  screen: string;
  screenProblem: string | null;
}

export const HERO_SCENE = stageScene<HeroStageSceneProps, HeroReport>('hero');
