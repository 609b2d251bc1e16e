/**
 * The builder page's own theme: the system's until the owner picks one with its button, then
 * that one, remembered in this browser. The sections' theme in the preview is apart from it.
 */
const THEME_KEY = 'portfolio-builder:page-theme';

function remembered(): string | null {
  try {
    return localStorage.getItem(THEME_KEY);
  } catch {
    return null;
  }
}

export function followPageTheme(button: HTMLElement): void {
  const systemLight = matchMedia('(prefers-color-scheme: light)');
  const isLight = () => {
    const chosen = document.documentElement.dataset.theme;
    return chosen ? chosen === 'light' : systemLight.matches;
  };
  const show = () => {
    button.textContent = isLight() ? 'Dark page' : 'Light page';
  };
  const chosen = remembered();
  if (chosen === 'light' || chosen === 'dark') document.documentElement.dataset.theme = chosen;
  show();
  systemLight.addEventListener('change', show);
  button.addEventListener('click', () => {
    const next = isLight() ? 'dark' : 'light';
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      // Not kept: the page still turns.
    }
    show();
  });
}
