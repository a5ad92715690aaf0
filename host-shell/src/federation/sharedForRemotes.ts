// The widget remote runs MobX, mobx-react-lite and react-intl as singletons. Module Federation puts a package
// into the host's share scope only when the host's own code references it, so these lazy references make the
// host offer its copies: the remote then uses them instead of downloading its own. The booking page's entry
// calls them as it starts the widget; other pages never load them.

/** Loaders of the singletons the host offers to remotes beyond React, by package name. */
export const sharedForRemotes = {
  mobx: () => import('mobx'),
  'mobx-react-lite': () => import('mobx-react-lite'),
  'react-intl': () => import('react-intl'),
} as const;
