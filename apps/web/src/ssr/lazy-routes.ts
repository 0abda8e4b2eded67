import { matchRoutes, type RouteObject } from 'react-router-dom';

type Lazy = NonNullable<RouteObject['lazy']>;

/**
 * Loads the lazy parts of the routes `path` matches into the route objects themselves, before a router is made
 * from them. Hydration needs the matched page's component at the first render: a router that still has to load it
 * renders the `HydrateFallback` instead, which is not what the server sent.
 */
export async function resolveLazyRoutes(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy: Lazy | undefined = route.lazy;
      if (!lazy) return;
      const loaded =
        typeof lazy === 'function'
          ? await lazy()
          : Object.fromEntries(
              await Promise.all(
                Object.entries(lazy).map(async ([name, load]) => [name, await (load as () => unknown)()]),
              ),
            );
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}
