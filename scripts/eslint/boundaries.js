import fs from 'node:fs';
import path from 'node:path';

/*
 * The web app's layers, checked on every import, re-export and dynamic import
 * by resolving relative paths (the app has no path aliases):
 * - app/ composes everything and may import anything;
 * - a feature (features/<x>/) imports components/, lib/, i18n/ and @aforo/domain, never app/,
 *   and another feature only through that feature's declared public entry, features/<y>/index.ts;
 * - components/, lib/ and i18n/ are shared layers: they import no feature and nothing of app/.
 */
const SRC = path.resolve(import.meta.dirname, '..', '..', 'web', 'src');

/** The layer a file of web/src belongs to, with the feature's name for features. */
function layerOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, second, third] = rel.split(path.sep);
  if (top === 'features' && second) return { layer: 'feature', feature: second, rest: third };
  return { layer: top };
}

/** Whether a resolved path is a feature's public entry (its folder or its index module). */
function isPublicEntry(target) {
  return target.rest === undefined || /^index(\.tsx?)?$/.test(target.rest);
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep features, shared layers and the app apart' },
    messages: {
      sharedImportsFeature:
        '{{layer}}/ is a shared layer: it may not import the feature "{{feature}}" (move what both need to components/ or lib/, or pass it in from app/).',
      sharedImportsApp: '{{layer}}/ is a shared layer: it may not import app/.',
      featureImportsApp:
        'A feature may not import app/: the app composes features, not the reverse.',
      featureInternals:
        'The feature "{{from}}" may import the feature "{{feature}}" only through its public entry, features/{{feature}}/index.ts.',
    },
    schema: [],
  },
  create(context) {
    const importer = layerOf(context.filename);
    if (!importer || importer.layer === 'app') return {};
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = layerOf(path.resolve(path.dirname(context.filename), source.value));
      if (!target) return;
      const shared = ['components', 'lib', 'i18n'].includes(importer.layer);
      if (shared && target.layer === 'feature') {
        context.report({
          node: source,
          messageId: 'sharedImportsFeature',
          data: { layer: importer.layer, feature: target.feature },
        });
      } else if (shared && target.layer === 'app') {
        context.report({ node: source, messageId: 'sharedImportsApp', data: importer });
      } else if (importer.layer === 'feature' && target.layer === 'app') {
        context.report({ node: source, messageId: 'featureImportsApp' });
      } else if (
        importer.layer === 'feature' &&
        target.layer === 'feature' &&
        target.feature !== importer.feature &&
        !isPublicEntry(target)
      ) {
        context.report({
          node: source,
          messageId: 'featureInternals',
          data: { from: importer.feature, feature: target.feature },
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Every relative import, re-export and dynamic import specifier a source text names. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'(\.[^']*)'/gm;

/** The features a feature's files name, by scanning features/ (one feature per folder). */
function featureGraph(featuresDir) {
  const graph = new Map();
  const walk = (dir, feature) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file, feature ?? entry.name);
      else if (feature && /\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const match of text.matchAll(SPECIFIER)) {
          const target = featureOf(featuresDir, path.resolve(dir, match[1]));
          if (target && target !== feature) {
            if (!graph.has(feature)) graph.set(feature, new Map());
            const edges = graph.get(feature);
            if (!edges.has(target)) edges.set(target, path.relative(featuresDir, file));
          }
        }
      }
    }
  };
  if (fs.existsSync(featuresDir)) walk(featuresDir, null);
  return graph;
}

function featureOf(featuresDir, file) {
  const rel = path.relative(featuresDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel) || rel === '') return null;
  return rel.split(path.sep)[0];
}

/** A path of features from `from` to `to` (both included), or null when `to` is not reachable. */
function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === to) {
      const route = [];
      for (let step = at; step !== null; step = previous.get(step)) route.unshift(step);
      return route;
    }
    for (const next of graph.get(at)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/** One scan per lint run and features folder: the graph is read, not rebuilt, per file. */
const graphs = new Map();

/*
 * No cycles between features: if features/a imports features/b (public entry or not, type-only
 * included), nothing of b may reach a again. A cycle between two public entries is invisible to
 * the layer rule, yet it ties the two features' chunks and their order of evaluation together;
 * what both need belongs in lib/ or components/. The graph comes from a scan of every feature's
 * import specifiers (relative paths only: the app has no aliases).
 */
const featureCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles between features' },
    messages: {
      cycle:
        'The feature "{{from}}" imports "{{to}}", which already reaches "{{from}}" ({{route}}): a cycle between features. Move what both need to lib/ or components/.',
    },
    schema: [
      {
        type: 'object',
        properties: { featuresDir: { type: 'string' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const featuresDir = context.options[0]?.featuresDir ?? path.join(SRC, 'features');
    const from = featureOf(featuresDir, context.filename);
    if (!from) return {};
    if (!graphs.has(featuresDir)) graphs.set(featuresDir, featureGraph(featuresDir));
    const graph = graphs.get(featuresDir);
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const to = featureOf(featuresDir, path.resolve(path.dirname(context.filename), source.value));
      if (!to || to === from) return;
      const back = pathBetween(graph, to, from);
      if (!back) return;
      const route = [from, ...back]
        .map((feature, i, all) => {
          const next = all[i + 1];
          const via = next && i > 0 ? graph.get(feature)?.get(next) : null;
          return via ? `${feature} (${via})` : feature;
        })
        .join(' → ');
      context.report({ node: source, messageId: 'cycle', data: { from, to, route } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const FUNCTIONS_SRC = path.resolve(import.meta.dirname, '..', '..', 'functions', 'src');

/** The layer of a functions/src file: routes, middleware, lib (the services), integrations, … */
function functionsLayerOf(root, file) {
  const rel = path.relative(root, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  if (parts.length > 1) return { layer: parts[0], rest: parts.slice(1).join('/') };
  // app.ts and index.ts compose the API; a bare folder (`../config`) is that folder's layer.
  const name = parts[0].replace(/\.ts$/, '');
  return { layer: ['app', 'index'].includes(name) ? 'entry' : name, rest: '' };
}

/** What the Admin SDK handle (lib/firebase.ts) is to integrations: a platform module, not a service. */
const PLATFORM = /^firebase(\.ts)?$/;

/*
 * The API's layers: routes → services (lib/) → integrations. Only routes/ and middleware/ speak
 * HTTP; a service takes the caller (lib/caller.ts) and plain values, so it serves a trigger or a
 * script as well as a request; an integration (mail, payments, videoconference) knows no service.
 */
const functionsLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep routes, services and integrations of the API apart' },
    messages: {
      httpInService:
        '{{layer}}/ may not import "{{what}}": only routes/ and middleware/ speak HTTP (take the caller or plain values, see lib/caller.ts).',
      serviceInIntegration:
        'integrations/ may not import the service lib/{{what}}: integrations sit below the services (pass what they need in).',
    },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const root = context.options[0]?.root ?? FUNCTIONS_SRC;
    const importer = functionsLayerOf(root, context.filename);
    // Tests may drive a service through its route.
    if (/\.test\.ts$/.test(context.filename)) return {};
    if (!importer || !['lib', 'integrations'].includes(importer.layer)) return {};
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (spec === 'express' || spec.startsWith('express/')) {
        context.report({
          node: source,
          messageId: 'httpInService',
          data: { layer: importer.layer, what: spec },
        });
        return;
      }
      if (!spec.startsWith('.')) return;
      const target = functionsLayerOf(root, path.resolve(path.dirname(context.filename), spec));
      if (!target) return;
      if (['routes', 'middleware', 'entry'].includes(target.layer)) {
        context.report({
          node: source,
          messageId: 'httpInService',
          data: { layer: importer.layer, what: spec },
        });
      } else if (
        importer.layer === 'integrations' &&
        target.layer === 'lib' &&
        !PLATFORM.test(target.rest)
      ) {
        context.report({
          node: source,
          messageId: 'serviceInIntegration',
          data: { what: target.rest },
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** What the domain package may import besides its own files: its validation library and tests. */
const DOMAIN_ALLOWED = /^(yup|vitest|node:.*)$/;

/*
 * The domain (types, yup schemas, paths) runs in the browser, the functions and the scripts
 * alike: it imports no SDK (firebase, firebase-admin, reactfire, express, react), only yup.
 */
const domainPure = {
  meta: {
    type: 'problem',
    docs: { description: 'The domain package imports no SDK' },
    messages: {
      sdk: 'The domain imports no SDK or framework ("{{what}}"): it is shared by the web, the functions and the scripts. Keep the SDK call in web/ or functions/ and pass plain values in.',
    },
    schema: [],
  },
  create(context) {
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (spec.startsWith('.') || DOMAIN_ALLOWED.test(spec)) return;
      context.report({ node: source, messageId: 'sdk', data: { what: spec } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/*
 * Components and routes of a feature render; they do not read or write Firestore. Every read and
 * write lives in the feature's api/ hooks (typed, paths from the domain), so a screen can be
 * tested with its data and the data layer against the emulator.
 */
const DATA_IN_COMPONENT = /^web\/src\/features\/[^/]+\/(components|routes)\//;
const FIRESTORE_SDK = /^firebase\/firestore(\/|$)/;

const dataInApi = {
  meta: {
    type: 'problem',
    docs: { description: 'Feature components and routes reach Firestore only through api/ hooks' },
    messages: {
      sdk: 'A component or route does not import "{{what}}": move the read or write into a hook of the feature\'s api/ folder and call that.',
      useFirestore:
        "A component or route does not call useFirestore(): move the read or write into a hook of the feature's api/ folder and call that.",
    },
    schema: [],
  },
  create(context) {
    const rel = path.relative(path.resolve(import.meta.dirname, '..', '..'), context.filename);
    const file = rel.split(path.sep).join('/');
    if (!DATA_IN_COMPONENT.test(file) || /\.test\.tsx?$/.test(file)) return {};
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (FIRESTORE_SDK.test(source.value)) {
        context.report({ node: source, messageId: 'sdk', data: { what: source.value } });
        return;
      }
      for (const spec of node.specifiers ?? []) {
        const imported = spec.type === 'ImportSpecifier' ? spec.imported : null;
        const name = imported && (imported.type === 'Identifier' ? imported.name : imported.value);
        if (name === 'useFirestore') context.report({ node: spec, messageId: 'useFirestore' });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default {
  rules: {
    layers: rule,
    'feature-cycles': featureCycles,
    'functions-layers': functionsLayers,
    'domain-pure': domainPure,
    'data-in-api': dataInApi,
  },
};
