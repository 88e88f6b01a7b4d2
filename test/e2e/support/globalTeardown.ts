import { rmSync } from 'node:fs';
import type { E2eState } from './globalSetup';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__e2e as E2eState | undefined;
  await state?.site.stop();
  await state?.api.close();
  state?.log.end();
  if (state?.temporary) rmSync(state.temporary, { recursive: true, force: true });
}
