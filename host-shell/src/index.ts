// The async boundary lets Module Federation set up the shared React before any module uses it.
import('./bootstrap').catch((error: unknown) => {
  console.error('The page failed to start', error);
});
