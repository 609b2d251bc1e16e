// The same app without its setBasePath() line: the stage says what is missing.
import 'portfolio-elements';
