/** The app is always light (part 1 §1): any theme a previous version saved is removed. */
export function enforceLightTheme() {
  try {
    for (const key of ['theme', 'vite-ui-theme', 'ui-theme']) localStorage.removeItem(key);
  } catch {
    /* storage unavailable: nothing saved either */
  }
  document.documentElement.classList.remove('dark');
  document.documentElement.style.colorScheme = 'light';
}
