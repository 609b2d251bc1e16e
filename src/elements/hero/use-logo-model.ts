import { Group, type Object3D } from 'three';
import { nextTask } from '../../lib/next-task.ts';
import { loadGltf, modelUrl, useAsset } from '../../three/assets.ts';
import type { ProgressFn } from '../../three/asset-tracker.ts';
import { extrudeIcon } from './icon-model.ts';
import { isBuiltInLogo, lookUpIcon } from './logo-icons.ts';

async function builtInModel(url: string, onProgress: ProgressFn): Promise<Object3D> {
  return (await loadGltf(url, onProgress)).scene;
}

/**
 * Another slug's logo, extruded here from its icon file (in a worker as on the page: its path
 * is parsed without the DOM, see path-data.ts).
 */
async function extrudedModel(slug: string): Promise<Object3D> {
  // An unknown slug or an icon that does not load: no logo in its slot, the rest of the stage
  // as it is (the page says which, use-hero-logos.ts).
  const lookup = await lookUpIcon(slug).catch((error: unknown) => {
    console.warn(`portfolio-hero: the icon of "${slug}": ${(error as Error).message}`);
    return { found: false } as const;
  });
  if (!lookup.found) return new Group();
  // Icons that arrive together are extruded in a task each, not in one long one.
  await nextTask();
  return extrudeIcon(slug, lookup.icon);
}

/** A logo's model by slug: a default's GLB, or any other simple-icons icon made solid. */
export function useLogoModel(slug: string): Object3D {
  const builtIn = isBuiltInLogo(slug);
  // A shard holds many slugs' icons: the slug keeps each logo's asset its own.
  const key = builtIn ? modelUrl(`${slug}.glb`) : `icon:${slug}`;
  return useAsset('logo', key, builtIn ? builtInModel : () => extrudedModel(slug));
}
