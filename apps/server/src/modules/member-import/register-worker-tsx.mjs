// Under tsx and vitest (from source) the worker is a .ts file that Node cannot load by itself, and a
// worker does not inherit the parent's loader: this starts it through tsx. The bundle never uses it.
const { tsImport } = await import('tsx/esm/api');
await tsImport('./register-worker.ts', import.meta.url);
