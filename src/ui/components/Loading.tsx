/** Shown while a page's code or data arrives. */
export function Loading() {
  return (
    <p className="loading" role="status">
      Loading...
    </p>
  );
}
