// docs/frameworks.md's recipe for a bundler that copies no file: dist/ copied to /portfolio/.
import { setBasePath } from 'portfolio-elements';

setBasePath('/portfolio/');
