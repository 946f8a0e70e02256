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

// The ICU data behind dates, prices and plurals loads once per browser process, on the first Intl object:
// a worker loads it on its own thread while the page starts (intl-warm-up.js).
(function () {
  if (typeof Worker !== 'function') return;
  try {
    new Worker('/intl-warm-up.js?lang=' + encodeURIComponent(document.documentElement.lang || 'en'));
  } catch {
    // workers refused (a policy or a private mode): the page's first formatter loads the data itself
  }
})();
