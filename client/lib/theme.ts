/**
 * The app follows the phone's light or dark setting through CSS alone (prefers-color-scheme,
 * decision 077); there is no theme of its own to choose. A theme an earlier version saved or set
 * on the page is removed, so it cannot hold the page in one scheme.
 */
export function clearSavedTheme() {
  try {
    for (const key of ['theme', 'vite-ui-theme', 'ui-theme']) localStorage.removeItem(key);
  } catch {
    /* storage unavailable: nothing saved either */
  }
  document.documentElement.classList.remove('dark');
  document.documentElement.style.removeProperty('color-scheme');
}
