// The async boundary lets Module Federation negotiate shared singletons (React, MobX…) before any of them runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('The booking widget failed to start', error);
});
