export interface LoadingScript {
  element: HTMLScriptElement;
  /** Settles when the browser has run the script, or rejects when it could not be fetched. */
  loaded: Promise<void>;
}

/** Adds an async third-party `<script>` to the document's head. */
export function appendScript(doc: Document, src: string): LoadingScript {
  const element = doc.createElement('script');
  element.src = src;
  element.async = true;
  const loaded = new Promise<void>((resolve, reject) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener('error', () => reject(new Error(`Script failed to load: ${src}`)), {
      once: true,
    });
  });
  doc.head.append(element);
  return { element, loaded };
}
