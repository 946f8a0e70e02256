// A worker that builds one formatter of each kind the pages use, then ends. The first Intl object in a
// browser process loads the ICU data, which takes tens of milliseconds; done here, on the worker's
// thread, it no longer holds the page's main thread when the first date, price or plural is formatted.
(function () {
  var locale = new URLSearchParams(self.location.search).get('lang') || 'en';
  try {
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
    new Intl.NumberFormat(locale, { style: 'percent' }).format(1);
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date());
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
    new Intl.PluralRules(locale).select(1);
  } catch {
    // an unknown locale or a browser without one of these: nothing to warm
  }
  self.close();
})();
