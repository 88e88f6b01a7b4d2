/** Gives the main thread back to the browser: what follows runs in a task of its own. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
