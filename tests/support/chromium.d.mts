export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
/** Chromium for the tests: Debian's, without the address bar's popup pages (chromium.mjs). */
export declare const LEAN_CHROMIUM: { executablePath: string; args: string[] };
