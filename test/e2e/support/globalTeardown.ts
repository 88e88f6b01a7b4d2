import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__e2e as
    { api: { close(): Promise<void> }; preview: ChildProcess; distDir: string } | undefined;
  state?.preview.kill();
  await state?.api.close();
  if (state?.distDir) {
    rmSync(state.distDir, { recursive: true, force: true });
    // The server bundle the same build wrote next to it (rsbuild.config.ts).
    rmSync(`${state.distDir}-server`, { recursive: true, force: true });
  }
}
