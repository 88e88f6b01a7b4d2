export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__e2e as
    | { api: { close(): Promise<void> }; preview: { server: { close(): Promise<void> } } }
    | undefined;
  await state?.preview.server.close();
  await state?.api.close();
}
