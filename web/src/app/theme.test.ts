import { defaultConfig } from '@chakra-ui/react';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEFT_OUT_PALETTES, RECIPES, SLOT_RECIPES, appSystem } from './theme';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Components whose recipe has another name than theirs. */
const RECIPE_OF: Record<string, string> = {
  CloseButton: 'button',
  IconButton: 'button',
  Toaster: 'toast',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every name the app imports from @chakra-ui/react. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(' as ')[0]
          ?.trim();
        if (name && /^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

describe('the Chakra system', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const defaults = {
      ...defaultConfig.theme?.recipes,
      ...defaultConfig.theme?.slotRecipes,
    } as Record<string, unknown>;
    const ours = { ...RECIPES, ...SLOT_RECIPES } as Record<string, unknown>;
    const names = chakraImports();
    expect(names.size).toBeGreaterThan(10);
    const missing = [...names]
      .map((name) => RECIPE_OF[name] ?? name.charAt(0).toLowerCase() + name.slice(1))
      .filter((key) => key in defaults && !(key in ours));
    // Add the missing recipe to RECIPES or SLOT_RECIPES in theme.ts.
    expect(missing).toEqual([]);
  });

  it('uses the recipes of the default theme, unchanged', () => {
    const defaults = {
      ...defaultConfig.theme?.recipes,
      ...defaultConfig.theme?.slotRecipes,
    } as Record<string, unknown>;
    for (const [key, recipe] of Object.entries({ ...RECIPES, ...SLOT_RECIPES })) {
      expect(recipe, key).toEqual(defaults[key]);
    }
  });

  it('leaves out only colour palettes no screen names', () => {
    const named = new RegExp(
      `['"\`](?:${LEFT_OUT_PALETTES.join('|')})(?:\\.[A-Za-z0-9]+)*['"\`]`,
      'g',
    );
    const screens = sourceFiles(SRC).filter((file) => !file.endsWith('/app/theme.ts'));
    const uses = screens.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(named)].map((m) => `${file}: ${m[0]}`),
    );
    // A screen that needs one: take it out of LEFT_OUT_PALETTES in theme.ts.
    expect(uses).toEqual([]);
    expect(appSystem().token('colors.blue.700')).toBeTruthy();
    expect(appSystem().token('colors.purple.700', 'missing')).toBe('missing');
  });
});
