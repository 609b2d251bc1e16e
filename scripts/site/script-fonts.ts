/**
 * The built faces (src/styles/script-faces.ts) of the languages the content names, copied into
 * dist/fonts/ from their @fontsource-variable packages: `<name>.css`, every unicode-range subset
 * of the package's variable face, and `<name>/` with their files. A page fetches the stylesheet
 * when it shows such a language (or its name in the language switch), and only the subsets of
 * the characters it shows.
 */
import {
  copyFileSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';
import { htmlElements, jsonScript } from '../build/html.ts';
import { scriptFace, type BuiltFace, type BundledFace } from '../../src/styles/script-faces.ts';

/** The content's languages: its own and each locale's. */
export function contentLanguages(content: unknown): string[] {
  const json = (typeof content === 'object' && content !== null ? content : {}) as {
    lang?: unknown;
    locales?: unknown;
  };
  const locales =
    typeof json.locales === 'object' && json.locales !== null ? Object.keys(json.locales) : [];
  return [typeof json.lang === 'string' ? json.lang : 'en', ...locales];
}

/** The built faces those languages need, each once. */
export function builtFaces(languages: readonly string[]): BuiltFace[] {
  const faces = new Map<string, BuiltFace>();
  for (const lang of languages) {
    const face = scriptFace(lang);
    if (face?.kind === 'built') faces.set(face.name, face);
  }
  return [...faces.values()];
}

/** The package's stylesheet with its files in `./<name>/`, as dist/fonts/ holds them. */
export function faceCss(css: string, name: string): string {
  return css.replace(/url\(\.\/files\//g, `url(./${name}/`);
}

/** Copies each face into `out` (dist/fonts/); returns what it wrote, in bytes per face. */
export function writeBuiltFaces(faces: readonly BuiltFace[], out: string): string[] {
  const require = createRequire(import.meta.url);
  const written: string[] = [];
  for (const face of faces) {
    const pkg = dirname(require.resolve(`@fontsource-variable/${face.name}/package.json`));
    const files = readdirSync(join(pkg, 'files')).filter((file) =>
      file.endsWith('-wght-normal.woff2'),
    );
    mkdirSync(join(out, face.name), { recursive: true });
    let bytes = 0;
    for (const file of files) {
      copyFileSync(join(pkg, 'files', file), join(out, face.name, file));
      bytes += statSync(join(pkg, 'files', file)).size;
    }
    writeFileSync(
      join(out, `${face.name}.css`),
      faceCss(readFileSync(join(pkg, 'wght.css'), 'utf8'), face.name),
    );
    written.push(`${face.name} (${files.length} subsets, ${(bytes / 1e6).toFixed(1)} MB)`);
  }
  return written;
}

/**
 * The faces a built page needs: its own language's (`own`) and its language switch's (the
 * content's languages), each once; a built face only where this dist/ has it.
 */
export function pageFaceLinks(
  html: string,
  dist: string,
): { face: BundledFace | BuiltFace; own: boolean }[] {
  const own = htmlElements(html).find(({ tag }) => tag === 'html')?.attributes.lang || 'en';
  // The switch lists the content's languages (the head's alternates are written later).
  const json = jsonScript(html, 'portfolio-content');
  const languages = json ? contentLanguages(JSON.parse(json) as unknown) : [];
  const faces = new Map<string, { face: BundledFace | BuiltFace; own: boolean }>();
  for (const lang of [own, ...languages]) {
    const face = scriptFace(lang);
    if (!face || faces.has(face.family)) continue;
    if (face.kind === 'built' && !existsSync(join(dist, 'fonts', `${face.name}.css`))) continue;
    faces.set(face.family, { face, own: lang === own });
  }
  return [...faces.values()];
}
