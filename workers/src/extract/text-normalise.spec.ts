import { markListItems } from './text-normalise';

describe('markListItems', () => {
  it('turns bullets at line starts into dashes', () => {
    expect(markListItems('• One\n· Two\n\uf0b7 Three\nNot • this')).toBe('- One\n- Two\n- Three\nNot • this');
  });
});
