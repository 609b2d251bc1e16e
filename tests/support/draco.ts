/**
 * An owner's Draco-compressed model: tests/fixtures/models/draco-box.glb, a box of twelve
 * triangles (gltf-transform's KHR_draco_mesh_compression with draco3d's encoder), served at
 * DRACO_MODEL.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Route } from '../../server/server.ts';

export const DRACO_MODEL = '/draco-box.glb';

const BYTES = readFileSync(join(import.meta.dirname, '../fixtures/models/draco-box.glb'));

export const dracoModelRoute: Route = (req, res) => {
  if (new URL(req.url ?? '/', 'http://x').pathname !== DRACO_MODEL) return false;
  res.writeHead(200, { 'content-type': 'model/gltf-binary' }).end(BYTES);
  return true;
};
