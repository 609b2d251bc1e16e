/**
 * The editors' data, from the custom-elements manifest by the analyzer's editor plugins (called
 * as functions): VS Code's HTML custom data and JetBrains' web-types. Each lists the tags with
 * their attributes (the values of a union type, such as `theme`'s, offered), events, parts and
 * custom properties, and links a tag to its section of docs/api.md. The JetBrains plugin reads
 * the package's name and version from ./package.json: run from the repository's root, as npm
 * runs the build.
 */
import { getWebTypesData } from 'custom-element-jet-brains-integration';
import { getVsCodeHtmlCustomData } from 'custom-element-vs-code-integration';
import type { Package } from 'custom-elements-manifest';

function apiReference(tag = '') {
  return { name: 'API reference', url: `docs/api.md#${tag}` };
}

/** VS Code's `html.customData` (dist/vscode.html-custom-data.json, package.json's `customData`). */
export function vscodeCustomData(manifest: Package): unknown {
  const data = getVsCodeHtmlCustomData(manifest as Parameters<typeof getVsCodeHtmlCustomData>[0], {
    hideLogs: true,
    referencesTemplate: (_name, tag) => [apiReference(tag)],
  });
  return JSON.parse(data);
}

/** JetBrains' web-types (dist/web-types.json, package.json's `web-types`). */
export function webTypes(manifest: Package): unknown {
  const data = getWebTypesData(manifest as Parameters<typeof getWebTypesData>[0], {
    hideLogs: true,
    referenceTemplate: (_name, tag) => apiReference(tag),
  });
  return JSON.parse(data);
}
