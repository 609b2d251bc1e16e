import { stageScene } from '../../three/stage-scene.ts';

/** What the hero's stage chunk sends its scene (hero-stage-scene.tsx), URLs absolute. */
export interface HeroStageSceneProps {
  /** The desk model (the default desk.glb or the owner's own). */
  deskUrl: string;
  /** The photo on the monitor, if any. */
  photoUrl: string | undefined;
  /** Up to four simple-icons slugs, placed in the slots the default logos fill. */
  logos: string[];
}

/** The desk: it sends nothing back for the page's DOM. */
export const HERO_SCENE = stageScene<HeroStageSceneProps>('hero');
