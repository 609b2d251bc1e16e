/**
 * The spec's numbers (section 9, "Business constants and limits"), under the spec's names.
 * Every timing is in milliseconds unless the name says otherwise.
 */

/** Typewriter defaults for the rotating skills list. */
export const TYPEWRITER_TYPE_MS = 80;
export const TYPEWRITER_DELETE_MS = 50;
export const TYPEWRITER_PAUSE_MS = 1500;
/** How many times the phrase list plays; 0 means endless. */
export const TYPEWRITER_LOOP_COUNT = 1;

/** Hero greeting typing. */
export const GREETING_TYPE_MS = 70;
export const GREETING_DELETE_MS = 50;
export const GREETING_DELAY_MS = 1000;

/** How long the copy-email card shows its check icon. */
export const COPY_CONFIRMATION_MS = 2000;

/** Layout breakpoints in CSS pixels: small phones, tablets, desktops. */
export const BREAKPOINT_SMALL = 440;
export const BREAKPOINT_MOBILE = 768;
export const BREAKPOINT_TABLET = 1024;

/** Desk scale per breakpoint. */
export const DESK_SCALE_SMALL = 1.5;
export const DESK_SCALE_MEDIUM = 2;
export const DESK_SCALE_LARGE = 3;

/** Globe card. */
export const GLOBE_SIZE_PX = 326;
export const GLOBE_INITIAL_ALTITUDE = 2.5;

/** Email library version the payload reports as lib_version. */
export const EMAIL_LIBRARY_VERSION = '4.4.1';

/** Carousel text fade-in. */
export const FADE_IN_DURATION_S = 1;
export const FADE_IN_STAGGER_S = 0.2;

/** Cross-fade between character animations. */
export const CHARACTER_ANIMATION_FADE_S = 0.5;

/** The hero camera eases toward this point. */
export const CAMERA_TARGET: readonly [number, number, number] = [0, 0, 30];
/** Pointer-follow damping of the hero scene tilt. */
export const POINTER_FOLLOW_DAMPING = 0.25;

/** Floating logo motion. */
export const JS_LOGO_SPIN_S = 2.5;
export const JS_LOGO_REPEAT_DELAY_S = 0.5;
export const PYTHON_LOGO_SPIN_S = 2.5;
export const REACT_LOGO_BOB_UNITS = 0.5;
export const REACT_LOGO_BOB_S = 1.5;

/** The copyright year the footer shows. */
export const COPYRIGHT_YEAR = 2024;
