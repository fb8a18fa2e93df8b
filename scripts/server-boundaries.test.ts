import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import serverBoundaries from '../eslint/server-boundaries.js';

// RuleTester reports through these hooks (static, untyped in @types/eslint); vitest supplies them.
Object.assign(RuleTester, { afterAll, describe, it, itOnly: it.only });

const at = (file: string) => path.join(process.cwd(), file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('area-imports', serverBoundaries.rules['area-imports'], {
  valid: [
    { filename: at('server/features/profile/set-profile-image.ts'), code: "import { deleteUploadFiles } from '../uploads';" },
    { filename: at('server/features/profile/set-profile-image.ts'), code: "import { x } from '../uploads/index';" },
    { filename: at('server/features/uploads/create-upload.ts'), code: "import { x } from './upload-keys';" },
    { filename: at('server/features/profile/update-profile.ts'), code: "import { x } from '../../core/people/people.repository';" },
    { filename: at('server/app.ts'), code: "import { chatRoutes } from './features/chat/chat.routes';" },
    { filename: at('server/db/seed/demo.ts'), code: "import { x } from '../../features/matches/create-matches';" },
    { filename: at('server/plugins/auth.ts'), code: "import { readToken } from '../core/sessions/sessions';" },
  ],
  invalid: [
    {
      filename: at('server/features/profile/set-profile-image.ts'),
      code: "import { checkOwnAvatar } from '../uploads/profile-picture';",
      errors: [{ message: "Import the uploads area through its entry file '../uploads', not its internals." }],
    },
    {
      filename: at('server/features/chat/chat.routes.ts'),
      code: "export { x } from '../uploads/upload-keys';",
      errors: 1,
    },
    {
      filename: at('server/plugins/auth.ts'),
      code: "import { deleteUser } from '../features/users';",
      errors: [{ message: 'Infrastructure and the core never import an area (server/features/users): move what both need into server/core/.' }],
    },
    {
      filename: at('server/core/people/load-current-user.ts'),
      code: "const m = await import('../../features/payments/gateway-call');",
      errors: 1,
    },
  ],
});
