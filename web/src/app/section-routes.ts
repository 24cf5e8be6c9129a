/**
 * The routes one admin section mounts, from its paths (the section's, then its sub-routes') and
 * the screens there are: a path with a page-mode screen (`{path}/*`) mounts with a splat and
 * routes its own pages; a sub-route without a screen under such a path is one of those pages and
 * mounts nothing; any other path mounts as itself (without a screen it says so: AdminNoMatch).
 */
export function sectionRoutes(
  paths: readonly string[],
  hasScreen: (key: string) => boolean,
): { path: string; screen: string }[] {
  const nested = paths.filter((path) => hasScreen(`${path}/*`));
  return paths
    .filter(
      (path) =>
        hasScreen(path) ||
        nested.includes(path) ||
        !nested.some((base) => path.startsWith(`${base}/`)),
    )
    .map((path) =>
      nested.includes(path) ? { path: `${path}/*`, screen: `${path}/*` } : { path, screen: path },
    );
}
