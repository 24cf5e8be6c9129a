#!/usr/bin/env node
// The one way every npm script calls the Firebase CLI. On machines where firebase-tools cannot
// download its Firestore emulator but the Google Cloud SDK ships one, it points firebase-tools
// at the SDK's jar through a manifest-only launcher jar (ENVIRONMENT.md); on a normal machine it
// changes nothing. It also drops the Storage emulator from --only where it cannot run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { portOffset, ports, webDistDir } from './ports.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const firebaseCacheDir = join(homedir(), '.cache', 'firebase', 'emulators');

function fail(message) {
  console.error(`\n[aforo] ${message}\n`);
  process.exit(2);
}

function cachedEmulator(prefix) {
  if (!existsSync(firebaseCacheDir)) return null;
  const hit = readdirSync(firebaseCacheDir).find((f) => f.startsWith(prefix) && f.endsWith('.jar'));
  return hit ? join(firebaseCacheDir, hit) : null;
}

function gcloudFirestoreJar() {
  const roots = [];
  const info = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
  });
  if (info.status === 0 && info.stdout.trim()) roots.push(info.stdout.trim());
  roots.push('/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk');
  for (const sdk of roots) {
    const jar = join(sdk, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (existsSync(jar)) return jar;
  }
  return null;
}

/** A zip with one stored entry: META-INF/MANIFEST.MF. Enough for `java -jar`. */
function writeManifestJar(file, manifest) {
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const data = Buffer.from(manifest);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  writeFileSync(file, Buffer.concat([local, name, data, central, name, end]));
}

function javaAvailable() {
  return spawnSync('java', ['-version'], { encoding: 'utf8' }).status === 0;
}

/** Prepares the environment for the Firestore emulator; returns a line saying what it chose. */
export function prepareFirestoreEmulator(env = process.env) {
  if (!javaAvailable()) {
    fail(
      'The Firestore emulator needs Java (17 or newer). Install it, e.g. `apt-get install -y openjdk-17-jre-headless`.',
    );
  }
  if (env.FIRESTORE_EMULATOR_BINARY_PATH)
    return 'Firestore emulator: FIRESTORE_EMULATOR_BINARY_PATH';
  if (cachedEmulator('cloud-firestore-emulator')) return 'Firestore emulator: firebase-tools cache';
  const sdkJar = gcloudFirestoreJar();
  if (sdkJar) {
    const dir = join(root, 'node_modules', '.cache', 'aforo');
    mkdirSync(dir, { recursive: true });
    const launcher = join(dir, 'firestore-emulator-launcher.jar');
    // The SDK jar has no Main-Class; this manifest names it and puts the SDK jar on the class path.
    writeManifestJar(
      launcher,
      'Manifest-Version: 1.0\r\n' +
        'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\r\n' +
        `Class-Path: file:${sdkJar}\r\n\r\n`,
    );
    env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
    return `Firestore emulator: Google Cloud SDK (${sdkJar})`;
  }
  // Neither: let firebase-tools download its own jar; if it cannot, say what to install.
  const setup = spawnSync(process.execPath, [firebaseBin(), 'setup:emulators:firestore'], {
    stdio: 'inherit',
    env,
  });
  if (setup.status !== 0 || !cachedEmulator('cloud-firestore-emulator')) {
    fail(
      'No Firestore emulator is available: firebase-tools could not download one and the Google Cloud SDK emulator is not installed.\n' +
        'Install one of: the Debian package google-cloud-cli-firestore-emulator (with openjdk-17-jre-headless), ' +
        'or give this machine access to download firebase-tools emulators.',
    );
  }
  return 'Firestore emulator: downloaded by firebase-tools';
}

/** Storage needs its rules runtime jar, which only firebase-tools can download. */
export function storageEmulatorAvailable() {
  if (process.env.AFORO_STORAGE_EMULATOR === '0') return false;
  return cachedEmulator('cloud-storage-rules-runtime') !== null;
}

export function firebaseBin() {
  return require.resolve('firebase-tools/lib/bin/firebase.js');
}

/** Drops storage from an `--only` list where it cannot run, and says so. */
export function adjustArgs(args) {
  const out = [...args];
  const i = out.indexOf('--only');
  if (i >= 0 && out[i + 1]) {
    const wanted = out[i + 1].split(',');
    if (wanted.includes('storage') && !storageEmulatorAvailable()) {
      console.warn(
        '[aforo] Storage emulator not started: its rules runtime cannot be downloaded on this machine. ' +
          'Uploads go to the Storage stand-in on its port (README, "Files"); the storage.rules tests report themselves as skipped.',
      );
      out[i + 1] = wanted.filter((e) => e !== 'storage').join(',');
    }
  }
  return out;
}

/** With AFORO_PORT_OFFSET set, a copy of firebase.json whose emulator ports are shifted. */
function shiftedConfig(offset) {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const p = ports(offset);
  const e = config.emulators;
  for (const name of [
    'auth',
    'firestore',
    'functions',
    'hosting',
    'storage',
    'hub',
    'logging',
    'eventarc',
    'tasks',
  ]) {
    if (e[name]) e[name].port = p[name];
  }
  if (e.firestore) e.firestore.websocketPort = p.firestoreWebsocket;
  if (config.hosting) config.hosting.public = `web/${webDistDir(offset)}`;
  // Beside firebase.json: the CLI takes the config file's folder as the project root.
  const file = join(root, `firebase.ports-${offset}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

export function runFirebase(args, options = {}) {
  const env = { ...process.env, ...(options.env ?? {}) };
  const offset = portOffset(env);
  if (offset !== 0 && !args.includes('--config')) {
    args = [...args, '--config', shiftedConfig(offset)];
  }
  const startsEmulators = args.some((a) => a.startsWith('emulators:'));
  if (startsEmulators) {
    console.log(`[aforo] ${prepareFirestoreEmulator(env)}`);
    // As on Cloud Functions: the platform's body parser rejects malformed JSON before our
    // handler runs, and Express prints the stack trace in that answer unless in production.
    env.NODE_ENV ??= 'production';
    // Everything here talks to the emulators: the Google SDKs must not go looking for a cloud
    // metadata server for credentials (they do when no credentials are set).
    env.METADATA_SERVER_DETECTION ??= 'none';
    // The CLI records where its running emulators are in a temp-folder file named by project
    // only, so runs on different port offsets found each other's (a seed's --export-on-exit once
    // wrote another run's data). A temp folder per offset keeps them apart.
    const own = `aforo-emulators-${offset}`;
    if (!tmpdir().endsWith(own)) env.TMPDIR = join(tmpdir(), own);
    mkdirSync(env.TMPDIR ?? tmpdir(), { recursive: true });
  }
  return spawn(process.execPath, [firebaseBin(), ...adjustArgs(args)], {
    cwd: root,
    stdio: options.stdio ?? 'inherit',
    env,
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const child = runFirebase(process.argv.slice(2));
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
