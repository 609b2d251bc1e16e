/**
 * custom-elements.json (schema 2.1.0), by the custom-elements manifest analyzer from the JSDoc on
 * each `*.element.ts` (@tag, @extends, @attr, @fires, @csspart, @cssprop) and on the shared
 * attributes and events its `@extends` names (src/platform/element-docs.ts). The editors' data,
 * the type declarations and docs/api.md are made from it, so none of them disagree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, ts, type Plugin } from '@custom-elements-manifest/analyzer';
// The analyzer's own reader of a class's JSDoc, which it does not export (typed in analyzer.d.ts).
import { classJsDocPlugin } from '@custom-elements-manifest/analyzer/src/features/analyse-phase/class-jsdoc.js';
import type {
  CustomElementDeclaration,
  CustomElementField,
  JavaScriptModule,
  Package,
} from 'custom-elements-manifest';
import type { SourceFile } from 'typescript';
import { ELEMENT_ENTRIES } from '../../elements.config.ts';

// What the analyzer's index.js exports and its index.d.ts leaves out.
declare module '@custom-elements-manifest/analyzer' {
  /** The analyzer's own TypeScript (5.4): its plugins compare this version's syntax kinds. */
  export const ts: typeof import('typescript');
  export function create(options: { modules: SourceFile[]; plugins?: Plugin[] }): unknown;
}

const ROOT = join(import.meta.dirname, '../..');
/** The documentation classes an element's `@extends` names. */
const SHARED_DOCS = 'src/platform/element-docs.ts';
/** The function our elements are made by, where the analyzer looks for a class. */
const FACTORY = 'createPortfolioElement';

/** `desk-src` -> `deskSrc`: each attribute is also a property of the element (element-base.ts). */
export function camel(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/**
 * The analyzer reads an element from a class; ours are made by a factory
 * (`export const X = createPortfolioElement({...})`). This makes each such declaration a class
 * that the analyzer's own JSDoc reader fills in, whose superclass is the one its `@extends`
 * names: the analyzer's inheritance then adds the shared attributes and events.
 */
function factoryElements(): Plugin {
  const classJsDoc = classJsDocPlugin();
  return {
    name: 'portfolio-factory-elements',
    analyzePhase({ ts, node, moduleDoc, context }) {
      if (!ts.isVariableStatement(node)) return;
      // The manifest as schema 2.1.0 types it (the analyzer's types are 1.0.0's).
      const doc = moduleDoc as Partial<JavaScriptModule>;
      for (const declaration of node.declarationList.declarations) {
        const call = declaration.initializer;
        if (!call || !ts.isCallExpression(call) || call.expression.getText() !== FACTORY) continue;
        const name = declaration.name.getText();
        const base = ts.getJSDocAugmentsTag(node)?.class.expression.getText();
        const element: CustomElementDeclaration = {
          kind: 'class',
          customElement: true,
          name,
          description: '',
          superclass: base ? { name: base, module: SHARED_DOCS } : { name: 'HTMLElement' },
          attributes: [],
          members: [],
          events: [],
          cssParts: [],
          cssProperties: [],
          slots: [],
        };
        doc.declarations = [...doc.declarations!.filter((d) => d.name !== name), element];
        // The declaration as the class the reader expects: its name, and the statement's JSDoc.
        const { jsDoc } = node as { jsDoc?: unknown };
        const asClass = { kind: ts.SyntaxKind.ClassDeclaration, name: declaration.name, jsDoc };
        classJsDoc.analyzePhase!({
          ts,
          node: asClass as unknown as typeof node,
          moduleDoc,
          context,
        });
      }
    },
    // After the analyzer's inheritance: every attribute, own or shared, is a property too; and
    // the tag is defined (by define() in register.ts, which the analyzer does not follow).
    packageLinkPhase({ customElementsManifest }) {
      for (const module of (customElementsManifest as Package).modules) {
        for (const element of elementsIn(module)) {
          (module.exports ??= []).push({
            kind: 'custom-element-definition',
            name: element.tagName!,
            declaration: { name: element.name, module: module.path },
          });
          for (const attribute of element.attributes ?? []) {
            attribute.fieldName = camel(attribute.name);
            const field: CustomElementField = {
              kind: 'field',
              name: attribute.fieldName,
              description: attribute.description,
              type: { text: `${attribute.type?.text ?? 'string'} | undefined` },
              attribute: attribute.name,
            };
            (element.members ??= []).push(field);
          }
        }
      }
    },
  };
}

/** A module's custom elements (the shared documentation classes have no tag). */
function elementsIn(module: JavaScriptModule): CustomElementDeclaration[] {
  return (module.declarations ?? []).filter(
    (d): d is CustomElementDeclaration => 'tagName' in d && Boolean(d.tagName),
  );
}

/** The manifest's custom elements, by path (their folders' alphabetical order). */
export function customElements(manifest: Package): CustomElementDeclaration[] {
  return manifest.modules.flatMap(elementsIn);
}

/** The manifest of every element of `ELEMENT_ENTRIES`, by path, after the shared documentation. */
export function elementsManifest(): Package {
  const modules = [SHARED_DOCS, ...Object.values(ELEMENT_ENTRIES).sort()].map((path) =>
    ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.ES2022, true),
  );
  const manifest = create({ modules, plugins: [factoryElements()] }) as Package;
  return { ...manifest, schemaVersion: '2.1.0', readme: 'README.md' };
}
