import { researchDraftBody } from '../src/research';
import { hoursByDay, hoursKeyDays } from '../src/weekdays';

it.each([
  ['Monday', ['Monday']],
  [' mon. ', ['Monday']],
  ['Tues', ['Tuesday']],
  ['Thurs', ['Thursday']],
  ['Su', ['Sunday']],
  ['Mon-Fri', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
  ['Monday to Wednesday', ['Monday', 'Tuesday', 'Wednesday']],
  ['Fri–Mon', ['Monday', 'Friday', 'Saturday', 'Sunday']],
  ['Sat & Sun', ['Saturday', 'Sunday']],
  ['Mon, Wed and Fri', ['Monday', 'Wednesday', 'Friday']],
  ['weekends', ['Saturday', 'Sunday']],
  ['Weekdays', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
  ['weekdays & Sat', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']],
  ['M-F', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
  ['M–F & Sat', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']],
  ['M-Th', ['Monday', 'Tuesday', 'Wednesday', 'Thursday']],
  ['Tu-F', ['Tuesday', 'Wednesday', 'Thursday', 'Friday']],
  ['W–Su', ['Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']],
  ['Wed, weekends', ['Wednesday', 'Saturday', 'Sunday']],
  ['daily', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']],
])('the hours key %j names %j', (key, days) => {
  expect(hoursKeyDays(key)).toEqual(days);
});

it.each(['Funday', 'Monday morning', 'Holidays', '', 'mon fri', '9-5', 'Sunday\u0000'])(
  'the hours key %j names no day',
  (key) => {
    expect(hoursKeyDays(key)).toBeUndefined();
  },
);

it('spreads ranges over their days, a one-day key winning over a range, blank values and unknown keys left out', () => {
  expect(
    hoursByDay({ Friday: '9am - 8pm', 'Mon-Fri': ' 9am  -  5pm ', Weekends: 'Closed', Tuesday: ' ', Funday: 'x' }),
  ).toEqual([
    { day: 'Monday', text: '9am - 5pm' },
    { day: 'Tuesday', text: '9am - 5pm' },
    { day: 'Wednesday', text: '9am - 5pm' },
    { day: 'Thursday', text: '9am - 5pm' },
    { day: 'Friday', text: '9am - 8pm' },
    { day: 'Saturday', text: 'Closed' },
    { day: 'Sunday', text: 'Closed' },
  ]);
});

it('refuses an hours key that names no day by its first 40 characters, however long it is', () => {
  const r = researchDraftBody.safeParse({ hours: { Monday: '9-5', ['Funday'.repeat(50)]: '9-5' } });
  expect(r.success).toBe(false);
  expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    [
      'hours',
      `${JSON.stringify('Funday'.repeat(50).slice(0, 40))} is not a day (use Monday, Mon, Mon-Fri, Sat & Sun, weekdays, weekends or daily)`,
    ],
  ]);
});
