import { useLocation } from 'react-router-dom';

/**
 * The product section's addresses under the shell's root (/eventadmin/{event} or
 * /orgadmin/{event}): the shell is a splat route, where a relative link would resolve against the
 * whole current address (admin-shell/sections.ts underShellRoot says the same).
 */
export function useProductLinks() {
  const root = useLocation().pathname.split('/').slice(0, 3).join('/');
  const section = `${root}/product`;
  return {
    list: section,
    add: `${section}/addproduct`,
    edit: (id: string) => `${section}/addproduct/${encodeURIComponent(id)}`,
    configuration: `${section}/configuration`,
    offers: (id: string) => `${section}/${encodeURIComponent(id)}/oferts`,
  };
}
