// The sheet lives in a module without JSX, so the build's configuration can hash it for the
// Content-Security-Policy (src/server/http/securityHeaders.ts).
import { NO_SCRIPT_CSS } from './noScriptCss';

export { NO_SCRIPT_CSS };

/**
 * Styles that apply only when the page's script does not run: inside `<noscript>`, which a
 * browser running script reads as text. Goes in the document's head, after the style sheets.
 */
export function NoScriptStyles() {
  return (
    <noscript>
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>
  );
}
