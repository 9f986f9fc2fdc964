// The HEIC converter frame (decision 013). Runs heic2any in an opaque-origin sandbox: no
// cookies, no access to the page, its own policy allowing the eval that heic2any needs.
// The page sends { type: 'convert', blob, quality } with a MessagePort; the answer goes back
// on that port as { ok: true, blob } (a JPEG) or { ok: false, error }.
(function () {
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent) return;
    var data = event.data || {};
    var port = event.ports && event.ports[0];
    if (data.type !== 'convert' || !port) return;
    try {
      window
        .heic2any({ blob: data.blob, toType: 'image/jpeg', quality: data.quality || 0.9 })
        .then(
          function (out) {
            port.postMessage({ ok: true, blob: Array.isArray(out) ? out[0] : out });
          },
          function (error) {
            port.postMessage({ ok: false, error: String((error && (error.message || error.code)) || error) });
          },
        );
    } catch (error) {
      port.postMessage({ ok: false, error: String(error) });
    }
  });
  window.parent.postMessage({ type: 'heic-converter-ready' }, '*');
})();
