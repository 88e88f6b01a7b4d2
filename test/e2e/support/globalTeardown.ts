import type { E2eState } from './globalSetup';

// The build stays in test-results/ for E2E_REUSE_BUILD=1.
export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__e2e as E2eState | undefined;
  await state?.site.stop();
  await state?.api.close();
  state?.log.end();
}
