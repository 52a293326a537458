// Lint keeps the house standing: imports run one way (shared and db at the bottom, then
// api and bot, then the front ends and tools), features keep to themselves, test code
// stays out of what ships, and file names are kebab-case. Formatting is Prettier's job
// (eslint-config-prettier); import cycles are dependency-cruiser's (.dependency-cruiser.js),
// which, unlike import-x/no-cycle, also follows type-only imports, in a fraction of the time.
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import unicorn from 'eslint-plugin-unicorn';
import tseslint from 'typescript-eslint';

const PACKAGES = ['shared', 'db', 'api', 'bot', 'web', 'miniapp'];
const SOURCE = '{ts,tsx}';

/**
 * What each package (and tool folder) may not import: everything above it, and for the
 * bot the database too (it reaches data only through the services the API hands it).
 */
const LAYERS = {
  shared: ['db', 'api', 'bot', 'web', 'miniapp'],
  db: ['api', 'bot', 'web', 'miniapp'],
  bot: ['db', 'api', 'web', 'miniapp'],
  api: ['web', 'miniapp'],
  web: ['db', 'api', 'bot', 'miniapp'],
  miniapp: ['db', 'api', 'bot', 'web'],
  e2e: ['web', 'miniapp'],
  scripts: ['web', 'miniapp'],
};

/** Code that runs in Node: the server, the bot, the database and the tools. */
const SERVER = ['./api', './bot', './db', './scripts'];

const layerZones = Object.entries(LAYERS).map(([target, above]) => ({
  target: `./${target}`,
  from: above.map((name) => `./${name}`),
  message: `${target} does not import ${above.join(', ')}: imports run one way.`,
}));

/** A feature of a front end imports another feature's code only through src/components or src/lib. */
function featureZones(app) {
  const root = `./${app}/src/features`;
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${root}/${name}`,
      from: root,
      except: [`./${name}`],
      message: `A ${app} feature does not import another feature; move what both need to src/components or src/lib.`,
    }));
}

/**
 * The other features each API feature may import, space-separated: the dependencies
 * between features, written down so that a new one is a decision, not an accident. Code
 * outside features/ (context, errors, http, storage...) is open to every feature; tests
 * count like the code they test. One entry per folder of api/src/features.
 */
const API_FEATURE_IMPORTS = {
  admin: 'ads fairness game leaderboard maintenance weekly',
  ads: 'holders leaderboard maintenance wallet',
  announcements: 'reminders',
  config: 'ads',
  fairness: 'game',
  'first-screen': 'game images maintenance me share',
  game: 'holders images invites leaderboard streaks wallet',
  groups: 'game spread',
  history: 'raffle',
  holders: '',
  images: '',
  insights: '',
  invites: 'leaderboard streaks',
  leaderboard: 'holders',
  maintenance: 'announcements',
  me: 'groups invites leaderboard reminders streaks',
  'nft-pool': 'admin game',
  ops: 'maintenance',
  points: 'leaderboard',
  practice: 'game images',
  raffle: 'leaderboard',
  reminders: 'streaks',
  share: 'game images',
  spread: 'insights',
  stats: 'streaks',
  streaks: '',
  telegram: 'game share',
  theme: '',
  wallet: '',
  weekly: 'leaderboard raffle',
};

const API_FEATURES = './api/src/features';

/**
 * An API feature imports another feature only when API_FEATURE_IMPORTS lists it for that
 * feature, and never one that reaches back to it: that import is refused as a loop,
 * naming the way round.
 */
function apiFeatureZones() {
  const allowed = Object.fromEntries(
    Object.entries(API_FEATURE_IMPORTS).map(([name, imports]) => [name, imports.split(' ').filter(Boolean)]),
  );
  assertListsEachFeature(allowed);
  assertNoLoop(allowed);
  return Object.entries(allowed).flatMap(([name, imports]) => {
    const target = `${API_FEATURES}/${name}`;
    const reachingBack = Object.keys(allowed)
      .filter((other) => other !== name)
      .map((other) => ({ other, way: wayBetween(allowed, other, name) }))
      .filter(({ way }) => way !== null);
    return [
      ...reachingBack.map(({ other, way }) => ({
        target,
        from: `${API_FEATURES}/${other}`,
        message: `The ${name} feature does not import ${other}: ${way.join(' -> ')} already, and features form no loop (API_FEATURE_IMPORTS in eslint.config.js). Move what both need below the features, or make one of them an event the other takes up.`,
      })),
      {
        target,
        from: API_FEATURES,
        except: [name, ...imports, ...reachingBack.map(({ other }) => other)].map((feature) => `./${feature}`),
        message: `The ${name} feature imports only ${imports.join(', ') || 'no other feature'} (API_FEATURE_IMPORTS in eslint.config.js). Add this feature there if ${name} is to depend on it, or move what both need out of features/.`,
      },
    ];
  });
}

/** The features `from` goes through to reach `to` by the list, both ends included; null when it does not reach it. */
function wayBetween(allowed, from, to) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const feature = queue.shift();
    if (feature === to) {
      const way = [];
      for (let step = to; step !== null; step = cameFrom.get(step)) way.unshift(step);
      return way;
    }
    for (const next of allowed[feature] ?? [])
      if (!cameFrom.has(next)) {
        cameFrom.set(next, feature);
        queue.push(next);
      }
  }
  return null;
}

/** Two features that reach each other are one knot: the list itself may hold no loop. */
function assertNoLoop(allowed) {
  for (const [name, imports] of Object.entries(allowed))
    for (const next of imports) {
      const back = wayBetween(allowed, next, name);
      if (back)
        throw new Error(
          `API_FEATURE_IMPORTS in eslint.config.js makes a loop: ${[name, ...back].join(' -> ')}. Move what both need below the features, or make one of them an event the other takes up.`,
        );
    }
}

/** A feature missing from the map would import any other unchecked; a name that is no feature misleads. */
function assertListsEachFeature(allowed) {
  const folders = readdirSync(API_FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => name);
  const unlisted = folders.filter((name) => !(name in allowed));
  const unknown = [...new Set(Object.entries(allowed).flat(2))].filter((name) => !folders.includes(name));
  if (unlisted.length > 0 || unknown.length > 0)
    throw new Error(
      `API_FEATURE_IMPORTS in eslint.config.js has one entry per folder of ${API_FEATURES}: add ${unlisted.join(', ') || 'none'}; remove ${unknown.join(', ') || 'none'}.`,
    );
}

const boundaryZones = [
  ...layerZones,
  ...featureZones('web'),
  ...featureZones('miniapp'),
  ...apiFeatureZones(),
  {
    // Identity, http, storage, audit... sit below the features; app.ts, server.ts,
    // bot-services/ and jobs/ wire features together above them.
    target: [`./api/src/!(features|bot-services|jobs)/**/!(*.test).${SOURCE}`, './api/src/!(app|server).ts'],
    from: API_FEATURES,
    message:
      'Code below the features imports no feature: what a feature does because of it is a hook the feature registers and app.ts wires (see SignInHook in context.ts).',
  },
  {
    target: `./api/src/!(http)/**/!(routes|*.test).${SOURCE}`,
    from: './api/src/http/**',
    message: 'Services do not depend on HTTP; only routes.ts and http/ itself use it.',
  },
  {
    target: SERVER,
    from: './shared/src/client',
    message: "shared/src/client is the front ends' part of shared (React, the browser); server code does not use it.",
  },
  {
    target: `./{${PACKAGES.join(',')}}/src/**/!(*.test).${SOURCE}`,
    from: ['./*/test/**', './e2e/**'],
    message: 'Test code stays out of src.',
  },
];

/** The `no-restricted-syntax` entries that keep an exported function to its kind's shape. */
function functionShapes({ storageSteps = false } = {}) {
  const exported = ['FunctionDeclaration', 'VariableDeclaration > VariableDeclarator > ArrowFunctionExpression'].map(
    (fn) => `ExportNamedDeclaration > ${fn}`,
  );
  return exported.flatMap((fn) => [
    {
      selector: `${fn} > Identifier:first-child[name=/^(ctx|deps|database)$/]`,
      message:
        'An exported function takes `{ ctx, input }` (a service) or the `db`/`tx` handle first (a storage step), not a positional context.',
    },
    {
      selector: `${fn} > ObjectPattern:first-child:has(Property > Identifier.key[name="ctx"]) > Property > Identifier.key:not([name=/^(ctx|input)$/])`,
      message:
        'A service takes `{ ctx, input }`: put the rest in `input`, and return what the route writes (a cookie) rather than take `req` or `res`.',
    },
    ...(storageSteps
      ? [
          {
            selector: `${fn} > Identifier:first-child[name=/^(db|tx)$/]`,
            message:
              'A service file exports services (`{ ctx, input }`); a storage step goes to store.ts or internal.ts.',
          },
        ]
      : []),
  ]);
}

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '.tsbuild/', 'data/', 'bench/', 'e2e/screenshots/', 'db/migrations/'] },
  ...tseslint.configs.recommended,
  {
    plugins: { unicorn },
    rules: { 'unicorn/filename-case': ['error', { case: 'kebabCase' }] },
  },
  {
    files: [`**/*.${SOURCE}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-relative-packages': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One shape per kind of function (docs/architecture.md, "Layout rules"): a service takes
    // `{ ctx, input }`; a storage step takes the database or transaction handle (`db`, `tx`)
    // first. A context, or the app's dependencies, passed positionally is neither.
    files: [
      `api/src/features/**/*.${SOURCE}`,
      `api/src/identity/**/*.${SOURCE}`,
      `api/src/bot-services/**/*.${SOURCE}`,
      `api/src/jobs/**/*.${SOURCE}`,
      `bot/src/**/*.${SOURCE}`,
    ],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...functionShapes()] },
  },
  {
    // A storage step lives in the feature's store.ts (or internal.ts, or a module named for
    // what it keeps), not among its services. (A file's rule replaces the one above: it repeats it.)
    files: ['api/src/{features,identity}/**/service.ts'],
    rules: { 'no-restricted-syntax': ['error', ...functionShapes({ storageSteps: true })] },
  },
  {
    // Tests read untyped JSON bodies and fakes mimic outside APIs' loose shapes.
    files: ['**/*.test.ts', '**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
