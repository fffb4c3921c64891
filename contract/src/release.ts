/**
 * The product's version: the admin's footer and `/api/health` show it, so an owner can tell which
 * release a server runs. A release raises it and appends its commit to `releases.txt`, the list
 * the upgrade test starts from.
 */
export const VERSION = '3.2.0';
