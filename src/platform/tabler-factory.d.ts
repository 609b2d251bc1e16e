/** `@tabler/icons-react`'s own icon factory, which src/platform/tabler-icon.test.ts holds ours against. */
declare module '@tabler/icons-react/dist/esm/createReactComponent.mjs' {
  import type { ComponentType } from 'react';

  export default function createReactComponent(
    type: 'outline' | 'filled',
    iconName: string,
    iconNamePascal: string,
    iconNode: [string, Record<string, string>][],
  ): ComponentType<object>;
}
