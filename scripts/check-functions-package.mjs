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

// The bundle loads some of its dependencies only when a request needs them (jsdom on the first
// rich text, sharp on the first image): each dependency must load from the installed folder too.
const dependencies = Object.keys(
  JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')).dependencies ?? {},
);
const loaded = spawnSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `for (const name of ${JSON.stringify(dependencies)}) {
       try { await import(name); } catch (error) { console.error(name + ': ' + error.message); process.exitCode = 1; }
     }`,
  ],
  { cwd: join(target, 'lib'), encoding: 'utf8' },
);
if (loaded.status !== 0)
  fail(`a dependency does not load from the installed package:\n${loaded.stderr}`);

rmSync(target, { recursive: true, force: true });
console.log(`[deploy check] installed alone, the bundle loads and exports: ${deployed.join(', ')}`);
console.log(`[deploy check] and each of its dependencies loads there: ${dependencies.join(', ')}`);
