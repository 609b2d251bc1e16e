// Written by the builder's build (scripts/builder/icon-names.ts): every simple-icons slug → title.
declare module 'virtual:portfolio-icon-names' {
  const titles: Readonly<Record<string, string>>;
  export default titles;
}
