// Kept to fail type-checking (tsconfig.check.json, tests/e2e/package.test.ts): "neon" is no theme.
import 'portfolio-elements';

export const Wrong = () => <portfolio-projects theme="neon" />;
