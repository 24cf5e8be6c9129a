import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
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

/*
 * The cycle rule reads the whole features folder, so its cases run on a small tree written to a
 * temporary folder: features a → b → c, and d alone.
 */
const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'aforo-cycles-'));
const features = path.join(fixture, 'features');
const write = (file: string, code: string) => {
  fs.mkdirSync(path.dirname(path.join(features, file)), { recursive: true });
  fs.writeFileSync(path.join(features, file), code);
};
write('a/index.ts', "export { B } from '../b';");
write('b/index.ts', "export { C } from '../c';\nexport const B = 1;");
write('c/index.ts', 'export const C = 1;');
write('c/lib/util.ts', "import type { X } from './x';");
write('d/index.ts', 'export const D = 1;');
afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));
const options = [{ featuresDir: features }];
const inFixture = (file: string) => path.join(features, file);

tester.run('aforo/feature-cycles', boundaries.rules['feature-cycles'], {
  valid: [
    // Down the chain, and to a feature that reaches nothing.
    { filename: inFixture('a/x.ts'), code: "import { C } from '../c';", options },
    { filename: inFixture('c/x.ts'), code: "import { D } from '../d';", options },
    // Its own files and shared layers are not features.
    { filename: inFixture('c/x.ts'), code: "import { u } from './lib/util';", options },
    { filename: inFixture('c/x.ts'), code: "import { u } from '../../lib/util';", options },
  ],
  invalid: [
    // c → a closes a → b → c, whether static, type-only, re-exported or lazy.
    {
      filename: inFixture('c/components/x.tsx'),
      code: "import { B } from '../../a';",
      options,
      errors: [{ messageId: 'cycle' }],
    },
    {
      filename: inFixture('c/x.ts'),
      code: "import type { B } from '../b/index';",
      options,
      errors: [{ messageId: 'cycle' }],
    },
    {
      filename: inFixture('c/x.ts'),
      code: "export * from '../a';",
      options,
      errors: [{ messageId: 'cycle' }],
    },
    {
      filename: inFixture('c/x.ts'),
      code: "const A = () => import('../a');",
      options,
      errors: [{ messageId: 'cycle' }],
    },
  ],
});

const functionsSrc = path.resolve(import.meta.dirname, '..', '..', 'functions', 'src');
const fn = (file: string) => path.join(functionsSrc, file);

tester.run('aforo/functions-layers', boundaries.rules['functions-layers'], {
  valid: [
    // Routes speak HTTP and call services; services call integrations and the Admin SDK handle.
    {
      filename: fn('routes/x.ts'),
      code: "import { Router } from 'express';\nimport { requireEvent } from '../lib/access';",
    },
    {
      filename: fn('lib/x.ts'),
      code: "import { sendMail } from '../integrations/mail';\nimport { origin } from '../config';",
    },
    {
      filename: fn('integrations/mail/queue.ts'),
      code: "import { db } from '../../lib/firebase';",
    },
    // A test may drive a service through its route.
    {
      filename: fn('lib/x.int.test.ts'),
      code: "import { checkinRouter } from '../routes/checkin';",
    },
  ],
  invalid: [
    {
      filename: fn('lib/x.ts'),
      code: "import type { AuthUser } from '../middleware/auth';",
      errors: [{ messageId: 'httpInService' }],
    },
    {
      filename: fn('lib/x.ts'),
      code: "import type { Request } from 'express';",
      errors: [{ messageId: 'httpInService' }],
    },
    {
      filename: fn('lib/x.ts'),
      code: "export { eventIdOf } from '../routes/resource-router';",
      errors: [{ messageId: 'httpInService' }],
    },
    {
      filename: fn('integrations/zoom/client.ts'),
      code: "import { requireEvent } from '../../lib/access';",
      errors: [{ messageId: 'serviceInIntegration' }],
    },
    {
      filename: fn('integrations/x.ts'),
      code: "const app = () => import('../app');",
      errors: [{ messageId: 'httpInService' }],
    },
  ],
});

tester.run('aforo/domain-pure', boundaries.rules['domain-pure'], {
  valid: [
    {
      filename: fn('../../domain/src/entities/x.ts'),
      code: "import * as yup from 'yup';\nimport { paths } from '../paths';",
    },
    {
      filename: fn('../../domain/src/entities/x.test.ts'),
      code: "import { it } from 'vitest';\nimport path from 'node:path';",
    },
  ],
  invalid: [
    {
      filename: fn('../../domain/src/x.ts'),
      code: "import { Timestamp } from 'firebase-admin/firestore';",
      errors: [{ messageId: 'sdk' }],
    },
    {
      filename: fn('../../domain/src/x.ts'),
      code: "import type { DocumentData } from 'firebase/firestore';",
      errors: [{ messageId: 'sdk' }],
    },
    {
      filename: fn('../../domain/src/x.ts'),
      code: "export { useFirestore } from 'reactfire';",
      errors: [{ messageId: 'sdk' }],
    },
  ],
});

tester.run('aforo/data-in-api', boundaries.rules['data-in-api'], {
  valid: [
    // A feature's api/ hooks hold the reads and writes.
    {
      filename: at('features/documents/api/documents-store.ts'),
      code: "import { doc, setDoc } from 'firebase/firestore';\nimport { useFirestore } from '../../../lib/firebase-context';",
    },
    // A component calls the hook.
    {
      filename: at('features/documents/components/users-field.tsx'),
      code: "import { useDocumentUsers } from '../api/documents-store';",
    },
    // A component's test may stand in for the SDK.
    {
      filename: at('features/networking/components/x.test.tsx'),
      code: "import type * as Firestore from 'firebase/firestore';",
    },
    // Other feature files (the landing's sections, a feature's public entry) are not screens.
    {
      filename: at('features/agenda/landing/watch-activities.ts'),
      code: "import { onSnapshot } from 'firebase/firestore';",
    },
  ],
  invalid: [
    {
      filename: at('features/chat/routes/chat-export-page.tsx'),
      code: "import { getDocs, writeBatch } from 'firebase/firestore';",
      errors: [{ messageId: 'sdk' }],
    },
    {
      filename: at('features/documents/components/users-field.tsx'),
      code: "import type { Firestore } from 'firebase/firestore';",
      errors: [{ messageId: 'sdk' }],
    },
    {
      filename: at('features/platform-pages/routes/diagnostics-page.tsx'),
      code: "import { getDocs } from 'firebase/firestore/lite';",
      errors: [{ messageId: 'sdk' }],
    },
    {
      filename: at('features/surveys/components/live.tsx'),
      code: "import { useFirestore, useFirestoreCollectionData } from 'reactfire';",
      errors: [{ messageId: 'useFirestore' }],
    },
    {
      filename: at('features/documents/routes/upload-page.tsx'),
      code: "import { useFirestore } from '../../../lib/firebase-context';",
      errors: [{ messageId: 'useFirestore' }],
    },
  ],
});
