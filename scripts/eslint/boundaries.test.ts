import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import boundaries from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const src = path.resolve(import.meta.dirname, '..', '..', 'web', 'src');
const at = (file: string) => path.join(src, file);

tester.run('aforo/layers', boundaries.rules.layers, {
  valid: [
    // The app composes features, internals included (its lazily loaded admin route table).
    {
      filename: at('app/admin-routes.tsx'),
      code: "const P = () => import('../features/checkin/routes/checkin-page');",
    },
    // A feature reads shared layers and its own files.
    {
      filename: at('features/landing/components/x.tsx'),
      code: "import { useT } from '../../../i18n/use-t';\nimport { a } from '../lib/theme';",
    },
    // Another feature through its public entry, folder or index.
    {
      filename: at('features/auth/components/login-modal.tsx'),
      code: "import { RegisterPanel } from '../../registration';\nexport * from '../../registration/index';",
    },
    // Packages are not layers.
    { filename: at('lib/x.ts'), code: "import { eventSchema } from '@aforo/domain';" },
  ],
  invalid: [
    {
      filename: at('features/landing/components/x.tsx'),
      code: "import type { M } from '../../registration/lib/registration-values';",
      errors: [{ messageId: 'featureInternals' }],
    },
    {
      filename: at('features/landing/components/x.tsx'),
      code: "const D = () => import('../../registration/components/registration-dialog');",
      errors: [{ messageId: 'featureInternals' }],
    },
    {
      filename: at('features/landing/x.ts'),
      code: "import { router } from '../../app/router';",
      errors: [{ messageId: 'featureImportsApp' }],
    },
    {
      filename: at('components/x.test.tsx'),
      code: "export { R } from '../features/registration';",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
    {
      filename: at('lib/resources/x.ts'),
      code: "import { featureMessages } from '../../app/messages';",
      errors: [{ messageId: 'sharedImportsApp' }],
    },
    {
      filename: at('i18n/es.ts'),
      code: "import { landingMessages } from '../features/landing/messages';",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
  ],
});
