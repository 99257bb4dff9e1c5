import { attorneyName } from './attorney-name';

it('titles a name once, whether or not it has the title already', () => {
  expect(attorneyName('Ana Reyes')).toBe('Atty. Ana Reyes');
  expect(attorneyName('Atty. Ana Reyes')).toBe('Atty. Ana Reyes');
  expect(attorneyName(' atty Ana Reyes ')).toBe('Atty. Ana Reyes');
  // A name that merely begins with the letters is left whole.
  expect(attorneyName('Attylio Cruz')).toBe('Atty. Attylio Cruz');
});
