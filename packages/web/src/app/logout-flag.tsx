import { useEffect, useRef } from 'react';

import { useEndSession } from './use-end-session';

/** §2 `?logout` on the public page signs the user out and shows the logged-out message. */
export default function LogoutFlag() {
  const endSession = useEndSession();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void endSession('logged_out');
  }, [endSession]);
  return null;
}
