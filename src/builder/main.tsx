/** @jsxImportSource preact */
/** The entry of dist/builder/index.html. */
import { render } from 'preact';
import { App } from './App.tsx';

render(<App />, document.getElementById('builder')!);

/** The page's own theme: the system's until the owner picks one, remembered here. */
const THEME_KEY = 'portfolio-builder:page-theme';
const toggle = document.getElementById('page-theme')!;
const systemLight = matchMedia('(prefers-color-scheme: light)');
function applyTheme(theme: string | null): void {
  if (theme) document.documentElement.dataset.theme = theme;
  const light = theme ? theme === 'light' : systemLight.matches;
  toggle.textContent = light ? 'Dark page' : 'Light page';
  toggle.setAttribute('aria-label', light ? 'Show this page dark' : 'Show this page light');
}
applyTheme(localStorage.getItem(THEME_KEY));
toggle.addEventListener('click', () => {
  const light = document.documentElement.dataset.theme
    ? document.documentElement.dataset.theme === 'light'
    : systemLight.matches;
  const next = light ? 'dark' : 'light';
  localStorage.setItem(THEME_KEY, next);
  applyTheme(next);
});
