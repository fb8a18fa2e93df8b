import { describe, expect, it } from 'vitest';
import { pollForm } from './poll-form';

const rows = (...texts: string[]) => texts.map((text) => ({ text }));

describe('pollForm', () => {
  it('leaves out empty rows and trims the rest', () => {
    expect(pollForm.parse({ question: ' Spisning? ', options: rows('Ja ', '', '  ', 'Nej') })).toEqual({
      question: 'Spisning?',
      options: ['Ja', 'Nej'],
    });
  });

  it("answers with the contract's messages", () => {
    const messages = (input: unknown) => pollForm.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ question: '  ', options: rows('Ja', 'Nej') })).toEqual(['Skriv et spørgsmål']);
    expect(messages({ question: 'Spisning?', options: rows('Ja', '') })).toEqual(['En afstemning skal have mellem 2 og 10 svarmuligheder']);
    expect(messages({ question: 'Spisning?', options: rows('Ja', 'ja') })).toEqual(['Svarmulighederne skal være forskellige']);
  });
});
