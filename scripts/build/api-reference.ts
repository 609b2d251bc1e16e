/** docs/api.md, the API reference, from the custom-elements manifest (`npm run docs`). */
import type { CustomElementDeclaration } from 'custom-elements-manifest';

interface Row {
  name: string;
  description?: string;
}

function table(title: string, rows: Row[] = [], kind: string): string {
  if (!rows.length) return '';
  const cells = rows.map(
    (r) =>
      `| \`${r.name}\` | ${(r.description ?? '').replace(/\s+/g, ' ').replace(/\|/g, '\\|')} |`,
  );
  return `#### ${title}\n\n| ${kind} | description |\n| --- | --- |\n${cells.join('\n')}\n`;
}

/** The description's paragraphs, each on one line (the JSDoc wraps them at 100 columns). */
function paragraphs(text = ''): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .join('\n\n');
}

export function apiReference(elements: CustomElementDeclaration[]): string {
  const sections = elements.map(
    (element) =>
      `### \`<${element.tagName}>\`\n\n${paragraphs(element.description)}\n\n${[
        table('Attributes', element.attributes, 'attribute'),
        table('Events', element.events, 'event'),
        table('CSS parts', element.cssParts, 'part'),
        table('CSS custom properties', element.cssProperties, 'property'),
      ]
        .filter(Boolean)
        .join('\n')}`,
  );
  return `# API reference\n\nGenerated from the elements' JSDoc (\`npm run docs\`) through \`custom-elements.json\`, which the editors' data and the TypeScript declarations come from too.\n\nAll events bubble and are composed (they cross shadow roots).\n\n${sections.join('\n')}`;
}
