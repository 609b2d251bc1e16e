// Vite's Vue template, with the one setting Vue asks for any custom element: which tags are not
// Vue components. Nothing here for portfolio-elements' files.
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    vue({
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('portfolio-') } },
    }),
  ],
});
