import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import csvWriter from '../eslint/csv-writer.js';

// RuleTester reports through these hooks (static, untyped in @types/eslint); vitest supplies them.
Object.assign(RuleTester, { afterAll, describe, it, itOnly: it.only });

const at = (file: string) => path.join(process.cwd(), file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const message = 'Write CSV only with toCsv from common/domain/csv.ts (it escapes formulas).';

/** One CSV writer (decision 093): every other way to write CSV is refused by lint. */
tester.run('one-writer', csvWriter.rules['one-writer'], {
  valid: [
    { filename: at('server/features/attendance/attendance.ts'), code: "import { toCsv } from '@common/domain/csv'; toCsv(['A'], [[1]]);" },
    { filename: at('server/lib/spreadsheet/read-csv-rows.ts'), code: "import Papa from 'papaparse'; Papa.parse(text, { delimiter: ';' });" },
    { filename: at('server/features/attendance/attendance.routes.ts'), code: "reply.type(CSV_CONTENT_TYPE).header('content-disposition', 'attachment');" },
    { filename: at('client/features/attendance/attendance-api.ts'), code: "new Blob([text], { type: 'text/csv;charset=utf-8' });" },
  ],
  invalid: [
    { filename: at('server/features/x/x.ts'), code: "import Papa from 'papaparse'; Papa.unparse([['=1+1']]);", errors: [{ message }] },
    { filename: at('server/features/x/x.ts'), code: "import { unparse } from 'papaparse';", errors: [{ message }] },
    { filename: at('client/features/x/x.ts'), code: "const { unparse } = await import('papaparse');", errors: [{ message }] },
    { filename: at('server/features/x/x.ts'), code: "import * as P from 'papaparse'; P['unparse'](rows);", errors: [{ message }] },
    { filename: at('server/features/x/x.ts'), code: "import { stringify } from 'csv-stringify/sync';", errors: [{ message }] },
    { filename: at('server/features/x/x.ts'), code: "reply.type('text/csv; charset=utf-8').send(rows.join(';'));", errors: [{ message }] },
    { filename: at('server/features/x/x.ts'), code: "reply.header('Content-Type', `text/csv`);", errors: [{ message }] },
  ],
});
