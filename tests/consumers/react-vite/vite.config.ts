// Vite's React template as it is: nothing here for portfolio-elements.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
