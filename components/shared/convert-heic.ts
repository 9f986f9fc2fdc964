/**
 * HEIC to JPEG in the browser (spec 5), with heic2any. heic2any's libheif glue builds
 * functions from strings (embind's `new Function`), which the site's Content-Security-Policy
 * rightly forbids; so it runs in a hidden `<iframe sandbox="allow-scripts">` loading
 * public/heic-converter.html, whose own policy allows it (decision 013). Sandboxed without
 * allow-same-origin, the frame has an opaque origin: it can't read cookies or touch the page.
 *
 * The frame (and the ~1.3 MB library) is created on the first HEIC picked, then reused.
 * Import this module dynamically, from the handler that needs it.
 */
import { HEIC_CONVERTER_PATH } from '@/lib/security-headers';

/** A conversion that hasn't answered by then has failed (a decoder stuck on a broken file). */
const CONVERT_TIMEOUT_MS = 30_000;
const LOAD_TIMEOUT_MS = 30_000;

let frame: Promise<Window> | null = null;

function converterFrame(): Promise<Window> {
  if (frame) return frame;
  frame = new Promise<Window>((resolve, reject) => {
    const iframe = document.createElement('iframe');
    iframe.setAttribute('sandbox', 'allow-scripts');
    iframe.setAttribute('aria-hidden', 'true');
    iframe.tabIndex = -1;
    iframe.title = 'HEIC';
    iframe.style.cssText = 'position:fixed;width:0;height:0;border:0;visibility:hidden';
    const timer = window.setTimeout(() => fail(new Error('HEIC converter did not load')), LOAD_TIMEOUT_MS);
    const onMessage = (event: MessageEvent) => {
      if (event.source !== iframe.contentWindow || event.data?.type !== 'heic-converter-ready') return;
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(iframe.contentWindow as Window);
    };
    const fail = (error: Error) => {
      window.removeEventListener('message', onMessage);
      iframe.remove();
      frame = null;
      reject(error);
    };
    window.addEventListener('message', onMessage);
    iframe.src = HEIC_CONVERTER_PATH;
    document.body.append(iframe);
  });
  return frame;
}

/** The HEIC image as a JPEG blob; rejects when it can't be decoded (or in time). */
export async function convertHeicToJpeg(file: Blob, quality = 0.9): Promise<Blob> {
  const target = await converterFrame();
  return new Promise<Blob>((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(() => {
      channel.port1.close();
      reject(new Error('HEIC conversion timed out'));
    }, CONVERT_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<{ ok: boolean; blob?: Blob; error?: string }>) => {
      window.clearTimeout(timer);
      channel.port1.close();
      if (event.data.ok && event.data.blob) resolve(event.data.blob);
      else reject(new Error(event.data.error ?? 'HEIC conversion failed'));
    };
    // '*': the frame's origin is opaque; the message goes to our own frame's window only.
    target.postMessage({ type: 'convert', blob: file, quality }, '*', [channel.port2]);
  });
}
