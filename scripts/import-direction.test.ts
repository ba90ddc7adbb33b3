// @vitest-environment node
/**
 * The import direction of ARCHITECTURE.md is enforced by ESLint: this checks that the rules
 * really reject the imports they are meant to reject, and accept the allowed ones.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import direction (ESLint)', () => {
  it.each([
    ['src/lib/x.ts', "import { a } from '@/features/auth/api/login';"],
    ['src/lib/x.ts', "import { a } from '@/app/App';"],
    ['src/components/x.tsx', "import { a } from '@/features/auth/api/login';"],
    ['src/types/x.ts', "import type { a } from '@/app/route-table';"],
    ['src/features/course/x.ts', "import { a } from '@/features/auth/api/login';"],
    ['src/features/course/x.ts', "import { a } from '@/app/route-table';"],
    ['src/features/course/x.ts', "import { a } from '@mocks/node';"],
    ['src/app/x.ts', "import { a } from '@mocks/db/db';"],
    ['mocks/handlers/x.ts', "import { a } from '@/lib/api-client';"],
    ['mocks/handlers/x.ts', "import { a } from '@/features/auth/api/login';"],
  ])('rejects %s importing: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toHaveLength(1);
  });

  it.each([
    ['src/features/course/x.ts', "import { a } from '@/lib/api-client';"],
    ['src/features/course/x.ts', "import { a } from '@/components/page-loading';"],
    ['src/features/course/x.ts', "import { a } from '../api/courses';"],
    ['src/app/x.ts', "import { a } from '@/features/auth/api/login';"],
    ['mocks/handlers/x.ts', "import type { User } from '@/types/user';"],
    ['mocks/handlers/x.ts', "import { checkUsername } from '@/lib/validators';"],
    ['src/main.tsx', "const m = await import('../mocks/browser');"],
  ])('allows %s importing: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
