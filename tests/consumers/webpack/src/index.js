// The whole package through its loader: each tag's code is fetched when the tag appears.
import 'portfolio-elements';
