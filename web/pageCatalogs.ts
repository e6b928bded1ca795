// The browser's share of the language catalogs (docs/contract.md "Spanish pages"): one PO file per language stays
// the translators' one truth, and the build cuts it into the messages the site's frame needs (header, footer, error pages) and, for
// each page of router.tsx, the messages that page's code adds. A page then downloads its own words in its own
// language only: the English home page carries no Spanish, and no staff page's or other page's messages.
// web/src/pageMessages.ts loads them; the server renders with the whole catalogs (entry-server.tsx).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import type { Plugin, Rollup } from 'vite';

/**
 * One part of one language's catalog: `virtual:page-catalog/<locale>/shell`, the frame's messages, which also
 * names the loader of each page's part, `virtual:page-catalog/<locale>/<page module>` (web/src/pageMessages.ts).
 */
const PART = 'virtual:page-catalog/';
const SHELL = 'shell';

export function pageCatalogs({ webDir, linguiConfig }: { webDir: string; linguiConfig: string }): Plugin {
  const config = getConfig({ configPath: linguiConfig });
  const source = (file: string) => resolve(webDir, file);
  // The pages are router.tsx's lazy imports; each page's handle names its module as `src/routes/<page>.tsx`.
  const pages = () => [
    ...new Set(
      [...readFileSync(source('src/router.tsx'), 'utf8').matchAll(/import\('\.\/(routes\/[^']+)'\)/g)].map(
        (match) => `src/${match[1]}.tsx`,
      ),
    ),
  ];
  let splitting = false;
  const translations = new Map<string, Promise<Record<string, string>>>();
  const shellIds = new Map<string, Promise<Set<string>>>();

  /** The language's messages by id, as Lingui's Vite plugin reads them for the whole catalog. */
  function messagesOf(locale: string) {
    let messages = translations.get(locale);
    if (!messages) {
      messages = getCatalogs(config).then(async ([catalog]) => {
        const { messages: all } = await catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales || {},
          sourceLocale: config.sourceLocale ?? '',
        });
        return all;
      });
      translations.set(locale, messages);
    }
    return messages;
  }

  /**
   * The ids of the messages the code reachable from `starts` names (imports and lazy imports alike), without going
   * into `stops`: Lingui's macros leave each message's id in the code as a string.
   */
  async function idsReachable(
    context: Rollup.PluginContext,
    starts: string[],
    stops: Set<string>,
    known: Record<string, string>,
  ) {
    const seen = new Set<string>();
    const ids = new Set<string>();
    const queue = [...starts];
    while (queue.length > 0) {
      const batch = queue.splice(0).filter((id) => !seen.has(id));
      batch.forEach((id) => seen.add(id));
      const infos = await Promise.all(batch.map((id) => context.load({ id, resolveDependencies: true })));
      for (const info of infos) {
        for (const [, id] of (info.code ?? '').matchAll(/["'`]([^"'`\s\\]{1,64})["'`]/g))
          if (Object.hasOwn(known, id)) ids.add(id);
        for (const next of [...info.importedIds, ...info.dynamicallyImportedIds])
          if (!next.startsWith('\0') && !next.includes('/node_modules/') && !stops.has(next) && !seen.has(next))
            queue.push(next);
      }
    }
    return ids;
  }

  return {
    name: 'satx-page-catalogs',
    outputOptions(options) {
      // A part's file is named for its language and page: messages-es-SearchPage-<hash>.js.
      const named = options.chunkFileNames;
      return {
        ...options,
        chunkFileNames: (chunk) => {
          const part = chunk.facadeModuleId?.startsWith(`\0${PART}`)
            ? chunk.facadeModuleId.slice(PART.length + 1)
            : null;
          if (part) return `assets/messages-${part.split('/')[0]}-[name]-[hash].js`;
          return typeof named === 'function' ? named(chunk) : (named ?? 'assets/[name]-[hash].js');
        },
      };
    },
    configResolved(resolved) {
      // The browser build splits; the server renderer, `vite dev` and the tests load each language whole.
      splitting = resolved.command === 'build' && !resolved.build.ssr;
    },
    resolveId(id) {
      return id.startsWith(PART) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PART}`)) return undefined;
      const [locale, ...rest] = id.slice(PART.length + 1).split('/');
      const part = rest.join('/');
      if (!splitting)
        return `export { messages } from ${JSON.stringify(source(`src/locales/${locale}/messages.po`))};\nexport const pages = {};\n`;
      const all = await messagesOf(locale);
      const pageModules = new Set(pages().map(source));
      let shell = shellIds.get(locale);
      if (!shell) {
        shell = idsReachable(this, [source('src/main.tsx')], pageModules, all);
        shellIds.set(locale, shell);
      }
      const wanted =
        part === SHELL
          ? await shell
          : await Promise.all([
              idsReachable(
                this,
                [source(part)],
                new Set([...pageModules].filter((page) => page !== source(part))),
                all,
              ),
              shell,
            ]).then(([ids, inShell]) => new Set([...ids].filter((messageId) => !inShell.has(messageId))));
      const messages = Object.fromEntries(Object.entries(all).filter(([messageId]) => wanted.has(messageId)));
      const { source: code, errors } = createCompiledCatalog(locale, messages, {
        namespace: 'es',
        pseudoLocale: config.pseudoLocale,
      });
      if (errors.length > 0) throw new Error(`The ${locale} catalog does not compile: ${errors[0].error.message}`);
      if (part !== SHELL) return code;
      const loaders = pages().map(
        (page) => `${JSON.stringify(page)}: () => import(${JSON.stringify(`${PART}${locale}/${page}`)})`,
      );
      return `${code}\nexport const pages = {\n${loaders.join(',\n')}\n};\n`;
    },
  };
}
