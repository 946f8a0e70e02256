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

// On a page whose first screen the server drew, the app's entry comes linked, not run (data-app-entry):
// it starts once that screen has been painted, so starting the app never holds back the first paint.
(function () {
  var started = false;
  function start() {
    var entry = document.querySelector('link[data-app-entry]');
    if (started || !entry) return;
    started = true;
    import(entry.href);
  }
  function afterPaint() {
    // A hidden page paints nothing until shown; it starts at once.
    if (document.visibilityState === 'hidden') return start();
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();
