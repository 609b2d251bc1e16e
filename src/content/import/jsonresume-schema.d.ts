// @jsonresume/schema ships no types: its one function, as resume-document.ts calls it.
declare module '@jsonresume/schema' {
  interface SchemaError {
    property: string;
    message: string;
  }
  const schemaPackage: {
    validate(resume: unknown, done: (errors: SchemaError[] | null, valid: boolean) => void): void;
  };
  export default schemaPackage;
}
