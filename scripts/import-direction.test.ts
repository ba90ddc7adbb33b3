// @vitest-environment node
/**
 * The fences of docs/architecture.md are ESLint rules (eslint-rules/import-direction.js, the antd
 * notice bans and the icon-name fence in eslint.config.js): this checks that each one really
 * rejects what it is meant to reject, whichever way the import is written, and accepts the
 * allowed ones.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

const FENCES = new Set(['architecture/import-direction', 'no-restricted-imports', 'no-restricted-syntax']);

async function fenceMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId !== null && FENCES.has(m.ruleId)).map((m) => m.message);
}

describe('import direction and the notice fences (ESLint)', () => {
  it.each([
    // lib, types sit below everything
    ['src/lib/x.ts', "import { a } from '@/features/auth/api/login';"],
    ['src/lib/x.ts', "import { a } from '../features/auth/api/login';"],
    ['src/lib/x.ts', "import { a } from '@/app/App';"],
    ['src/lib/x.ts', "import { a } from '@/api/teams';"],
    ['src/lib/x.ts', "import { a } from '@/components/page-loading';"],
    ['src/lib/x.ts', "const m = await import('../features/auth/api/login');"],
    ['src/lib/x.ts', "export { a } from '@/features/auth/api/login';"],
    ['src/types/x.ts', "import type { a } from '@/app/route-table';"],
    // the shared middle: api and components
    ['src/api/x.ts', "import { a } from '@/features/account/utils/home-rules';"],
    ['src/api/x.ts', "import { a } from '@/components/page-loading';"],
    ['src/components/x.tsx', "import { a } from '@/features/auth/api/login';"],
    ['src/components/x.tsx', "import { a } from '../app/App';"],
    // features: not app, not each other, however written
    ['src/features/course/x.ts', "import { a } from '@/features/auth/api/login';"],
    ['src/features/course/components/x.tsx', "import { a } from '../../auth/api/login';"],
    ['src/features/course/x.ts', "const m = await import('@/features/auth/routes/login-page');"],
    ['src/features/course/routes/x.tsx', "const m = import('../../auth/routes/login-page');"],
    ['src/features/course/x.ts', "import { a } from '@/app/route-table';"],
    ['src/features/course/x.ts', "export * from '@/features/auth/api/login';"],
    ['src/features/course/x.ts', "import { a } from '@mocks/node';"],
    // src never reaches mocks, except the one dynamic import of the app's start
    ['src/app/x.ts', "import { a } from '@mocks/db/db';"],
    ['src/app/x.ts', "const m = await import('@mocks/browser');"],
    ['src/main.tsx', "const m = await import('../mocks/browser');"],
    ['src/app/start.tsx', "import { startMockApi } from '@mocks/browser';"],
    // mocks may use src/types, src/lib/validators/* and the validation messages only
    ['mocks/handlers/x.ts', "import { a } from '@/lib/api-client';"],
    ['mocks/handlers/x.ts', "import { a } from '../../src/lib/api-client';"],
    ['mocks/handlers/x.ts', "import { a } from '@/features/auth/api/login';"],
    ['mocks/handlers/x.ts', "const m = await import('../../src/app/App');"],
    ['mocks/messages/x.ts', "import { commonZhCN } from '@/lib/i18n/common.zh-CN';"],
    ['mocks/handlers/x.ts', "import { sniffFile } from '@/lib/file-sniff';"],
    // antd's static notices and dialogs
    ['src/features/course/x.tsx', "import { message } from 'antd';"],
    ['src/features/course/x.tsx', "import { Button, notification } from 'antd';"],
    ['src/features/course/x.tsx', "import { Modal } from 'antd';\nModal.confirm({ title: 'x' });"],
    ['src/app/x.tsx', "import { Modal } from 'antd';\nModal.error({ title: 'x' });"],
    // antd icons name themselves in English
    ['src/features/course/x.tsx', "const b = <Button icon={<PlusOutlined />}>{t('new')}</Button>;"],
    ['src/components/x.tsx', "const i = <StarFilled style={{ color: 'gold' }} />;"],
  ])('rejects %s: %s', async (file, code) => {
    expect(await fenceMessages(file, code)).toHaveLength(1);
  });

  it.each([
    ['src/features/course/x.ts', "import { a } from '@/lib/api-client';"],
    ['src/features/course/x.ts', "import { a } from '@/api/teams';"],
    ['src/features/course/x.ts', "import { a } from '@/components/page-loading';"],
    ['src/features/course/components/x.tsx', "import { a } from '../api/courses';"],
    ['src/features/course/routes/x.tsx', "const m = import('../components/viewer');"],
    ['src/components/x.tsx', "import { a } from '@/api/teams';"],
    ['src/api/x.ts', "import { a } from '@/lib/api-client';"],
    ['src/app/x.ts', "import { a } from '@/features/auth/api/login';"],
    ['src/app/x.ts', "const m = await import('@/features/auth/routes/login-page');"],
    ['src/app/start.tsx', "const mock = await import('@mocks/browser');"],
    ['mocks/handlers/x.ts', "import type { User } from '@/types/user';"],
    ['mocks/handlers/x.ts', "import { checkUsername } from '@/lib/validators/accounts';"],
    ['mocks/rules/x.ts', "import { checkTeamName } from '../../src/lib/validators/teams';"],
    ['mocks/messages/x.ts', "import { validationZhCN } from '@/lib/i18n/validation.zh-CN';"],
    ['mocks/handlers/x.ts', "import { db } from '../db/db';"],
    ['src/features/course/x.test.tsx', "import { server } from '@mocks/node';"],
    ['src/features/course/x.test.tsx', "import { renderApp } from '@/test/render';"],
    ['src/features/course/x.tsx', "import { Modal } from 'antd';\nconst m = <Modal open />;"],
    ['src/lib/app-notices.tsx', "import { App } from 'antd';"],
    ['src/features/course/x.tsx', "const b = <Button icon={<PlusOutlined aria-hidden />}>{t('new')}</Button>;"],
    ['src/components/x.tsx', "const i = <QuestionCircleOutlined role=\"img\" aria-label={t('help')} />;"],
  ])('allows %s: %s', async (file, code) => {
    expect(await fenceMessages(file, code)).toEqual([]);
  });

  it('a feature test keeps the feature fence', async () => {
    expect(await fenceMessages('src/features/course/x.test.tsx', "import { a } from '@/features/auth/api/login';")).toHaveLength(1);
  });
});
