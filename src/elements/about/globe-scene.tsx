import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import {
  BackSide,
  BufferGeometry,
  Color,
  Float32BufferAttribute,
  Quaternion,
  Vector3,
  type Group,
  type Mesh,
  type MeshBasicMaterial,
} from 'three';
import type { GlobeLabel } from '../../content/types.ts';
import { hasCoordinates } from '../../content/globe-place.ts';
import { STILL } from '../../lib/still.ts';
import { decodeMask, DOT_SPACING_DEG, latLngToXyz } from './land-dots.ts';
import { LAND_MASK } from './land-mask.ts';
import * as look from './globe-style.ts';
import { useLook } from '../../platform/look.tsx';
import type { MarkerPlace } from './globe-place.ts';

const RAD = Math.PI / 180;
/** How far east of the marker the view starts, in degrees of longitude. */
const VIEW_LEAD_DEG = 20;
/** Dots sit a hair above the surface so the sphere never shows through them. */
const DOT_LIFT = 1.002;
/** Longest step a frame may take (s): a tab coming back does not jump the globe round. */
const MAX_STEP_S = 0.1;
/** Radians of turn per pixel dragged. */
const DRAG_RATE = 0.008;
/** The marker is shown while it faces the camera by more than this (cosine): not on the rim. */
const MARKER_FACING = 0.15;

/**
 * Every land dot as a small hexagon lying flat on the sphere, merged into one geometry: one draw
 * call, and the dots foreshorten towards the rim as printed dots on a ball do.
 */
export function landDotGeometry(): BufferGeometry {
  const dots = decodeMask(LAND_MASK);
  const radius = DOT_SPACING_DEG * RAD * look.GLOBE_DOT_SIZE * 0.5;
  const corners = 6;
  const perDot = corners + 1;
  const positions = new Float32Array(dots.length * perDot * 3);
  const normals = new Float32Array(dots.length * perDot * 3);
  const index: number[] = [];
  const normal = new Vector3();
  const east = new Vector3();
  const north = new Vector3();
  const up = new Vector3(0, 1, 0);
  const corner = new Vector3();
  dots.forEach(([lat, lng], d) => {
    normal.set(...latLngToXyz(lat, lng));
    east.crossVectors(up, normal);
    if (east.lengthSq() < 1e-12) east.set(1, 0, 0);
    east.normalize();
    north.crossVectors(normal, east);
    const base = d * perDot;
    for (let k = 0; k < perDot; k++) {
      corner.copy(normal).multiplyScalar(DOT_LIFT);
      if (k > 0) {
        const angle = ((k - 1) / corners) * Math.PI * 2;
        corner.addScaledVector(east, Math.cos(angle) * radius);
        corner.addScaledVector(north, Math.sin(angle) * radius);
      }
      corner.toArray(positions, (base + k) * 3);
      normal.toArray(normals, (base + k) * 3);
    }
    for (let k = 1; k <= corners; k++) index.push(base, base + k, base + (k % corners) + 1);
  });
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('normal', new Float32BufferAttribute(normals, 3));
  geometry.setIndex(index);
  return geometry;
}

/** A soft halo round the rim: the inside of a slightly larger shell, brightest next to the globe. */
const ATMOSPHERE_VERTEX = /* glsl */ `
  varying vec3 vNormal;
  varying vec3 vView;
  void main() {
    vec4 viewPosition = modelViewMatrix * vec4(position, 1.0);
    vNormal = normalize(normalMatrix * normal);
    vView = normalize(-viewPosition.xyz);
    gl_Position = projectionMatrix * viewPosition;
  }
`;
const ATMOSPHERE_FRAGMENT = /* glsl */ `
  uniform vec3 color;
  uniform float rim;
  uniform float strength;
  varying vec3 vNormal;
  varying vec3 vView;
  void main() {
    // 0 at the shell's outline, 1 where the line of sight grazes the globe itself.
    float glow = clamp(-dot(vNormal, vView) / rim, 0.0, 1.0);
    gl_FragColor = vec4(color, pow(glow, 2.5) * strength);
  }
`;

function Atmosphere({ color, strength }: { color: string; strength: number }) {
  const shell = 1 + look.GLOBE_ATMOSPHERE_ALTITUDE;
  const uniforms = useMemo(
    () => ({
      color: { value: new Color(color) },
      strength: { value: strength },
      // Cosine between the shell's normal and the line of sight that grazes the unit globe.
      rim: { value: Math.sqrt(1 - 1 / (shell * shell)) },
    }),
    [shell, color, strength],
  );
  return (
    <mesh scale={shell} renderOrder={-1}>
      <sphereGeometry args={[1, 64, 32]} />
      <shaderMaterial
        vertexShader={ATMOSPHERE_VERTEX}
        fragmentShader={ATMOSPHERE_FRAGMENT}
        uniforms={uniforms}
        side={BackSide}
        transparent
        depthWrite={false}
      />
    </mesh>
  );
}

/** Two rings that grow out of the marker and fade, one starting every period. */
function PulseRings({ color }: { color: string }) {
  const rings = useRef<(Mesh | null)[]>([]);
  const life = look.GLOBE_RING_MAX_RADIUS / look.GLOBE_RING_SPEED; // seconds to full size
  useFrame(({ clock }) => {
    const period = look.GLOBE_RING_PERIOD_MS / 1000;
    rings.current.forEach((ring, i) => {
      if (!ring) return;
      const age = (clock.elapsedTime + i * period) % (period * rings.current.length);
      const t = age / life;
      ring.visible = t < 1;
      ring.scale.setScalar(Math.max(1e-3, t * look.GLOBE_RING_MAX_RADIUS * RAD));
      (ring.material as MeshBasicMaterial).opacity = 0.9 * (1 - t);
    });
  });
  return [0, 1].map((i) => (
    <mesh
      key={i}
      ref={(mesh) => {
        rings.current[i] = mesh;
      }}
    >
      <ringGeometry args={[0.72, 1, 48]} />
      <meshBasicMaterial color={color} transparent depthWrite={false} />
    </mesh>
  ));
}

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
  const canvas = useThree((state) => state.gl.domElement);
  const invalidate = useThree((state) => state.invalidate);
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

  // Drag to turn: horizontal only, so vertical swipes keep scrolling the page (touch-action).
  useEffect(() => {
    let from: number | null = null;
    const down = (event: PointerEvent) => {
      from = event.clientX;
      // Drawn in a worker, the page's canvas captures the pointer and forwards its events.
      if ('setPointerCapture' in canvas) canvas.setPointerCapture(event.pointerId);
    };
    const move = (event: PointerEvent) => {
      if (from === null || !spin.current) return;
      spin.current.rotation.y += (event.clientX - from) * DRAG_RATE;
      from = event.clientX;
      invalidate();
    };
    const up = () => {
      from = null;
    };
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', up);
    return () => {
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', up);
      canvas.removeEventListener('pointercancel', up);
    };
  }, [canvas, invalidate]);

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
        <Atmosphere color={accent} strength={colors.halo} />
      </group>
    </>
  );
}
