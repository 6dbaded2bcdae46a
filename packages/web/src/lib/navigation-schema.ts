// The domain's navigation schema in a module of its own: navigation-api.ts loads it when the answer
// comes, so zod (about 27 KB gzip) is not part of the signed-in frame's code that every first
// screen waits for (decision 112).
export { portalNavigationSchema } from '@portal/domain';
