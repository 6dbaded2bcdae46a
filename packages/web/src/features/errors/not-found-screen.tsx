import { ErrorPage } from './error-page';

/** /dashboard/404 and every unknown path. */
export default function NotFoundScreen() {
  return <ErrorPage status={404} />;
}
