// Phones are shown as the business's country writes them, whatever the library can confirm.
import { formatPhone, phoneHref } from '../src';

it('shows a number of the country in its national form, and one the library cannot place but a label named as well', () => {
  expect(formatPhone('+17065551234')).toBe('(706) 555-1234');
  expect(formatPhone('+27688733966', 'ZA')).toBe('068 873 3966');
  expect(formatPhone('+256763799005')).toBe('+256 763 799005');
  // A New York restaurant's "Reservations: (555) 123-4567" (../shared/sites/gourmet-haven): never bare digits
  expect(formatPhone('+15551234567')).toBe('(555) 123-4567');
  expect(phoneHref('+15551234567')).toBe('tel:+15551234567');
  expect(phoneHref('(555) 123-4567')).toBe('tel:+15551234567');
  expect(formatPhone('call us')).toBe('call us');
});
