// Entry of a seed worker thread when the server runs from TypeScript sources: the loader hooks
// that `tsx` registers on the main thread do not reach worker threads, so this registers them
// here, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./worker.ts', import.meta.url).href);
