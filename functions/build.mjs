// Bundles the functions with @aforo/domain inlined, so `firebase deploy` needs no private
// package; the Firebase SDKs (and jsdom, which reads its own files at run time) stay external
// because the runtime installs them from package.json; so does sharp, whose native binary is
// installed for the runtime's platform.
import { build, context } from 'esbuild';

const options = {
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-functions', 'express', 'jsdom', 'dompurify', 'sharp'],
  logLevel: 'info',
};

if (process.argv.includes('--watch')) {
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
