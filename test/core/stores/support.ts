/** Lets answers already on their way (promises, zero-delay timers) arrive. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Gives a list store its route parameters and starts it; resolves once its answers are in. */
export async function startedAt<Params>(
  store: { setParams(params: Params): void; start(): void },
  params: Params,
): Promise<void> {
  store.setParams(params);
  store.start();
  await settle();
}
