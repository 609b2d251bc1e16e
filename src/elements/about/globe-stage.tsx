import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Globe, { type GlobeMethods } from 'react-globe.gl';
import { AmbientLight, DirectionalLight, MeshPhongMaterial } from 'three';
import type { Topology } from 'topojson-specification';
import land from 'world-atlas/land-110m.json';
import { GLOBE_INITIAL_ALTITUDE } from '../../constants.ts';
import type { GlobeLabel } from '../../content/types.ts';
import { adoptStyles } from '../../styles/stylesheets.ts';
import type { StageProps } from '../../three/stage-types.ts';
import { STILL } from '../../three/still.ts';
import { landPolygons } from './globe-data.ts';
import * as look from './globe-style.ts';
import globeCss from './globe.css?inline';

export interface GlobeStageProps {
  /** Where the marker sits, its colour, size (px) and name. */
  label: GlobeLabel;
  /** Width and height of the canvas in CSS pixels. */
  size: number;
}

/** Bundled with this chunk (never fetched): Natural Earth land via world-atlas. */
const LAND = landPolygons(land as unknown as Topology);
/** Stable accessors: react-globe.gl hands every changed prop to the layers, which redo work. */
const landColor = () => look.GLOBE_LAND_COLOR;
const markerElement = (d: object) => look.createMarker(d as GlobeLabel);
const NO_RINGS: object[] = [];

/** How far east of the marker the view starts, in degrees of longitude. */
const VIEW_LEAD_DEG = 20;
/** Frames to wait after the globe reports ready before calling it drawn. */
const READY_FRAMES = 2;

/**
 * The About section's globe (react-globe.gl, not an r3f scene): dotted land on a dark sphere,
 * a marker at the owner's location, slowly turning. It follows the 3D platform: frames only
 * while `active`, no rotation under reduced motion, ready reported to the tracker, context loss
 * reported, and the WebGL context released on unmount.
 */
export default function GlobeStage({
  label,
  size,
  active,
  reducedMotion,
  tracker,
  onContextLoss,
}: StageProps<GlobeStageProps>) {
  const box = useRef<HTMLDivElement>(null);
  const globe = useRef<GlobeMethods | undefined>(undefined);
  const [ready, setReady] = useState(false);
  // Init-only in globe.gl: the scale-in of the first frames, skipped under reduced motion.
  const [animateIn] = useState(!reducedMotion);
  const markers = useMemo(() => [label], [label]);
  const material = useMemo(
    () =>
      new MeshPhongMaterial({
        color: look.GLOBE_SURFACE_COLOR,
        emissive: look.GLOBE_SURFACE_EMISSIVE,
        specular: look.GLOBE_SURFACE_SPECULAR,
        shininess: look.GLOBE_SURFACE_SHININESS,
      }),
    [],
  );
  const ringColor = useMemo(() => {
    const fade = look.ringColor(label.color);
    return () => fade;
  }, [label.color]);
  const onGlobeReady = useCallback(() => setReady(true), []);
  // Read through a ref: the set-up below must run once, or its cleanup would drop the context.
  const reportLoss = useRef(onContextLoss);
  useEffect(() => {
    reportLoss.current = onContextLoss;
  }, [onContextLoss]);

  useLayoutEffect(() => {
    const root = box.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, [globeCss]);
  }, []);

  // One-time set-up of what react-globe.gl exposes only through its methods.
  useEffect(() => {
    const instance = globe.current;
    const renderer = instance?.renderer();
    // A globe that could not start (no WebGL) has already thrown into the boundary.
    if (!instance || !renderer) return;
    const canvas = renderer.domElement;
    const controls = instance.controls();
    controls.enableZoom = false; // the wheel keeps scrolling the page
    controls.enablePan = false;
    // OrbitControls sets touch-action: none; vertical swipes must still scroll the page.
    canvas.style.touchAction = 'pan-y';
    // A key light that travels with the camera, so the lit side is always the visible one.
    const key = new DirectionalLight('#fff4e6', 2.2);
    key.position.set(-1.2, 1.4, 1);
    const camera = instance.camera();
    camera.add(key);
    instance.scene().add(camera);
    instance.lights([new AmbientLight('#9fb4d0', 1.1)]);

    const lost = () => reportLoss.current(true);
    const restored = () => reportLoss.current(false);
    canvas.addEventListener('webglcontextlost', lost);
    canvas.addEventListener('webglcontextrestored', restored);
    return () => {
      canvas.removeEventListener('webglcontextlost', lost);
      canvas.removeEventListener('webglcontextrestored', restored);
      camera.remove(key);
      // globe.gl's destructor disposes the renderer but keeps its context: release it, since
      // browsers allow only a few live contexts and the other sections need theirs.
      renderer.forceContextLoss();
    };
  }, []);

  useEffect(() => {
    globe.current?.pointOfView({
      // Halfway to the marker's latitude, so the pole does not fill the view, and a little
      // east of it: the globe turns like the Earth, carrying the marker across the view.
      lat: label.lat / 2,
      lng: label.lng + VIEW_LEAD_DEG,
      altitude: GLOBE_INITIAL_ALTITUDE,
    });
  }, [label.lat, label.lng]);

  useEffect(() => {
    const controls = globe.current?.controls();
    if (!controls) return;
    controls.autoRotate = !reducedMotion;
    controls.autoRotateSpeed = look.GLOBE_ROTATE_SPEED;
  }, [reducedMotion]);

  // Under ?still the loop stops once the globe has been drawn (see markReady below).
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (active && !(STILL && drawn)) globe.current?.resumeAnimation();
    else globe.current?.pauseAnimation();
  }, [active, drawn]);

  useEffect(() => {
    if (!ready) return;
    let frames = READY_FRAMES;
    let id = 0;
    const tick = () => {
      if (--frames <= 0) {
        tracker.markReady();
        setDrawn(true);
      } else id = requestAnimationFrame(tick);
    };
    id = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(id);
  }, [ready, tracker]);

  useEffect(() => () => material.dispose(), [material]);

  return (
    <div ref={box} className="globe-canvas">
      <Globe
        ref={globe}
        width={size}
        height={size}
        animateIn={animateIn}
        rendererConfig={{ antialias: true, alpha: true, powerPreference: 'low-power' }}
        backgroundColor="rgba(0,0,0,0)"
        enablePointerInteraction={false}
        globeMaterial={material}
        showAtmosphere
        atmosphereColor={look.GLOBE_ATMOSPHERE_COLOR}
        atmosphereAltitude={look.GLOBE_ATMOSPHERE_ALTITUDE}
        hexPolygonsData={LAND}
        hexPolygonResolution={look.GLOBE_HEX_RESOLUTION}
        hexPolygonMargin={look.GLOBE_HEX_MARGIN}
        hexPolygonUseDots
        hexPolygonColor={landColor}
        hexPolygonsTransitionDuration={0}
        htmlElementsData={markers}
        htmlLat="lat"
        htmlLng="lng"
        htmlElement={markerElement}
        htmlElementVisibilityModifier={look.setMarkerVisible}
        htmlTransitionDuration={0}
        ringsData={reducedMotion ? NO_RINGS : markers}
        ringColor={ringColor}
        ringMaxRadius={look.GLOBE_RING_MAX_RADIUS}
        ringPropagationSpeed={look.GLOBE_RING_SPEED}
        ringRepeatPeriod={look.GLOBE_RING_PERIOD_MS}
        onGlobeReady={onGlobeReady}
      />
    </div>
  );
}
