// The tags' attributes and events in templates, for vue-tsc and editors.
import type {} from 'portfolio-elements/vue';
