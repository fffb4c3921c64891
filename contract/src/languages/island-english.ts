/**
 * The words the public page's islands say once it is in the browser (the menu's state, the
 * connectivity badge): their script carries these English words and takes a page's own from its
 * HTML (`islandWords`), so that no catalog is shipped with it.
 */
export const ISLAND_ENGLISH = {
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  demoMode: 'Demo Mode',
  offlineMode: 'Offline Mode',
} as const;
