#!/usr/bin/env node
// What `firebase deploy` does with functions/, outside the workspace: it uploads the folder minus
// firebase.json's `ignore` list, and the server installs it from its own package.json (no
// workspace, no lockfile, production dependencies). This copies the same files into an empty
// folder, installs them the same way and loads the bundle, which must export the functions the
// workspace's build exports. A dependency only the workspace can resolve fails here, not at deploy.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).functions[0];
const source = join(root, config.source);
const ignored = (name) =>
  config.ignore.some((pattern) =>
    pattern.startsWith('*.') ? name.endsWith(pattern.slice(1)) : name === pattern,
  );

const target = mkdtempSync(join(tmpdir(), 'aforo-functions-deploy-'));
const fail = (message) => {
  console.error(`[deploy check] ${message}\n  (left in ${target})`);
  process.exit(1);
};

for (const entry of readdirSync(source)) {
  if (!ignored(entry)) cpSync(join(source, entry), join(target, entry), { recursive: true });
}
console.log(`[deploy check] uploaded files: ${readdirSync(target).join(', ')}`);

const install = spawnSync(
  'npm',
  ['install', '--omit=dev', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'],
  { cwd: target, encoding: 'utf8' },
);
if (install.status !== 0)
  fail(`npm install from functions/package.json failed:\n${install.stderr || install.stdout}`);

const exportsOf = (dir) => {
  const run = spawnSync(
    process.execPath,
    [
      '-e',
      'console.log(JSON.stringify(Object.keys(require(process.argv[1])).sort()))',
      join(dir, 'lib/index.js'),
    ],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, GCLOUD_PROJECT: 'demo-aforo' } },
  );
  if (run.status !== 0) fail(`loading ${dir}/lib/index.js failed:\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop());
};

const deployed = exportsOf(target);
const built = exportsOf(source);
if (JSON.stringify(deployed) !== JSON.stringify(built))
  fail(
    `the installed package exports ${deployed.join(', ')}; the build exports ${built.join(', ')}`,
  );
if (deployed.length === 0) fail('the bundle exports no function');

rmSync(target, { recursive: true, force: true });
console.log(`[deploy check] installed alone, the bundle loads and exports: ${deployed.join(', ')}`);
