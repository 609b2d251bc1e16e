/** @jsxImportSource preact */
/** The entry of dist/builder/index.html. */
import { render } from 'preact';
import { App } from './App.tsx';
import { followPageTheme } from './page-theme.ts';

render(<App />, document.getElementById('builder')!);

followPageTheme(document.getElementById('page-theme')!);
