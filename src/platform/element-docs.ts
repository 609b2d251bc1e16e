/**
 * The attributes and events the elements share, each documented once. Documentation only:
 * nothing imports these classes. An element's JSDoc names the one it extends (`@extends`), and
 * the custom-elements manifest analyzer gives it their attributes and events
 * (scripts/build/manifest.ts), from which come `custom-elements.json`, the editors' data, the
 * type declarations and docs/api.md.
 */

/**
 * What every element reads and fires: where its content comes from, its language and its look.
 *
 * @attr {string} config - Content source: `#id` of a `<script type="application/json">` or a JSON URL.
 * @attr {'dark' | 'light' | 'auto'} theme - `dark` (default), `light`, or `auto` (follows `prefers-color-scheme`); overrides `theme`.
 * @attr {'solid' | 'transparent'} surface - `solid` (default) or `transparent` (the host page's background shows); overrides `surface`.
 * @attr {string} accent - A CSS colour for focus rings, links and the 3D accents; overrides `accent`.
 * @attr {string} lang - The language shown (`pt`, `ar`...): the content's locale for it, and the words the element adds, in that language and direction (docs/languages.md).
 * @fires {CustomEvent<{ source: 'config' | 'asset' | 'webgl' | 'worker' | 'email'; message: string; issues?: { path: string; message: string }[] }>} portfolio-error -
 *   Something went wrong; `source` says what. `config`: bad configuration,
 *   `{source: 'config', message, issues}`. An element with a 3D stage: `webgl` or `asset`, the
 *   stage failed, `{source, message}`; `worker`, the stage draws on the page's thread because
 *   no worker could start (the message says why and what to do). The contact form: `email`,
 *   missing keys or a bad origin, `{source: 'email', message}`.
 */
export declare abstract class PortfolioSection extends HTMLElement {}

/**
 * A section with a 3D stage, loaded near the viewport and replaced by a fallback (or a poster)
 * where WebGL or its assets fail.
 *
 * @attr {'lazy' | 'eager'} loading - `lazy` (default): load the 3D stage near the viewport; `eager`: at once.
 * @attr {string} poster - Image shown in place of the 3D stage when WebGL or its assets fail.
 * @fires {CustomEvent<{ progress: number }>} portfolio-progress - 3D loading progress: `{progress}` from 0 to 1.
 * @fires {CustomEvent<Record<string, never>>} portfolio-load - The 3D stage finished loading, in view or near it: a stage
 *   that leaves the window first (and is released) fires it once it has come back and loaded.
 */
export declare abstract class PortfolioStage extends PortfolioSection {}
