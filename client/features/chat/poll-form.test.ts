import { describe, expect, it } from 'vitest';
import { parsePoll } from './poll-form';

const rows = (...texts: string[]) => texts.map((text) => ({ text }));

describe('parsePoll', () => {
  it('leaves out empty rows and trims the rest', () => {
    expect(parsePoll({ question: ' Spisning? ', options: rows('Ja ', '', '  ', 'Nej') }).data).toEqual({
      question: 'Spisning?',
      options: ['Ja', 'Nej'],
    });
  });

  it("answers with the contract's messages", () => {
    const messages = (input: Parameters<typeof parsePoll>[0]) => parsePoll(input).error?.issues.map((i) => i.message);
    expect(messages({ question: '  ', options: rows('Ja', 'Nej') })).toEqual(['Skriv et spørgsmål']);
    expect(messages({ question: 'Spisning?', options: rows('Ja', '') })).toEqual(['En afstemning skal have mellem 2 og 10 svarmuligheder']);
    expect(messages({ question: 'Spisning?', options: rows('Ja', 'ja') })).toEqual(['Svarmulighederne skal være forskellige']);
  });
});
