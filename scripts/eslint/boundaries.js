import path from 'node:path';

/*
 * The web app's layers (issue #14 item 2), checked on every import, re-export and dynamic import
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

export default { rules: { layers: rule } };
