import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { MathUtils, Quaternion, Vector3, type Group } from 'three';
import type { GlobeLabel } from '../../content/types.ts';
import { hasCoordinates } from '../../content/globe-place.ts';
import { STILL } from '../../lib/still.ts';
import { useLook } from '../../platform/look.tsx';
import { GlobeAtmosphere } from './globe-atmosphere.tsx';
import type { MarkerPlace } from './globe-place.ts';
import * as look from './globe-style.ts';
import { DOT_LIFT, landDotGeometry } from './land-dot-geometry.ts';
import { latLngToXyz } from './land-dots.ts';
import { PulseRings } from './pulse-rings.tsx';
import { useGlobeDrag } from './use-globe-drag.ts';

const RAD = MathUtils.DEG2RAD;
/** How far east of the marker the view starts, in degrees of longitude. */
const VIEW_LEAD_DEG = 20;
/** Longest step a frame may take (s): a tab coming back does not jump the globe round. */
const MAX_STEP_S = 0.1;
/** The marker is shown while it faces the camera by more than this (cosine): not on the rim. */
const MARKER_FACING = 0.15;

export interface GlobeSceneProps {
  label: GlobeLabel;
  reducedMotion: boolean;
  /**
   * Told every frame where the owner's location is on the canvas (CSS pixels) and whether it
   * faces the camera: the HTML marker (dot and name) is kept there.
   */
  onMarker: (place: MarkerPlace) => void;
}

/**
 * The globe: a dark, softly lit sphere with dotted land, a halo, and pulse rings at the marker.
 * It starts a little east of the marker, tilted halfway to its latitude, and turns like the
 * Earth (about one turn in 75 s), carrying the marker across the view; a horizontal drag turns
 * it by hand. Under reduced motion it holds still and the rings are left out.
 */
export function GlobeScene({ label, reducedMotion, onMarker }: GlobeSceneProps) {
  const spin = useRef<Group>(null);
  const entrance = useRef<Group>(null);
  const dots = useMemo(landDotGeometry, []);
  useEffect(() => () => dots.dispose(), [dots]);
  const { tone, accent } = useLook();
  const colors = look.GLOBE_LOOKS[tone];
  const color = look.markerColor(label, accent);
  // Without a place (one not found yet, or not at all) the globe turns without a marker.
  const placed = hasCoordinates(label);
  const lat = label.lat ?? 0;
  const lng = label.lng ?? 0;
  const site = useMemo(() => new Vector3(...latLngToXyz(lat, lng)), [lat, lng]);
  const ringTurn = useMemo(
    () => new Quaternion().setFromUnitVectors(new Vector3(0, 0, 1), site),
    [site],
  );
  // The scale-in of the first second, skipped under reduced motion and in still frames.
  const grown = useRef(reducedMotion || STILL ? 1 : 0);

  useGlobeDrag(spin);

  const world = useMemo(() => new Vector3(), []);
  const toCamera = useMemo(() => new Vector3(), []);
  useFrame(({ camera, size }, delta) => {
    const group = spin.current;
    if (!group || !entrance.current) return;
    const step = Math.min(delta, MAX_STEP_S);
    if (!reducedMotion) group.rotation.y += step * ((2 * Math.PI) / look.GLOBE_TURN_SECONDS);
    if (grown.current < 1) {
      grown.current = Math.min(1, grown.current + step / look.GLOBE_ENTRANCE_SECONDS);
      const eased = 1 - (1 - grown.current) ** 3;
      entrance.current.scale.setScalar(
        look.GLOBE_ENTRANCE_SCALE + (1 - look.GLOBE_ENTRANCE_SCALE) * eased,
      );
    }
    if (!placed) {
      onMarker({ x: 0, y: 0, facing: false });
      return;
    }
    // Keep the HTML marker on the owner's location, and hide it behind the globe.
    entrance.current.updateWorldMatrix(true, true);
    world.copy(site).applyMatrix4(group.matrixWorld);
    toCamera.copy(camera.position).sub(world).normalize();
    // The globe is centred on the origin: the outward normal at the marker is its position.
    const facing = toCamera.dot(world) / world.length() > MARKER_FACING;
    world.project(camera);
    const x = ((world.x + 1) / 2) * size.width;
    const y = ((1 - world.y) / 2) * size.height;
    onMarker({ x, y, facing });
  });

  return (
    <>
      <ambientLight color={colors.ambient.color} intensity={colors.ambient.intensity} />
      <directionalLight
        position={[-1.2, 1.4, 1]}
        color={colors.key.color}
        intensity={colors.key.intensity}
      />
      <group ref={entrance} scale={grown.current < 1 ? look.GLOBE_ENTRANCE_SCALE : 1}>
        <group rotation={[(lat / 2) * RAD, 0, 0]}>
          <group ref={spin} rotation={[0, -(lng + VIEW_LEAD_DEG) * RAD, 0]}>
            <mesh>
              <sphereGeometry args={[1, 64, 48]} />
              <meshPhongMaterial
                color={colors.surface}
                emissive={colors.emissive}
                specular={colors.specular}
                shininess={look.GLOBE_SURFACE_SHININESS}
              />
            </mesh>
            <mesh geometry={dots}>
              <meshLambertMaterial color={colors.land} />
            </mesh>
            {placed && !reducedMotion && (
              <group position={site.clone().multiplyScalar(DOT_LIFT + 0.001)} quaternion={ringTurn}>
                <PulseRings color={color} />
              </group>
            )}
          </group>
        </group>
        <GlobeAtmosphere color={accent} strength={colors.halo} />
      </group>
    </>
  );
}
