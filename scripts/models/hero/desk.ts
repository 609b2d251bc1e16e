import { Group, type Object3D } from 'three';
import { createComputer } from './computer.ts';
import { DESK, createDeskFurniture } from './furniture.ts';
import { createPeripherals } from './peripherals.ts';
import { createBooks, createLamp, createMug, createNotebook, createPlant } from './props.ts';

function place<T extends Object3D>(
  object: T,
  x: number,
  z: number,
  turn = 0,
  y: number = DESK.height,
): T {
  object.position.set(x, y, z);
  object.rotation.y = turn;
  return object;
}

/**
 * The hero's desk workspace, in metres, origin at the floor under the desk's centre, the
 * computer facing +z (towards the camera), on a round plinth whose top is the floor. Props sit
 * on the desk top, arranged around the monitor: lamp and books on the left, plant and mug on
 * the right.
 */
export function createDeskScene(): Group {
  const scene = new Group();
  scene.name = 'desk-scene';
  scene.add(createDeskFurniture());
  scene.add(place(createComputer(), 0, -0.2, 0, 0));
  scene.add(place(createPeripherals(), 0.02, 0.15, 0, 0));
  scene.add(place(createLamp(), -0.68, -0.28, -1.15));
  scene.add(place(createBooks(), -0.58, -0.04, 0.35));
  scene.add(place(createNotebook(), -0.5, 0.25, -0.3));
  scene.add(place(createPlant(), 0.6, -0.24, 0.4));
  scene.add(place(createMug(), 0.58, 0.16, -0.6));
  return scene;
}
