// Runs before first paint: applies the theme stored under "vite-ui-theme" (dark | light | system).
(function () {
  var theme = 'system';
  try {
    theme = localStorage.getItem('vite-ui-theme') || 'system';
  } catch {
    // storage unavailable: follow the system
  }
  var dark =
    theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.add(dark ? 'dark' : 'light');
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
