import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__e2e as
    { api: { close(): Promise<void> }; preview: ChildProcess } | undefined;
  state?.preview.kill();
  await state?.api.close();
}
