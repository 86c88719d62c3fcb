/** Resolves in a new task: the browser may paint and handle input before what follows runs. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
