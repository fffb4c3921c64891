// Which built files a page loads, from its HTML and Vite's manifest (dist/.vite/manifest.json).

/**
 * @typedef {object} ManifestChunk
 * @property {string} file
 * @property {string} [name] the chunk's name: its source file's, or its group's (vite.config.ts)
 * @property {string[]} [imports] manifest keys of the chunks it imports statically
 * @property {string[]} [dynamicImports] manifest keys of the chunks it may import later
 * @property {string[]} [css]
 */

/** @typedef {Record<string, ManifestChunk>} Manifest */

/**
 * What the HTML names, outside `<noscript>` (what a browser without JavaScript loads instead): the
 * `src` of each module script, each module preload's `href`, and the app a script loads once the
 * page is painted (its `data-app`: the inline head script's, see src/head/head-script.ts); the
 * `src` of each classic script, which imports nothing; and the `href` of each stylesheet.
 *
 * @param {string} html
 */
export function linkedFiles(html) {
  /** @type {(tag: string, name: string) => string | undefined} */
  const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = [...html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').matchAll(/<(script|link)\s[^>]*>/g)].map(
    ([tag, name]) => ({ tag, name }),
  );
  /** @type {(list: Array<string | undefined>) => string[]} */
  const paths = (list) => list.flatMap((path) => (path ? [path.replace(/^\//, '')] : []));
  const scripts = tags.filter(({ name }) => name === 'script');
  const fetched = scripts.filter(({ tag }) => attribute(tag, 'src'));
  /** @type {(script: { tag: string }) => boolean} */
  const isModule = ({ tag }) => attribute(tag, 'type') === 'module';
  return {
    modules: paths([
      ...fetched.filter(isModule).map(({ tag }) => attribute(tag, 'src')),
      ...scripts.map(({ tag }) => attribute(tag, 'data-app')),
      ...tags.filter(({ tag }) => attribute(tag, 'rel') === 'modulepreload').map(({ tag }) => attribute(tag, 'href')),
    ]),
    classic: paths(fetched.filter((script) => !isModule(script)).map(({ tag }) => attribute(tag, 'src'))),
    styles: paths(
      tags.filter(({ tag }) => attribute(tag, 'rel') === 'stylesheet').map(({ tag }) => attribute(tag, 'href')),
    ),
  };
}

/**
 * The scripts and stylesheets a page loads: those its HTML names, everything they import
 * statically, and the dynamic imports in `follows` (the names of the lazy chunks the page imports
 * at once, e.g. `app`), with their own imports. A `follows` name that no chunk of the page
 * imports is an error: a budget must not go on measuring a page that changed shape.
 *
 * @param {Manifest} manifest
 * @param {string} html
 * @param {string[]} follows
 * @returns {{ scripts: string[]; styles: string[] }}
 */
export function pageFiles(manifest, html, follows) {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const linked = linkedFiles(html);
  const scripts = new Set(linked.classic);
  const styles = new Set(linked.styles);
  const followed = new Set();

  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const style of chunk.css ?? []) styles.add(style);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const imported of chunk.dynamicImports ?? []) {
      const name = manifest[imported]?.name ?? '';
      if (!follows.includes(name)) continue;
      followed.add(name);
      visit(imported);
    }
  };
  for (const file of linked.modules) {
    const key = keyOf.get(file);
    if (!key) throw new Error(`the page's script ${file} is not in the manifest: rebuild the front end`);
    visit(key);
  }
  const missing = follows.filter((name) => !followed.has(name));
  if (missing.length > 0) throw new Error(`no chunk of the page imports a chunk named ${missing.join(', ')}`);
  return { scripts: [...scripts], styles: [...styles] };
}
