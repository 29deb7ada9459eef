// The server's floor plan at folder level (decision 074), checked by `npm run lint` (`lint:modules`).
// Violations not yet cut are listed in .dependency-cruiser-known-violations.json (`npm run
// lint:modules:baseline` rewrites it): shrinking that file is the measure, and any new violation fails.

/**
 * Folders still on a loop (decision 074). The folder rule cannot use the known-violations file, so this
 * list is its allow-list: a folder leaves it when its loop is cut, and no folder may join it.
 */
/** @type {string[]} */
export const foldersStillOnALoop = [];

/**
 * The rules for a server source folder. apps/server/test/floor-plan.test.ts runs them on a fixture
 * tree to see a deliberate violation fail.
 * @param {string} src a regular expression for the source folder, e.g. '^apps/server/src'
 * @param {string[]} allowedLoops folders (under src) whose loops are not yet cut
 * @returns {import('dependency-cruiser').IForbiddenRuleType[]}
 */
export function floorPlanRules(src, allowedLoops = []) {
  return [
    {
      name: 'no-module-folder-cycle',
      comment: 'Folders form a line of layers: no loop between folders, whatever files carry it.',
      severity: 'error',
      scope: 'folder',
      from: {
        path: `${src}/(modules/[^/]+|lib/[^/]+|adapters/[^/]+|db|config|production|plugins|app)$`,
        ...(allowedLoops.length > 0 && {
          pathNot: `${src}/(${allowedLoops.join('|')})$`,
        }),
      },
      to: { circular: true },
    },
    {
      name: 'module-front-door',
      comment: 'A module imports another module only through its index.ts, never an internal file.',
      severity: 'error',
      from: { path: `${src}/modules/([^/]+)/` },
      to: {
        path: `${src}/modules/[^/]+/`,
        pathNot: [`${src}/modules/$1/`, `${src}/modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'lower-layers-never-import-modules',
      comment: 'lib/, db/, config, production/, plugins/ and adapters/ sit below every module.',
      severity: 'error',
      from: { path: `${src}/(lib|db|config|production|plugins|adapters)(/|\\.ts$)` },
      to: { path: `${src}/(modules|app)/` },
    },
    {
      name: 'modules-never-import-app',
      comment: 'app/ composes the modules; a module never reaches up into it.',
      severity: 'error',
      from: { path: `${src}/modules/` },
      to: { path: `${src}/app/` },
    },
    {
      name: 'no-file-cycle',
      comment: 'No loop between files, type imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: floorPlanRules('^apps/server/src', foldersStillOnALoop),
  options: {
    // The server, the web app and the domain package (file cycles; the folder rules are the server's). Tests may
    // reach into any module's files; the rules are for the code that ships.
    includeOnly: '^(apps/server/src|apps/web/src|packages/domain/src)/',
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
