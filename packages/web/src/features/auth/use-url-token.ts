import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Reads `?token=` (or another parameter) once and removes it from the address bar straight away
 * (history.replaceState through the router), so no single-use token stays in a URL, the history or
 * a shared screenshot.
 */
export function useUrlToken(param = 'token'): string | null {
  const [token] = useState(() => new URLSearchParams(window.location.search).get(param));
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(param)) return;
    params.delete(param);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [param, pathname, search, hash, navigate]);
  return token;
}
