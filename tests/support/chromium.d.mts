export declare const CHROMIUM_PATH: string;
/** Debian's Chromium without the address bar's popup pages, for every Playwright and Lighthouse launch (chromium.mjs). */
export declare const LEAN_CHROMIUM: { executablePath: string; args: string[] };
